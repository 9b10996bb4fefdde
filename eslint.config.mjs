import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { serverBoundary } from './eslint-rules/server-boundary.mjs';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * A restricted folder of src/, matched as an import path: `@/content/…` and every relative path
 * that climbs into it (`../content/…`, `../../content`). Relative paths are matched by name, so a
 * same-named folder elsewhere would be caught too; src/ has none.
 */
function folder(name, message) {
  return { regex: `^(?:@/|(?:\\.{1,2}/)+)${name}(?:/|$)`, message };
}

// One home for the languages: next-intl has its own `Locale` and `hasLocale`, which would make a
// second list of the site's languages.
const everywhere = {
  paths: [
    {
      name: 'next-intl',
      importNames: ['Locale', 'hasLocale'],
      message: 'Use Locale and isLocale from @/i18n/locales, the one list of the site\'s languages.',
    },
  ],
};

// no-restricted-imports is replaced, not merged, by a later block for the same files, so every
// block repeats the global restriction.
function restrictImports(...patterns) {
  return ['error', { ...everywhere, patterns }];
}

const libMessage = 'src/lib is pure logic: take content as arguments instead of importing it.';

const config = [
  {
    ignores: [
      // Written by Payload (`npm run cms -- migrate:create`, `payload generate:importmap`).
      'src/cms/migrations/**',
      'src/cms/migrations-postgres/**',
      'src/app/(payload)/admin/importMap.ts',
      '.next/**',
      '.next-*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'bench/results/**',
      'bench/bare-next/.next/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...nextVitals,
  ...nextTypescript,
  {
    name: 'project',
    plugins: { local: { rules: { 'server-boundary': serverBoundary } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { consent: _consent, ...rest } = x` is how the code drops a field.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // TypeScript reports undefined names itself, and knows the DOM and Node types this rule does not.
      'no-undef': 'off',
      'no-restricted-imports': restrictImports(),
      'local/server-boundary': ['error', { srcDir }],
    },
  },
  {
    name: 'project/lib',
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        folder('content', libMessage),
        folder('components', 'src/lib must not depend on UI components.'),
        folder('app', 'src/lib must not depend on routes.'),
      ),
    },
  },
  {
    name: 'project/components',
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        folder('app', 'Components do not import from src/app: move what they share into components, lib or content.'),
      ),
    },
  },
  {
    // The lead-form kit is in every page with a form; its schemas (zod) load on the visitor's first
    // focus, so the kit may import them only as types.
    name: 'project/lead-forms',
    files: ['src/components/leads/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(?:/|$)|^@/lib/leads/(?:schemas|validate|form-data|text-rules)$',
              allowTypeImports: true,
              message: 'The lead-form schemas load on first focus: import them here as types only (`import type`), and load them with import() where they run.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use(…)`, which is not React's hook, and take `{}` when they need no
    // other fixture (Playwright requires the destructuring pattern).
    name: 'project/e2e',
    files: ['tests/e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
];

export default config;
