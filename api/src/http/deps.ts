/**
 * What every resource router is built from. Routers are factories, `xRoutes(deps)`, rather than
 * module singletons, so each test can build an app around its own temp-folder store.
 */
import type { Env } from '../env';
import type { Store } from '../store/types';
import type { Logger } from './logger';
import type { WarmUp } from './warm-up';

export interface AppDeps {
  store: Store;
  env: Env;
  /** The root package.json version, shown by /api/health and in the OpenAPI doc. */
  version: string;
  log: Logger;
  /** Start-up's second phase (warm-up.ts): over at once for apps built on a prepared store. */
  warmUp: WarmUp;
}
