import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/lib/theme/theme';
import { cssVar, readTokens } from './tokens';

// Vitest runs in web/.
const read = (name: string) => readFileSync(join(process.cwd(), 'src/styles', name), 'utf8');
const light = readTokens(read('tokens.css'));
const dark = readTokens(read('tokens-dark.css').replace(":root[data-theme='dark']", ':root'));

describe('tokens', () => {
  it('give the MUI theme its colours, so the two cannot drift', () => {
    const { palette, shape } = createAppTheme('ltr');
    expect(palette.primary.main).toBe(light.primary);
    expect(palette.primary.dark).toBe(light['primary-dark']);
    expect(palette.primary.light).toBe(light['primary-light']);
    expect(palette.secondary.main).toBe(light.secondary);
    expect(palette.error.main).toBe(light.error);
    expect(palette.info.main).toBe(light.info);
    expect(palette.success.main).toBe(light.success);
    expect(palette.warning.main).toBe(light.warning);
    expect(palette.background.default).toBe(light.surface);
    expect(palette.background.paper).toBe(light.paper);
    expect(palette.text.primary).toBe(light.text);
    expect(palette.text.secondary).toBe(light['text-muted']);
    expect(palette.divider).toBe(light.border);
    expect(shape.borderRadius).toBe(parseInt(light.radius ?? '', 10));
  });

  it('give every colour of the light theme a dark value', () => {
    const colours = Object.keys(light).filter((name) => /^(#|rgb)/.test(light[name] ?? ''));
    expect(colours.length).toBeGreaterThan(30);
    expect(colours.filter((name) => dark[name] === undefined)).toEqual([]);
  });

  it('are the only place the stylesheets write a colour', () => {
    for (const sheet of ['base.css', 'pages.css']) {
      const css = read(sheet).replace(/\/\*[\s\S]*?\*\//g, '');
      expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? [], sheet).toEqual([]);
    }
  });

  it('are named in TypeScript as custom properties', () => {
    expect(cssVar('primary')).toBe('var(--mp-primary)');
  });
});
