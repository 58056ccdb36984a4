// One lint setup for every workspace; formatting is prettier's job (npm run lint checks both).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.data/**',
      'apps/api/migrations/**',
      'apps/e2e/screenshots/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-console': 'off',
    },
  },
  {
    // One formatter (issue 22): numbers, counts, money, dates and times in WIB are written by
    // packages/domain/src/format only, so '1.641', '4,4 tahun' and '20 Des 2026' read the same on
    // every page, mail, file and report. The rule covers the code that shows things to people
    // (web, API, domain); tests, test tooling, demo seeds and the gateway simulator (which speaks
    // the gateways' own wire formats) may use the platform's formatting.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: [
      'packages/domain/src/format/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-helpers.ts',
      'apps/api/src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format with @jenjang/domain (packages/domain/src/format), not Intl.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format with @jenjang/domain (packages/domain/src/format), not toLocale*String.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^to(Date|Time|UTC|GMT)String$/]',
          message: 'Format dates with @jenjang/domain (formatWibDate, formatWibDateLong, …).',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(slice|substring|substr|split)$/][callee.object.callee.property.name='toISOString']",
          message:
            'A date cut from toISOString() is a UTC date: use wibDateOf or formatWibDate (@jenjang/domain).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl',
              importNames: ['useFormatter'],
              message: 'Format with @jenjang/domain (packages/domain/src/format).',
            },
            {
              name: 'next-intl/server',
              importNames: ['getFormatter'],
              message: 'Format with @jenjang/domain (packages/domain/src/format).',
            },
          ],
        },
      ],
    },
  },
);
