import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The weights the app draws (theme.ts, styles/*.css): 400 to 700. */
export const WEIGHTS = { min: 400, max: 700 };
export const LATIN_FONT_FILE = `inter-latin-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`;

/** The code points of a CSS `unicode-range` (`U+0000-00FF,U+0131`). */
export function codePoints(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [first, last] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    if (first === undefined || Number.isNaN(first)) throw new Error(`Not a unicode-range: ${part}`);
    for (let code = first; code <= (last ?? first); code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * The Latin part of Inter narrowed to the weights the app draws (400-700 instead of 100-900: the
 * preloaded font every first page downloads goes from 48 to 31 kB), same characters, made once per
 * build with HarfBuzz (`subset-font`); the app's stylesheet declares it in place of the full one.
 */
export function latinFont(): Plugin {
  // The Latin part of Inter that @fontsource-variable/inter ships (every weight from 100 to 900),
  // and where the narrowed copy goes (under node_modules, so never committed).
  const source = fileURLToPath(new URL('../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url));
  const targetDir = fileURLToPath(new URL('../node_modules/.cache/matchpool-fonts/', import.meta.url));
  const target = `${targetDir}${LATIN_FONT_FILE}`;
  let made: Promise<void> | undefined;
  return {
    name: 'matchpool:latin-font',
    enforce: 'pre',
    async transform(code, id) {
      if (!/@fontsource-variable\/inter\/index\.css$/.test(id.split('?')[0] ?? id)) return null;
      const rules = code.split('@font-face');
      const latin = rules.findIndex((rule) => rule.includes('inter-latin-wght-normal.woff2'));
      const range = latin >= 0 ? /unicode-range:\s*([^;]+);/.exec(rules[latin] ?? '')?.[1] : undefined;
      if (!range) throw new Error("Inter's Latin face is missing from @fontsource-variable/inter");
      made ??= (async () => {
        const font = await subsetFont(await readFile(source), codePoints(range), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
        await mkdir(targetDir, { recursive: true });
        await writeFile(target, font);
      })();
      await made;
      rules[latin] = (rules[latin] ?? '')
        .replace('font-weight: 100 900', `font-weight: ${WEIGHTS.min} ${WEIGHTS.max}`)
        .replace('./files/inter-latin-wght-normal.woff2', `../../.cache/matchpool-fonts/${LATIN_FONT_FILE}`);
      return { code: rules.join('@font-face'), map: null };
    },
  };
}
