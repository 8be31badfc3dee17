import { createI18n, whenLoaded } from '@/lib/i18n/i18n';

/** The app's i18next instance, created once when the app starts (detection reads the URL, cookie, storage and browser then). */
export const i18n = createI18n();

/** Resolves when the detected language's startup translations are in. */
export const i18nReady = whenLoaded(i18n);
