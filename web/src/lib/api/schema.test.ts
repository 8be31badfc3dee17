import { createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import openapi from '../../../openapi.json?raw';
import committed from './schema.d.ts?raw';

describe('the generated API types', () => {
  it('are a fresh generation of web/openapi.json', async () => {
    // Exactly what the openapi-typescript command of scripts/gen-api.sh writes: its defaults and
    // its "minimal" Redocly rules.
    const redocly = await createConfig({}, { extends: ['minimal'] });
    const ast = await openapiTS(JSON.parse(openapi) as Parameters<typeof openapiTS>[0], { redocly, silent: true });
    const fresh = COMMENT_HEADER + astToString(ast);
    expect(committed === fresh, 'src/lib/api/schema.d.ts is stale: run scripts/gen-api.sh and commit the result').toBe(true);
  });
});
