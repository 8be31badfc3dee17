import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { chunkOf, staticGraph, stylesOf } from './bundleGraph';

/** Where index.html takes /home's first paint (the server writes it there: crates/api/src/first_paint.rs). */
export const FIRST_PAINT_MARKER = '<!-- matchpool:first-paint -->';
/** The file the server reads: `{ styles, script, texts, deferred }`. */
export const FIRST_PAINT_FILE = 'first-paint/home.json';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The parts of each language's `home` translations the hero says (HeroTexts). */
async function heroTexts(): Promise<Record<string, unknown>> {
  const languages = (await readdir(`${src}locales`, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const texts: Record<string, unknown> = {};
  for (const language of languages.sort()) {
    const home = JSON.parse(await readFile(`${src}locales/${language}/home.json`, 'utf8')) as Record<string, unknown>;
    texts[language] = { round: home.round, noRound: home.noRound, votingOpen: home.votingOpen };
  }
  return texts;
}

/**
 * /home's first paint, for the server to write into the page (crates/api/src/first_paint.rs): the
 * script that draws the top of the page from the data the server puts beside it
 * (src/features/rounds/firstPaint, bundled and minified on its own, about 2.5 kB gzip), the style
 * sheets that needs before the app's code arrives (HomePage's own, which the server makes
 * render-blocking on /home; the app's loader then finds them in place), each language's texts, and
 * `deferred`: index.html's tags that load the app (its entry and module preloads), which the server
 * hands to the script to add once the drawn page is on screen, so on a slow line the first paint
 * does not share the bandwidth with 140 kB of code. Written as `first-paint/home.json`; every
 * other page is untouched.
 */
export function firstPaint(homeModule: string, scriptEntry: string): Plugin {
  return {
    name: 'matchpool:first-paint',
    apply: 'build',
    async writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
      const home = chunkOf(bundle, homeModule);
      const index = bundle['index.html'];
      if (!entry || !home || index?.type !== 'asset') throw new Error(`The build lacks its entry, index.html or ${homeModule}`);
      const loaded = stylesOf(bundle, staticGraph(bundle, [entry]));
      const styles = [...stylesOf(bundle, staticGraph(bundle, [home]))].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      const deferred = String(index.source).match(/<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g) ?? [];
      if (!deferred.some((tag) => tag.includes(`/${entry.fileName}"`))) throw new Error("index.html's entry script is not where the first paint looks for it");
      const result = await build({
        entryPoints: [fileURLToPath(new URL(`../${scriptEntry}`, import.meta.url))],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        tsconfig: fileURLToPath(new URL('../tsconfig.app.json', import.meta.url)),
        legalComments: 'none',
      });
      const script = result.outputFiles[0]?.text.trim() ?? '';
      if (!script || /<\/script|<!--/i.test(script)) throw new Error('The first paint script is empty or cannot be inlined');
      const file = join(options.dir ?? 'dist', FIRST_PAINT_FILE);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify({ styles, script, texts: await heroTexts(), deferred }));
    },
    transformIndexHtml(html) {
      if (!html.includes(FIRST_PAINT_MARKER)) throw new Error(`index.html lacks ${FIRST_PAINT_MARKER}`);
      return html;
    },
  };
}
