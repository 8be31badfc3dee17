import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, directionOf, normalizeLanguage } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES, STARTUP_NAMESPACES, loadTranslations, type LanguageResources } from './resources';

/** Where a chosen language is remembered (local storage key and cookie name). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** `?lang=` is read too (links of the original client use it); `?lng=` wins when both are set. */
const langQueryDetector: CustomDetector = {
  name: 'langQuery',
  lookup: () => new URLSearchParams(window.location.search).get('lang') ?? undefined,
};

/** Detection order: `lng` then `lang` query parameter, cookie, local storage, browser, English. */
export const DETECTION_ORDER = ['querystring', 'langQuery', 'cookie', 'localStorage', 'navigator'];

/** True when the URL names a language: then it beats the language saved on the server. */
export function hasLanguageInUrl(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return params.has('lng') || params.has('lang');
}

let urlNamedLanguage = false;

/** Whether the URL named a language when the app started; later navigation drops it, the choice stands. */
export function urlNamedLanguageAtStart(): boolean {
  return urlNamedLanguage;
}

/** `<html lang dir>` follow the language, so the browser, screen readers and CSS mirror too. */
export function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Every language is complete (a test checks each key), so a language never loads English as its
 * fallback; English stays the answer for a language we do not ship.
 */
const FALLBACKS = {
  ...Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, []])),
  default: [FALLBACK_LANGUAGE],
};

/**
 * A fully set-up i18next instance; the app uses one, tests make their own. Translations load on
 * demand, one language and namespace at a time (the startup ones first, a page's own with the
 * page); `bundled` hands every file over up front instead, as tests do.
 */
export function createI18n(bundled?: Record<string, LanguageResources>): I18n {
  urlNamedLanguage = hasLanguageInUrl();
  const instance = i18next.createInstance();
  const detector = new LanguageDetector();
  detector.addDetector(langQueryDetector);
  instance.use(detector).use(initReactI18next);
  if (!bundled) instance.use(resourcesToBackend(loadTranslations));
  instance.on('languageChanged', applyDocumentLanguage);
  void instance.init({
    resources: bundled,
    ns: bundled ? NAMESPACES : STARTUP_NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACKS,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: DETECTION_ORDER,
      lookupQuerystring: 'lng',
      lookupCookie: LANGUAGE_STORAGE_KEY,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Both are written on every change, so a stale cookie never outranks a newer choice.
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'strict' },
      convertDetectedLanguage: normalizeLanguage,
    },
  });
  return instance;
}

/** Resolves once the instance has its language and startup translations. */
export function whenLoaded(instance: I18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => instance.on('initialized', () => resolve()));
}
