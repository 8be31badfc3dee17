import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/**
 * Zod's classic API keeps every method on its prototypes and loads its English locale, so a
 * page with one form downloaded all of it (24.7 kB gzip). Schemas use zod/mini's functions, of
 * which the build keeps only what is used (7.0 kB). (Each `no-restricted-imports` below repeats
 * these paths: a later block's options replace an earlier one's.)
 */
const zodClassic = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "Use zod/mini (`import { z } from 'zod/mini'`, checks as `.check(z.trim(), z.minLength(1, { error: 'required' }))`); see src/lib/forms.ts.",
}));

// Imports flow one way: shared (lib, components) -> features -> app. A feature never
// imports another feature; anything two features need moves down into shared code.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: zodClassic,
        patterns: [
          { group: ['@/app', '@/app/*'], message: 'Features must not import from the app shell.' },
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`],
            message: 'Features must not import from other features; move shared code to lib/ or components/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  // schema.d.ts is generated from the OpenAPI document (scripts/gen-api.sh).
  { ignores: ['dist', 'coverage', 'node_modules', 'src/lib/api/schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-imports': ['error', { paths: zodClassic }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|ml|mr|pl|pr)$/]',
          message: 'Use logical properties (marginInlineStart, paddingInlineEnd, ...) so right-to-left works.',
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: zodClassic,
          patterns: [
            { group: ['@/app', '@/app/*', '@/features', '@/features/*'], message: 'Shared code must not import features or the app shell.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['*.config.{js,ts}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
