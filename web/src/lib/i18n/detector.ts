import type { LanguageDetectorModule } from 'i18next';
import { normalizeLanguage } from './languages';

/** Where a chosen language is remembered (local storage key and cookie name). */
export const LANGUAGE_STORAGE_KEY = 'lang';

const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Storage and cookies may be off (private modes, policies): then that source is skipped. */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function cookieLanguage(): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The languages a visitor asks for, most wanted first: the `lng` then `lang` query parameter
 * (links of the original client use `lang`), the cookie, local storage, then the browser's list;
 * each mapped onto a code we ship where one matches (`normalizeLanguage`). i18next takes the first
 * one it supports, English otherwise.
 */
export function requestedLanguages(): string[] {
  const query = new URLSearchParams(window.location.search);
  const candidates = [
    query.get('lng'),
    query.get('lang'),
    attempt(cookieLanguage),
    attempt(() => window.localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    ...(navigator.languages ?? [navigator.language]),
  ];
  return candidates.filter((code): code is string => Boolean(code)).map(normalizeLanguage);
}

/**
 * i18next's language detector for the browser, in our order (`requestedLanguages`); a language the
 * app settles on is remembered in both local storage and the cookie, so a stale cookie never
 * outranks a newer choice.
 */
export const browserLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: requestedLanguages,
  cacheUserLanguage(language) {
    attempt(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
    attempt(() => {
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=strict`;
    });
  },
};
