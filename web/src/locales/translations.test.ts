import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';
import { NAMESPACES, loadTranslations } from '@/lib/i18n/resources';
import { bundledResources as resources } from '@/test/translations';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** Values that are rightly the same as in English (a word both languages share, a brand name). */
const BRANDS = ['projects:detail.linkedin'];
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
  fr: ['home:round.votes', 'projects:detail.votes_one', 'projects:detail.votes_other', ...BRANDS],
  es: BRANDS,
  ja: BRANDS,
};

function strings(language: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const namespace of NAMESPACES) {
    const tree = resources[language]?.[namespace] as Tree | undefined;
    for (const [key, value] of Object.entries(flatten(tree ?? {}))) out[`${namespace}:${key}`] = value;
  }
  return out;
}

const english = strings('en');
const others = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

describe('translations', () => {
  it('ship every namespace for every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(resources[language] ?? {}).sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  it.each([...SUPPORTED_LANGUAGES])('%s loads each namespace on demand, the same text as its file', async (language) => {
    for (const namespace of NAMESPACES) {
      expect(await loadTranslations(language, namespace), `${language}/${namespace}`).toEqual(resources[language]?.[namespace]);
    }
    await expect(loadTranslations(language, 'nope')).rejects.toThrow(`No translations for ${language}/nope`);
  });

  it.each(others)('%s has every English key, and no key English lacks', (language) => {
    const translated = strings(language);
    const englishBases = new Set(Object.keys(english).map(baseKey));
    const translatedBases = new Set(Object.keys(translated).map(baseKey));
    expect([...englishBases].filter((key) => !translatedBases.has(key))).toEqual([]);
    expect([...translatedBases].filter((key) => !englishBases.has(key))).toEqual([]);
  });

  it.each(others)('%s has every plural form its grammar needs', (language) => {
    const translated = strings(language);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralBases = new Set(Object.keys(english).filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
    const missing = [...pluralBases].flatMap((base) =>
      categories.filter((category) => !(`${base}_${category}` in translated)).map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(others)('%s is really translated (nothing left in English)', (language) => {
    const translated = strings(language);
    const allowed = new Set(SAME_AS_ENGLISH[language] ?? []);
    const untranslated = Object.entries(english)
      .filter(([, value]) => /\p{L}{2,}/u.test(value.replace(/Matchpool|{{\s*\w+\s*}}/g, '')))
      .filter(([key, value]) => translated[key] === value && !allowed.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(others)('%s keeps the same {{variables}}', (language) => {
    const translated = strings(language);
    const mismatched = Object.entries(translated)
      .filter(([key]) => !PLURAL_SUFFIX.test(key))
      .filter(([key, value]) => english[key] !== undefined && variables(value).join() !== variables(english[key] ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('keep every equation of the Arabic text left to right (isolated), so it never reads mirrored', () => {
    // "√50 + √50 ≈ 14.14" inside Arabic reads "14.14 ≈ 50√ + 50√" unless isolated: by <math>
    // (rendered as <bdi dir="ltr">) or by the LRI…PDI marks of text that reaches a plain string.
    const isolated = /<math>.*?<\/math>|\u2066.*?\u2069/g;
    const equation = /[\d√][^\s]*\s*[=≈]\s*[\d$]/;
    const bare = Object.entries(strings('ar')).filter(([, text]) => equation.test(text.replace(isolated, '')));
    expect(bare.map(([key]) => key)).toEqual([]);
  });
});
