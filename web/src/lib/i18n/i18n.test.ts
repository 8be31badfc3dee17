import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, createI18n, hasLanguageInUrl } from './i18n';
import { directionOf, normalizeLanguage } from './languages';

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

function at(url: string) {
  window.history.replaceState(null, '', url);
}

describe('language detection', () => {
  it('takes the lng query parameter first', () => {
    at('/home?lng=ko&lang=ja');
    document.cookie = 'lang=fr; path=/';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages('ar');

    expect(createI18n().resolvedLanguage).toBe('ko');
  });

  it('reads the lang query parameter too, and remembers it', () => {
    at('/home?lang=ja');
    browserLanguages('fr');

    expect(createI18n().resolvedLanguage).toBe('ja');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
  });

  it('prefers the cookie over local storage and the browser', () => {
    at('/home');
    document.cookie = 'lang=fr; path=/';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages('ko');

    expect(createI18n().resolvedLanguage).toBe('fr');
  });

  it('prefers local storage over the browser', () => {
    at('/home');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages('ko');

    expect(createI18n().resolvedLanguage).toBe('es');
  });

  it('matches a browser zh to zh-CN', () => {
    at('/home');
    browserLanguages('zh');

    expect(createI18n().resolvedLanguage).toBe('zh-CN');
  });

  it('keeps the order when a regional browser code comes first', () => {
    at('/home');
    browserLanguages('fr-CA', 'ja');

    expect(createI18n().resolvedLanguage).toBe('fr');
  });

  it('skips unsupported languages and falls back to English', () => {
    at('/home?lng=de');
    browserLanguages('de-DE', 'pt');

    expect(createI18n().resolvedLanguage).toBe('en');
  });

  it('knows when the URL names a language', () => {
    expect(hasLanguageInUrl('?lng=ar')).toBe(true);
    expect(hasLanguageInUrl('?lang=ar')).toBe(true);
    expect(hasLanguageInUrl('?q=ar')).toBe(false);
  });
});

describe('language codes', () => {
  it('normalizes browser codes onto the shipped languages', () => {
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('zh-TW')).toBe('zh-CN');
    expect(normalizeLanguage('zh-cn')).toBe('zh-CN');
    expect(normalizeLanguage('ja-JP')).toBe('ja');
    expect(normalizeLanguage('ar_EG')).toBe('ar');
    expect(normalizeLanguage('de')).toBe('de');
  });

  it('is right-to-left for Arabic, Hebrew, Persian and Urdu only', () => {
    expect(['ar', 'ar-EG', 'he', 'fa', 'ur-PK'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'ja', 'zh-CN', 'fr', undefined].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});
