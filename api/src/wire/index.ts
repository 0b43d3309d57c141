/**
 * The wire's types, for the app: each is `z.infer` of the schema the route declares (and
 * /api/openapi.json documents), so the PWA's answer types are the API's, never written twice.
 * One file per feature block; this barrel re-exports them all (types only).
 *
 * Imported as `import type { … } from '@propai/api/wire'` (api/package.json `exports`); the lint
 * allows only TYPE imports of it outside the API (eslint.config.js API_BY_NAME), so no server code
 * reaches the bundle. `tsc -p pwa` type-checks every file this one reaches under the PWA's
 * settings (DOM, no Node types): the schema files the block files import import only zod, the
 * domain package and other schema files — keep it so (a schema needing a server module moves that
 * rule to the domain).
 */
export type * from './discovery';
export type * from './reports';
export type * from './projects';
export type * from './listings';
export type * from './moderation';
export type * from './notifications';
export type * from './auth';
export type * from './admin';
export type * from './favorites';
export type * from './shortlist';
export type * from './saved-searches';
export type * from './account';
export type * from './blogs';
export type * from './project-editors';
export type * from './map';
export type * from './insights';
export type * from './valuation';
export type * from './agents';
export type * from './rentals';
