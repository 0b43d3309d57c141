// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Only the one Dexie module may import dexie (ARCHITECTURE.md §4).
const DEXIE_ONLY_IN_DB = { name: 'dexie', message: 'Import the database from pwa/src/db/ instead.' };

// Other workspaces reach the API's code only through the domain package, by name (ARCHITECTURE.md §13),
// and the wire's types (@propai/api/wire: z.infer of the route schemas, ARCHITECTURE.md §15).
const API_BY_NAME = [
  { regex: '(^|/)api/src(/|$)', message: "Import '@propai/api/domain/…' by package name." },
  {
    regex: '^@propai/api(?!/domain/|/wire$)',
    message:
      'Only the domain package (@propai/api/domain/*) and the wire types (@propai/api/wire) are shared with the app.',
  },
];
// The wire module reaches route schema files: types only, so no server code enters the bundle. A
// different rule from no-restricted-imports, so it adds to API_BY_NAME instead of replacing it.
const WIRE_TYPES_ONLY = [
  'error',
  {
    paths: [
      {
        name: '@propai/api/wire',
        allowTypeImports: true,
        message: "The wire is types only: write 'import type { … } from '@propai/api/wire''.",
      },
    ],
  },
];

// The domain package (@propai/api/domain/*) is the product's vocabulary and pure rules, imported by
// the app and the service worker too: it imports only its own files and zod — no store, no seed,
// no Node built-ins, no server libraries.
const DOMAIN_IS_PURE = [
  {
    regex: '^(node:|mongodb|@seald-io/|sharp|nodemailer|hono|@hono/node-server|@propai/)',
    message: 'The domain package is pure: server code belongs in api/src/services or routes.',
  },
];
/** Forbids relative imports that climb out of api/src/domain from a file `up` below it. */
const domainOnly = (up) => ({
  regex: `^${up.replaceAll('.', '\\.')}`,
  message: 'The domain package imports only its own files (move the rule into api/src/domain).',
});

// Layers of the PWA (ARCHITECTURE.md §13): shared code (lib, components, db, testing, and the domain
// package @propai/api/domain) → features → app. Enforced with import-x/no-restricted-paths (a rule of
// its own, so the no-restricted-imports lists above stay on). Paths are relative to the repo root.
const FEATURES_DIR = 'pwa/src/features';
const FEATURES = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['pwa/src/lib', 'pwa/src/components', 'pwa/src/db', 'pwa/src/testing'];
const LAYER_ZONES = [
  // One zone per feature: it may import only itself and shared code (bulletproof-react's zones).
  // A new folder under features/ gets its zone without editing this file.
  ...FEATURES.map((feature) => ({
    target: `${FEATURES_DIR}/${feature}`,
    from: FEATURES_DIR,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to lib/, components/ or db/.',
  })),
  {
    target: FEATURES_DIR,
    from: 'pwa/src/app',
    message: 'app/ is the top layer: it imports features, never the other way round.',
  },
  {
    target: SHARED,
    from: [FEATURES_DIR, 'pwa/src/app'],
    message:
      'Shared code imports no feature and not app/ (pass what it needs in, as app/session-start.ts does).',
  },
  {
    target: 'api/src/domain',
    from: ['pwa', 'service-worker', 'tests'],
    message: 'The domain package is the bottom layer: it imports nothing from the other workspaces.',
  },
  {
    target: 'service-worker',
    from: [FEATURES_DIR, 'pwa/src/app'],
    message:
      'The service worker imports no PWA feature or app code: share through pwa/src/lib or the domain package.',
  },
];

const NO_ONLY = {
  selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: '.only() would stop the rest of the suite from running',
};
const INTL_AT_LOAD_MESSAGE =
  'Intl at module scope loads ICU on every page that imports this module (issue 21): make it lazily, or use domain/format/display.ts';
const NO_INTL_AT_LOAD = [
  {
    selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
    message: INTL_AT_LOAD_MESSAGE,
  },
  {
    selector:
      'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]:not(:function CallExpression)',
    message: INTL_AT_LOAD_MESSAGE,
  },
];

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
      'no-restricted-syntax': ['error', NO_ONLY],
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
  // No Intl work when a module loads, in the app and the domain code it shares: the first en-IN
  // formatter loads ICU's locale data (35-80 ms of main thread), and a module that 'shared' or
  // 'start' takes would make every page pay it before its first render (issue 21). Make the
  // formatter when it is first needed, or use domain/format/display.ts's plain Indian grouping.
  {
    files: ['pwa/src/**/*.{ts,tsx}', 'api/src/domain/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_ONLY, ...NO_INTL_AT_LOAD] },
  },
  // no-restricted-imports: one block per file set, each listing every restriction that applies to
  // it (a later block's list would replace an earlier one's, not add to it).
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [DEXIE_ONLY_IN_DB], patterns: API_BY_NAME }],
      '@typescript-eslint/no-restricted-imports': WIRE_TYPES_ONLY,
    },
  },
  {
    files: ['pwa/src/db/**/*.ts', 'pwa/build/**/*.ts', 'pwa/*.ts', 'service-worker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: API_BY_NAME }],
      '@typescript-eslint/no-restricted-imports': WIRE_TYPES_ONLY,
    },
  },
  {
    files: ['api/src/domain/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...DOMAIN_IS_PURE, domainOnly('../')] }] },
  },
  {
    files: ['api/src/domain/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...DOMAIN_IS_PURE, domainOnly('../../')] }] },
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
  {
    // Boundaries and cycles (ARCHITECTURE.md §13). The TypeScript resolver follows tsconfig and the
    // workspaces' package exports (@propai/api/domain/*), so every import is checked by its real file.
    files: ['pwa/src/**/*.{ts,tsx}', 'service-worker/**/*.ts', 'api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript (without type information) to follow their imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders':
        importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'api/tsconfig.json',
            'pwa/tsconfig.json',
            'service-worker/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // Type-only imports are erased at build time and do not count as a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
