import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import openapi from '../../../openapi.json';

// Vitest runs in web/.
const SRC = join(process.cwd(), 'src');

/** The one module that aliases the document's types for the app (the aliases are allowed there). */
const ALIASES = 'lib/api/types.ts';

/**
 * Types the web once wrote by hand although the document has them: each is now an alias of
 * `components['schemas']`, and must not come back as a hand-written shape.
 */
const REMOVED = [
  'AdminDonationPage',
  'AdminDonationView',
  'AppConfig',
  'CheckoutAnswer',
  'DonationAnswer',
  'DonationDetail',
  'DonationTarget',
  'Estimate',
  'FreezeChange',
  'ImpactGrant',
  'ImpactHistory',
  'Media',
  'Me',
  'MyAccount',
  'Organization',
  'OrganizationMeta',
  'PayoutList',
  'PayoutRequest',
  'Profile',
  'ProjectWrite',
  'SignInSession',
  'UserMeta',
];

const SCHEMA_NAMES = new Set(Object.keys(openapi.components.schemas));
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * What breaks the typed client in one source file: an `api.<method>` call that picks its answer
 * type (`api.get<T>`) or builds its path (a template or a variable, so the document cannot type
 * it), and a hand-written shape (interface or object type) named like a type of the document or
 * one of the removed copies.
 */
export function violations(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'api' &&
      METHODS.has(node.expression.name.text)
    ) {
      if (node.typeArguments?.length) found.push(`${at(node)} picks the answer type of an API call by hand`);
      const path = node.arguments[0];
      if (!path || !ts.isStringLiteral(path)) found.push(`${at(node)} builds the path of an API call instead of naming the document's`);
    }
    const handWritten =
      ts.isInterfaceDeclaration(node) || (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type));
    if (handWritten && !file.endsWith(ALIASES)) {
      const name = node.name.text;
      if (REMOVED.includes(name) || SCHEMA_NAMES.has(name)) found.push(`${at(node)} writes the API type ${name} by hand`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the typed API client', () => {
  it('is how every call reaches the API, with the answer and the types from the document', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((path) => violations(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a hand-typed call, a built path and a re-declared API type', () => {
    const text = [
      "const project = await api.get<Project>('/projects/{id}', { params: { path: { id } } });",
      'await api.post(`/projects/${id}/votes`);',
      "await api.get('/rounds');",
      'interface Estimate { estimate_usd: number }',
      'type RoundView = { id: string };',
      "type Estimated = Schemas['EstimateView'];",
    ].join('\n');

    expect(violations('features/x/api.ts', text)).toEqual([
      'features/x/api.ts:1 picks the answer type of an API call by hand',
      'features/x/api.ts:2 builds the path of an API call instead of naming the document\'s',
      'features/x/api.ts:4 writes the API type Estimate by hand',
      'features/x/api.ts:5 writes the API type RoundView by hand',
    ]);
  });
});
