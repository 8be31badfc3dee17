import { createI18n, whenLoaded } from '@/lib/i18n/i18n';
import { directionOf } from '@/lib/i18n/languages';
import { loadRtlCache } from '@/lib/theme/rtlCache';

/** The app's i18next instance, created once when the app starts (detection reads the URL, cookie, storage and browser then). */
export const i18n = createI18n();

/** Resolves when the detected language's startup translations are in. */
export const i18nReady = whenLoaded(i18n);

// A switch to a right-to-left language loads the mirrored styles' plugin while its translations
// load, so the page does not wait for one after the other.
i18n.on('languageChanging', (language?: string) => {
  if (language && directionOf(language) === 'rtl') void loadRtlCache();
});
