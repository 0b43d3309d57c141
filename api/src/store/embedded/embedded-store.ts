/**
 * The embedded Store: NeDB files under `<dataDir>/db/<collection>.db`, binary files under
 * `<dataDir>/files/`. Opening loads every existing data file (and every collection whose manifest
 * says it held documents, so a deleted file is noticed), so a damaged file or one that lost
 * documents stops start-up with a StoreOpenError naming it; a torn last line from a crash is set
 * aside and logged (lazy-datastore.ts). Collections without a file yet are created on first use.
 * One process owns a data directory at a time (NeDB keeps the data in memory).
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { assertCollectionName } from '../shared/collection-name';
import { Sweeper } from '../shared/sweeper';
import type { Collection, Doc, Store } from '../types';
import { EmbeddedCollection } from './embedded-collection';
import { EmbeddedFileStore } from './embedded-file-store';
import { LazyDatastore } from './lazy-datastore';
import type { StoreLog } from './store-log';
import { stderrLog } from './store-log';

export interface EmbeddedStoreOptions {
  dataDir: string;
  /** How often NeDB rewrites each append-only file; default 10 minutes, NeDB's minimum is 5 s. */
  compactionIntervalMs?: number;
  /** How often expired TTL documents are deleted for good; default 60 s. */
  ttlSweepIntervalMs?: number;
  /** Where start-up recoveries (a torn last line set aside) are reported; default stderr. */
  log?: StoreLog;
}

export async function openEmbeddedStore(options: EmbeddedStoreOptions): Promise<Store> {
  const dbDir = join(options.dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const files = new EmbeddedFileStore(join(options.dataDir, 'files'));
  await files.init();
  const store = new EmbeddedStore(
    dbDir,
    files,
    options.compactionIntervalMs ?? 10 * 60_000,
    options.log ?? stderrLog,
  );
  try {
    await Promise.all((await collectionsOnDisk(dbDir)).map((name) => store.load(name)));
  } catch (err) {
    await store.close();
    throw err;
  }
  store.startSweep(options.ttlSweepIntervalMs ?? 60_000);
  return store;
}

/** Collections with a data file or a manifest (`users.db`, `users.manifest.json`). */
export async function collectionsOnDisk(dbDir: string): Promise<string[]> {
  const names = (await readdir(dbDir))
    .map((n) => /^([A-Za-z][A-Za-z0-9_-]*)\.(?:db|manifest\.json)$/.exec(n)?.[1])
    .filter((n): n is string => n !== undefined);
  return [...new Set(names)].sort();
}

class EmbeddedStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly handles = new Map<string, LazyDatastore>();
  private readonly collections = new Map<string, EmbeddedCollection>();
  private sweeper: Sweeper | null = null;

  constructor(
    private readonly dbDir: string,
    readonly files: EmbeddedFileStore,
    private readonly compactionIntervalMs: number,
    private readonly log: StoreLog,
  ) {}

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let col = this.collections.get(name);
    if (!col) {
      assertCollectionName(name);
      const handle = new LazyDatastore(join(this.dbDir, `${name}.db`), this.compactionIntervalMs, this.log);
      this.handles.set(name, handle);
      col = new EmbeddedCollection(name, handle);
      this.collections.set(name, col);
    }
    return col as unknown as Collection<T>;
  }

  /** Loads a collection's file now (start-up check); safe to repeat. */
  async load(name: string): Promise<void> {
    this.collection(name);
    await this.handles.get(name)?.get();
  }

  startSweep(intervalMs: number): void {
    this.sweeper = new Sweeper(async () => {
      for (const col of this.collections.values()) await col.sweepExpired();
    }, intervalMs);
    this.sweeper.start();
  }

  async close(): Promise<void> {
    await this.sweeper?.stop();
    await Promise.all([...this.collections.values()].map((c) => c.drain()));
    await Promise.all([...this.handles.values()].map((h) => h.close()));
  }
}
