import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { SESSION_MARKER_COOKIE } from './src/lib/auth/sessionKey';
import { SUPPORTED_LANGUAGES } from './src/lib/i18n/languages';
import { LATIN_FONT_FILE, latinFont } from './vite/latinFont';
import { kitChunk } from './vite/kitChunks';
import { prefetchChunks } from './vite/prefetchChunks';
import { reactAriaLocales } from './vite/reactAriaLocales';
import { shellScript } from './vite/shellScript';

/** Test files about a module's first use: they run with modules of their own (see `test.projects`). */
const FIRST_USE_TESTS = ['src/features/projects/components/ProjectText.test.tsx'];

const apiTarget = process.env.MATCHPOOL_API_URL ?? 'http://localhost:8080';

/**
 * Preloads the Latin part of Inter (the only one most pages draw, narrowed by `latinFont`): the
 * browser fetches it with the page instead of after the styles; other scripts load by
 * `unicode-range` when a page uses them.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'matchpool:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The narrowed font under its hashed name (`assets/inter-latin-wght-400-700-<hash>.woff2`).
        const [name, extension] = LATIN_FONT_FILE.split('.');
        const font = Object.keys(context.bundle ?? {}).find((file) => file.startsWith(`assets/${name}-`) && file.endsWith(`.${extension}`));
        if (!font) throw new Error('The Latin Inter font is missing from the build');
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Small modules (each under 1 kB gzip) that /home, /projects and a project page all draw with, in one
 * file instead of one each: on a phone every file before the first paint costs a round trip on one
 * of six connections (/home went from 15 files to 10). Only modules whose own imports are React or
 * one another: Rollup moves every dependency a manual chunk has, not claimed by another one, into
 * it, which would take the entry's code with it (the budget test, scripts/bundle-budget.mjs, shows it).
 */
const FIRST_PAGE_PARTS = [
  'src/lib/format.ts',
  'src/lib/dates.ts',
  'src/lib/react/mainShown.ts',
  'src/components/Icon.tsx',
  'src/components/pageIcons.ts',
  'src/components/ui/Alert.tsx',
  'src/components/ui/Skeleton.tsx',
  'src/components/ui/classNames.ts',
  'src/components/UtcTime.tsx',
  'src/features/rounds/utils/attention.ts',
];

/** The chunks the entry imports statically (see `manualChunks`), as the build names them. */
const ENTRY_CHUNKS = /^assets\/(react|first-pages)-[\w-]+\.(js|css)$/;

export default defineConfig({
  plugins: [
    react(),
    // React Aria's own strings (date fields, select and toast labels) in our seven languages, not its 34.
    reactAriaLocales(SUPPORTED_LANGUAGES),
    latinFont(),
    preloadLatinFont(),
    // The header's apps menu (every page has it; its code loads on its first opening).
    prefetchChunks(['src/app/layout/AppsMenuList.tsx']),
    // The pages people land on most: their code and translations download with the entry, and
    // their first API reads start with it for a visitor not signed in (src/lib/api/early.ts). The
    // namespaces are the router's (src/app/router.tsx; every page loads `errors` too) and the
    // startup ones (src/lib/i18n/resources.ts).
    shellScript(
      [
        { path: '^/home/?$', module: 'src/app/routes/HomePage.tsx', namespaces: ['home'], reads: 'home' },
        { path: '^/projects/?$', module: 'src/app/routes/ProjectsPage.tsx', namespaces: ['home', 'projects'], reads: 'projects' },
        { path: '^/projects/[^/]+/?$', module: 'src/app/routes/ProjectPage.tsx', namespaces: ['projects', 'donations', 'comments', 'review'], reads: 'project' },
      ],
      ['common'],
      SESSION_MARKER_COOKIE,
    ),
    // Brotli and gzip copies next to each file, made once here; the server picks one per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/lib/react/useSyncExternalStoreShim.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Every browser we support preloads modules itself: no polyfill in the first page.
    // A lazy chunk's list of files to fetch with it leaves out the two chunks the entry imports itself
    // (React and `first-pages`, with its CSS): they are in before any lazy import runs, and naming them
    // in each of the entry's ~200 lists costs every page bytes.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNKS.test(dep)) : deps),
    },
    sourcemap: false,
    // Read by the first-page budget test (scripts/bundle-budget.mjs).
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships pure-annotations Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
        warn(warning);
      },
      output: {
        // React (with React DOM and its scheduler) is a long-lived vendor chunk: app releases do not
        // invalidate the browser's copy. Everything else is split by use: the first page carries
        // only the parts of React Router, TanStack Query and i18next the entry runs (a listed package
        // would bring every part any page uses). Form libraries go with the pages that draw them.
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (FIRST_PAGE_PARTS.some((part) => id.endsWith(part))) return 'first-pages';
          return kitChunk(id);
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Stylesheets are not processed in tests, except the tokens (src/styles/tokens.css).
    css: { include: [/src\/styles\/tokens\.css/] },
    restoreMocks: true,
    // Rendering whole pages in jsdom takes a few seconds on a loaded 2-core machine (CI); the
    // default 5 s made such tests fail for time, not for behaviour.
    testTimeout: 20_000,
    // Test files share one jsdom and one module graph per worker (setup.ts resets the document after
    // each test): a fresh environment and fresh imports for each of ~125 files took 7 of the suite's
    // 15 minutes on two cores. The files below test what happens on a module's first use (a lazily
    // loaded renderer), so they get fresh modules.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...FIRST_USE_TESTS] } },
      { extends: true, test: { name: 'first-use', include: FIRST_USE_TESTS } },
    ],
  },
});
