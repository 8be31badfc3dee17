import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { browserLanguageDetector, LANGUAGE_STORAGE_KEY } from './detector';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, directionOf } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES, STARTUP_NAMESPACES, loadTranslations, type LanguageResources } from './resources';

export { LANGUAGE_STORAGE_KEY };

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
  instance.use(browserLanguageDetector).use(initReactI18next);
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
  });
  return instance;
}

/** Resolves once the instance has its language and startup translations. */
export function whenLoaded(instance: I18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => instance.on('initialized', () => resolve()));
}
