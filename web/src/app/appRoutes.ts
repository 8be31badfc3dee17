import { queryClient } from '@/lib/api/queryClient';
import { i18n } from './i18n';
import { createRoutes, preloadPage } from './router';

/** The app's route table (tests build their own with `createRoutes`). */
export const routes = createRoutes(queryClient, i18n);

/**
 * The first page's code, translations and data, asked for when the app's code runs: they download
 * together with the startup translations, not one after another, and the app first renders once
 * they are in (src/main.tsx), so header, page and footer appear at once, in place.
 */
export const firstPageReady = preloadPage(routes, window.location.pathname);
