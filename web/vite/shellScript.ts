/// <reference lib="dom" />
import { transformWithEsbuild, type Plugin } from 'vite';
import type { OutputChunk } from 'rollup';
import { chunkOf, inAssets, staticGraph, stylesOf } from './bundleGraph';
import { firstReads, type FirstReads } from '../src/app/firstReads';
import { EARLY_READS_GLOBAL } from '../src/lib/api/early';
import type { MediaRef } from '../src/features/projects/api/types';
import { appendLink, CARD_COVER_SIZES, coverPreload, coverSources } from '../src/features/projects/utils/cover';

/** Where index.html asks for the shell script. */
const MARKER = '<!-- matchpool:shell-script -->';

/** A page whose code and translations the shell script fetches with the app's entry. */
export interface PreloadedRoute {
  /** The path, as a regular expression source (`^/projects/[^/]+$`). */
  path: string;
  /** The route module (`src/app/routes/HomePage.tsx`). */
  module: string;
  /** The translation namespaces the router loads with the page. */
  namespaces: string[];
  /** The API reads the page starts with (see `firstReads`), asked for before the app's code arrives. */
  reads?: FirstReads;
}

interface PreloadMap {
  routes: { path: string; files: string[]; namespaces: string[]; reads?: FirstReads }[];
  /** The marker cookie of a signed-in person's session: their reads are personal, so none start early. */
  session: string;
  global: string;
  startup: string[];
  translations: Record<string, Record<string, string>>;
  /** Each language's list of translation files (`src/lib/i18n/files/<language>.ts`), which the app reads first. */
  lists: Record<string, string>;
}

/**
 * Runs before the first paint, as an inline script (the server's Content-Security-Policy allows it
 * by its hash, crates/api/src/spa.rs), so the page needs no request before it can draw: mirrors
 * the static shell for a right-to-left language (the language the app will detect: URL, cookie,
 * storage, browser, the first one we ship), then asks for the current page's code,
 * styles and translations, which the app would otherwise request only once its entry has downloaded
 * and run, and (for a visitor not signed in) the page's first API reads (`firstReads`), with
 * /projects' first cover once they name it (`preloadCover`).
 */
function shell(map: PreloadMap | null, startReads: typeof firstReads, preloadCover?: (media: MediaRef) => void) {
  let language = 'en';
  try {
    const shipped = ['en', 'ja', 'es', 'ko', 'ar', 'fr', 'zh'];
    const query = new URLSearchParams(location.search);
    const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
    const candidates = [query.get('lng'), query.get('lang'), cookie && decodeURIComponent(cookie[1]), localStorage.getItem('lang'), ...navigator.languages];
    for (const candidate of candidates) {
      const base = (candidate ?? '').toLowerCase().split(/[-_]/)[0];
      if (!shipped.includes(base)) continue;
      if (base === 'ar') document.documentElement.dir = 'rtl';
      language = base === 'zh' ? 'zh-CN' : base;
      document.documentElement.lang = language;
      break;
    }
  } catch {
    // Storage or cookies may be off: the app detects the language again anyway.
  }
  if (!map) return;
  const preload = (file: string | undefined) => {
    if (!file) return;
    const link = document.createElement('link');
    // A page's styles are fetched now too; the app's loader adds them as stylesheets with its code
    // (as `crossorigin` links, which a preload must match to be used).
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = '';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = `/assets/${file}`;
    document.head.appendChild(link);
  };
  const own = map.translations[language] ?? {};
  preload(map.lists[language]);
  const route = map.routes.find(({ path }) => new RegExp(path).test(location.pathname));
  [...map.startup, ...(route?.namespaces ?? [])].forEach((namespace) => preload(own[namespace]));
  route?.files.forEach(preload);
  // The reads start in a task of their own, so the shell is drawn first.
  setTimeout(() => {
    try {
      if (!route?.reads || document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${map.session}=`))) return;
      const started: Record<string, Promise<Response>> = {};
      const get = (path: string) => (started[path] = fetch(`/api${path}`, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
      (window as unknown as Record<string, unknown>)[map.global] = { at: performance.now(), started };
      startReads(route.reads, location, get, preloadCover);
    } catch {
      // Cookies may be off: the app asks for its data itself.
    }
  }, 0);
}

/**
 * The shell script of index.html (see `shell`), inlined and minified. In development only its
 * language part runs (no build to preload from).
 */
export function shellScript(routes: PreloadedRoute[], startup: string[], session: string): Plugin {
  return {
    name: 'matchpool:shell-script',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
        const bundle = context.bundle;
        if (!bundle) return html.replace(MARKER, `<script>(${shell.toString()})(null, null);</script>`);
        const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
        if (!entry) throw new Error('The build has no entry chunk');
        // The entry's own imports are already in index.html's module preloads.
        const loaded = staticGraph(bundle, [entry]);
        const loadedStyles = stylesOf(bundle, loaded);
        const wanted = new Set([...startup, ...routes.flatMap((route) => route.namespaces)]);
        const translations: PreloadMap['translations'] = {};
        const lists: PreloadMap['lists'] = {};
        for (const output of Object.values(bundle)) {
          const list = output.type === 'chunk' ? /\/src\/lib\/i18n\/files\/([^/]+)\.ts$/.exec(output.facadeModuleId ?? '') : null;
          if (list) lists[list[1]] = inAssets(output.fileName);
          const match = output.type === 'chunk' ? /\/src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(output.facadeModuleId ?? '') : null;
          if (match && wanted.has(match[2])) (translations[match[1]] ??= {})[match[2]] = inAssets(output.fileName);
        }
        const map: PreloadMap = {
          routes: routes.map(({ path, module, namespaces, reads }) => {
            const chunk = chunkOf(bundle, module);
            if (!chunk) throw new Error(`${module} is not a chunk of the build`);
            const graph = staticGraph(bundle, [chunk]);
            const styles = [...stylesOf(bundle, graph)].filter((file) => !loadedStyles.has(file));
            const files = [...graph].filter((file) => !loaded.has(file)).concat(styles).map(inAssets);
            return { path, files, namespaces, reads };
          }),
          session,
          global: EARLY_READS_GLOBAL,
          startup,
          translations,
          lists,
        };
        // A list's first cover, asked for as the app's first card will (`preloadCover` in cover.ts).
        const preloadCover = `(media) => (${appendLink.toString()})((${coverPreload.toString()})(media, ${JSON.stringify(CARD_COVER_SIZES)}, ${coverSources.toString()}))`;
        const call = `(${shell.toString()})(${JSON.stringify(map)}, ${firstReads.toString()}, ${preloadCover});`;
        const { code } = await transformWithEsbuild(call, 'shell.js', { minify: true });
        const source = code.trim();
        if (/<\/script|<!--/i.test(source)) throw new Error('The shell script cannot be inlined: it holds `</script` or `<!--`');
        return html.replace(MARKER, `<script>${source}</script>`);
      },
    },
  };
}
