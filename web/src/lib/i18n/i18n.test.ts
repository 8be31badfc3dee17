import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, createI18n, hasLanguageInUrl, whenLoaded } from './i18n';
import { directionOf, normalizeLanguage } from './languages';

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

function at(url: string) {
  window.history.replaceState(null, '', url);
}

async function detected(): Promise<string | undefined> {
  const i18n = createI18n();
  await whenLoaded(i18n);
  return i18n.resolvedLanguage;
}

describe('language detection', () => {
  it('takes the lng query parameter first', async () => {
    at('/home?lng=ko&lang=ja');
    document.cookie = 'lang=fr; path=/';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages('ar');

    expect(await detected()).toBe('ko');
  });

  it('reads the lang query parameter too, and remembers it', async () => {
    at('/home?lang=ja');
    browserLanguages('fr');

    expect(await detected()).toBe('ja');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
    expect(document.cookie).toContain('lang=ja');
  });

  it('goes on without storage when the browser refuses it', async () => {
    at('/home');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    browserLanguages('ko');

    expect(await detected()).toBe('ko');
  });

  it('prefers the cookie over local storage and the browser', async () => {
    at('/home');
    document.cookie = 'lang=fr; path=/';
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages('ko');

    expect(await detected()).toBe('fr');
  });

  it('prefers local storage over the browser', async () => {
    at('/home');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    browserLanguages('ko');

    expect(await detected()).toBe('es');
  });

  it('matches a browser zh to zh-CN', async () => {
    at('/home');
    browserLanguages('zh');

    expect(await detected()).toBe('zh-CN');
  });

  it('keeps the order when a regional browser code comes first', async () => {
    at('/home');
    browserLanguages('fr-CA', 'ja');

    expect(await detected()).toBe('fr');
  });

  it('skips unsupported languages and falls back to English', async () => {
    at('/home?lng=de');
    browserLanguages('de-DE', 'pt');

    expect(await detected()).toBe('en');
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

describe('translations on demand', () => {
  it('loads only the startup namespaces of the detected language', async () => {
    at('/home?lng=ar');
    const i18n = createI18n();
    await whenLoaded(i18n);

    expect(i18n.t('header.logIn')).toBe('تسجيل الدخول');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    // Error messages load on demand: with the pages that have forms, or when an error shows.
    expect(i18n.hasResourceBundle('ar', 'errors')).toBe(false);
    expect(i18n.hasResourceBundle('ar', 'projects')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads a namespace when a page asks for it', async () => {
    at('/home?lng=ja');
    const i18n = createI18n();
    await whenLoaded(i18n);

    await i18n.loadNamespaces('home');

    expect(i18n.hasResourceBundle('ja', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'projects')).toBe(false);
  });

  it('loads the new language\'s files, for every namespace in use, when the language changes', async () => {
    at('/home?lng=en');
    const i18n = createI18n();
    await whenLoaded(i18n);
    await i18n.loadNamespaces('home');

    await i18n.changeLanguage('fr');

    expect(i18n.t('header.logIn')).toBe('Se connecter');
    expect(i18n.hasResourceBundle('fr', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'projects')).toBe(false);
  });
});
