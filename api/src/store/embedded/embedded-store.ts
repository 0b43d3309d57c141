/**
 * The embedded Store: NeDB files under `<dataDir>/db/<collection>.db`, binary files under
 * `<dataDir>/files/`. Opening loads every existing data file, so a corrupt file stops start-up
 * with a StoreOpenError naming it; collections without a file yet are created on first use.
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

export interface EmbeddedStoreOptions {
  dataDir: string;
  /** How often NeDB rewrites each append-only file; default 10 minutes, NeDB's minimum is 5 s. */
  compactionIntervalMs?: number;
  /** How often expired TTL documents are deleted for good; default 60 s. */
  ttlSweepIntervalMs?: number;
}

export async function openEmbeddedStore(options: EmbeddedStoreOptions): Promise<Store> {
  const dbDir = join(options.dataDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const files = new EmbeddedFileStore(join(options.dataDir, 'files'));
  await files.init();
  const store = new EmbeddedStore(dbDir, files, options.compactionIntervalMs ?? 10 * 60_000);
  const existing = (await readdir(dbDir)).filter((n) => n.endsWith('.db'));
  try {
    await Promise.all(existing.map((n) => store.load(n.slice(0, -'.db'.length))));
  } catch (err) {
    await store.close();
    throw err;
  }
  store.startSweep(options.ttlSweepIntervalMs ?? 60_000);
  return store;
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
  ) {}

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let col = this.collections.get(name);
    if (!col) {
      assertCollectionName(name);
      const handle = new LazyDatastore(join(this.dbDir, `${name}.db`), this.compactionIntervalMs);
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
