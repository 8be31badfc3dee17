import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';
import openapi from '../../openapi.json?raw';

type Tree = { [key: string]: string | Tree };

/** Every language's errors namespace, read from the files themselves. */
const files = import.meta.glob<Tree>('./*/errors.json', { eager: true, import: 'default' });

/** The `enum` of ErrorBody.code in the committed OpenAPI document: every code the API can answer. */
function errorCodes(): string[] {
  const document = JSON.parse(openapi) as {
    components: { schemas: { ErrorBody: { properties: { code: { enum?: string[] } } } } };
  };
  return document.components.schemas.ErrorBody.properties.code.enum ?? [];
}

/** useErrorMessages looks a code up as a key of the errors namespace (`auth.email_taken`). */
function message(tree: Tree, code: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of code.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

describe('error codes', () => {
  const codes = errorCodes();

  it('are listed in the OpenAPI document', () => {
    expect(codes).toContain('donation.not_found');
    expect(codes.length).toBeGreaterThan(50);
  });

  it.each(SUPPORTED_LANGUAGES)('each have a message in %s', (language) => {
    const tree = files[`./${language}/errors.json`];
    expect(tree, `src/locales/${language}/errors.json`).toBeDefined();
    expect(codes.filter((code) => !message(tree ?? {}, code))).toEqual([]);
  });
});
