/**
 * Picks the storage adapter at start-up: MongoDB when a URI is configured, else the embedded NeDB
 * store under `dataDir`. Either way the returned store is ready (files loaded / server pinged), and
 * any failure is a StoreOpenError whose message says what to fix.
 */
import { openEmbeddedStore } from './embedded/embedded-store';
import type { StoreLog } from './embedded/store-log';
import { openMongoStore } from './mongo/mongo-store';
import type { Store } from './types';

export interface OpenStoreOptions {
  dataDir: string;
  mongoUri?: string;
  /** Embedded only: how often each data file is compacted; default 10 minutes. */
  compactionIntervalMs?: number;
  /** Embedded only: where start-up recoveries (a torn last line set aside) are logged; default stderr. */
  log?: StoreLog;
}

/**
 * @example
 *   const store = await openStore({ dataDir: env.DATA_DIR, mongoUri: env.MONGODB_URI });
 *   await store.collection('users').createIndex({ fields: { phone: 1 }, unique: true });
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if (options.mongoUri) return openMongoStore({ uri: options.mongoUri });
  return openEmbeddedStore({
    dataDir: options.dataDir,
    ...(options.compactionIntervalMs !== undefined
      ? { compactionIntervalMs: options.compactionIntervalMs }
      : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}
