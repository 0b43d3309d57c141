// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'eslint.config.js',
      'scripts/**/*.mjs',
      '.ci/**',
      '**/.perf-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: '.only() would stop the rest of the suite from running',
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Only the one Dexie module may import dexie (ARCHITECTURE.md §4); process.env only in env.ts.
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dexie', message: 'Import the database from pwa/src/db/ instead.' }] },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/env.ts', 'api/src/**/*.test.ts', 'api/src/seed/cli.ts', 'api/src/cli/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from api/src/env.ts.' },
      ],
    },
  },
  {
    // One folder per URL prefix (app.ts mounts each once): a route folder imports its own files and
    // routes/_shared, never another prefix's internals. Suites may use the app-wide auth test kit.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!_shared/|auth/auth-test-kit$)[\\w-]+/',
              message:
                'Import from routes/_shared (move what several prefixes need there), not another route folder.',
            },
          ],
        },
      ],
    },
  },
);
