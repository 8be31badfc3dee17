import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../src/lib/i18n/languages';
import { keepLocales, localesFor } from './reactAriaLocales';

const STRINGS = `import $a from "../intl/menu/ar-AE.mjs";
import $d from "../intl/menu/de-DE.mjs";
import $e from "../intl/menu/en-US.mjs";
import $z from "../intl/menu/zh-CN.mjs";
import $t from "../intl/menu/zh-TW.mjs";
var $x = {};
$x = {
    "ar-AE": $a,
    "de-DE": $d,
    "en-US": $e,
    "zh-CN": $z,
    "zh-TW": $t
};
export {$x as default};
`;

describe('localesFor', () => {
  it("keeps the exact tag, else the language's first locale, and en-US", () => {
    expect([...localesFor(['ar', 'zh-CN'], ['ar-AE', 'de-DE', 'en-US', 'zh-CN', 'zh-TW'])].sort()).toEqual(['ar-AE', 'en-US', 'zh-CN']);
  });

  it('refuses a language React Aria has no strings for', () => {
    expect(() => localesFor(['eo'], ['en-US'])).toThrow('no strings for eo');
  });
});

describe('keepLocales', () => {
  it("drops the other locales' imports and entries", () => {
    const kept = keepLocales(STRINGS, 'menu/intlStrings.mjs', ['ar', 'zh-CN']);
    expect(kept).toContain('import $a from');
    expect(kept).toContain('"zh-CN": $z,');
    expect(kept).not.toContain('de-DE');
    expect(kept).not.toContain('zh-TW');
    // Still a module: the object is whole.
    expect(kept).toMatch(/\$x = \{\n {4}"ar-AE": \$a,\n {4}"en-US": \$e,\n {4}"zh-CN": \$z,\n\};/);
  });

  it('refuses a module of another shape', () => {
    expect(() => keepLocales('export default {};', 'x/intlStrings.mjs', ['en'])).toThrow('no locale imports');
  });

  it("narrows React Aria's own modules to Matchpool's languages", () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('react-aria/package.json'));
    const file = join(root, 'dist/private/datepicker/intlStrings.mjs');
    const kept = keepLocales(readFileSync(file, 'utf8'), file, SUPPORTED_LANGUAGES);
    const locales = [...kept.matchAll(/^ {4}"([a-z]{2}-[A-Z]{2})":/gm)].map((match) => match[1]);
    expect(locales).toEqual(['ar-AE', 'en-US', 'es-ES', 'fr-FR', 'ja-JP', 'ko-KR', 'zh-CN']);
  });
});
