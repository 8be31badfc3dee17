import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssVar, readTokens } from './tokens';

// Vitest runs in web/.
const read = (name: string) => readFileSync(join(process.cwd(), 'src/styles', name), 'utf8');
const light = readTokens(read('tokens.css'));
const dark = readTokens(read('tokens-dark.css').replace(":root[data-theme='dark']", ':root'));

describe('tokens', () => {
  it('give every colour of the light theme a dark value', () => {
    const colours = Object.keys(light).filter((name) => /^(#|rgb)/.test(light[name] ?? ''));
    expect(colours.length).toBeGreaterThan(30);
    expect(colours.filter((name) => dark[name] === undefined)).toEqual([]);
  });

  it('are the only place the stylesheets write a colour', () => {
    const kit = (folder: string) => readdirSync(join(process.cwd(), folder)).filter((name) => name.endsWith('.css')).map((name) => join(process.cwd(), folder, name));
    const sheets = [...['base.css', 'pages.css'].map((name) => join(process.cwd(), 'src/styles', name)), ...kit('src/components/ui'), ...kit('src/app/layout')];
    expect(sheets.length).toBeGreaterThan(12);
    for (const sheet of sheets) {
      const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? [], sheet).toEqual([]);
    }
  });

  it('are named in TypeScript as custom properties', () => {
    expect(cssVar('primary')).toBe('var(--mp-primary)');
  });
});
