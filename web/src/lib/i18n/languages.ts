export const SUPPORTED_LANGUAGES = ['en', 'ja', 'es', 'ko', 'ar', 'fr', 'zh-CN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language named in itself, as language pickers do; not translated on purpose. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  es: 'Español',
  ko: '한국어',
  ar: 'العربية',
  fr: 'Français',
  'zh-CN': '简体中文',
};

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export type Direction = 'ltr' | 'rtl';

function baseOf(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Right-to-left for Arabic, Hebrew, Persian and Urdu (any region: ar-EG, fa-IR, ...). */
export function directionOf(code: string | undefined): Direction {
  return code && RTL_LANGUAGES.has(baseOf(code)) ? 'rtl' : 'ltr';
}

export function isSupportedLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * Maps a browser or URL code onto one we ship: `zh`, `zh-Hans`, `zh-TW` → `zh-CN`,
 * `ja-JP` → `ja`, `fr_CA` → `fr`. Unknown codes come back unchanged so i18next skips them.
 */
export function normalizeLanguage(code: string): string {
  const exact = SUPPORTED_LANGUAGES.find((lng) => lng.toLowerCase() === code.trim().toLowerCase().replace('_', '-'));
  if (exact) return exact;
  const base = baseOf(code);
  if (base === 'zh') return 'zh-CN';
  return SUPPORTED_LANGUAGES.find((lng) => lng === base) ?? code;
}
