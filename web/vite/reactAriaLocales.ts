import type { Plugin } from 'vite';

/**
 * React Aria's own strings (a date field's "day", a select's "Select an item", a toast region's
 * label...) come in one module per component (`intlStrings.mjs`) that imports all 34 locales React
 * Aria is translated into. Matchpool speaks seven: this keeps, for each of our languages, the locale
 * React Aria would pick for it (`ar` reads `ar-AE`, `zh-CN` its own), and `en-US`, its fallback,
 * and drops the others from the build, as Adobe's `@react-aria/optimize-locales-plugin` does.
 */
export function reactAriaLocales(languages: readonly string[]): Plugin {
  return {
    name: 'matchpool:react-aria-locales',
    // Tests render in one language at a time too, but run from source files: nothing to narrow.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!STRINGS_MODULE.test(id)) return null;
      return { code: keepLocales(code, id, languages), map: null };
    },
  };
}

/** A component's strings module in React Aria's, React Aria Components' or React Stately's build. */
const STRINGS_MODULE = /\/node_modules\/(?:react-aria|react-aria-components|react-stately)\/dist\/.*\/intlStrings\.mjs(?:\?.*)?$/;

/** `import $abc from "../intl/datepicker/de-DE.mjs";` */
const IMPORT = /^import (\$[\w$]+) from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;

/** The locales React Aria picks for these languages: the exact tag, else the first of its language; and `en-US`. */
export function localesFor(languages: readonly string[], available: readonly string[]): Set<string> {
  const kept = new Set(['en-US']);
  for (const language of languages) {
    const exact = available.find((locale) => locale.toLowerCase() === language.toLowerCase());
    const sameLanguage = available.find((locale) => locale.split('-')[0] === language.split('-')[0]);
    const locale = exact ?? sameLanguage;
    if (!locale) throw new Error(`React Aria has no strings for ${language}`);
    kept.add(locale);
  }
  return kept;
}

/**
 * The strings module with only the kept locales' imports and entries. Throws if the module is not
 * in the shape this expects (a React Aria upgrade that changed it must be looked at, not shipped
 * with every locale or none).
 */
export function keepLocales(code: string, id: string, languages: readonly string[]): string {
  const imports = [...code.matchAll(IMPORT)].map(([, binding, locale]) => ({ binding, locale }));
  if (imports.length === 0) throw new Error(`${id}: no locale imports found`);
  const kept = localesFor(
    languages,
    imports.map(({ locale }) => locale),
  );
  let result = code.replace(IMPORT, (line, _binding: string, locale: string) => (kept.has(locale) ? line : ''));
  for (const { binding, locale } of imports) {
    if (kept.has(locale)) continue;
    const entry = new RegExp(`^\\s*"${locale}": ${binding.replace(/\$/g, '\\$')},?\\n`, 'm');
    if (!entry.test(result)) throw new Error(`${id}: no entry for ${locale}`);
    result = result.replace(entry, '');
  }
  // A dropped locale's binding used anywhere else would now be undefined.
  for (const { binding, locale } of imports) {
    if (!kept.has(locale) && result.includes(binding)) throw new Error(`${id}: ${binding} (${locale}) is still used`);
  }
  return result;
}
