/**
 * The MongoDB Store (also FerretDB): one MongoClient, collections in one database, files in the
 * GridFS bucket `files`. Opening connects and pings, so a wrong or unreachable URI stops start-up
 * with a StoreOpenError within a few seconds instead of failing on the first request.
 */
import { MongoClient } from 'mongodb';
import type { Db } from 'mongodb';
import { assertCollectionName } from '../shared/collection-name';
import { Sweeper } from '../shared/sweeper';
import type { Collection, Doc, Store } from '../types';
import { StoreOpenError } from '../types';
import { GridFsFileStore } from './gridfs-file-store';
import { MongoCollection } from './mongo-collection';
import { TtlRegistry } from './ttl-registry';
import { WriteVersions } from './write-versions';
import type { RawDoc } from './mongo-collection';

export interface MongoStoreOptions {
  uri: string;
  /** Database name; default: the one in the URI, else `propai`. */
  dbName?: string;
  /** How long to look for a server before giving up; default 5 s. */
  serverSelectionTimeoutMs?: number;
  /** How often expired TTL documents are deleted for good; default 60 s. */
  ttlSweepIntervalMs?: number;
}

export async function openMongoStore(options: MongoStoreOptions): Promise<Store> {
  let client: MongoClient | null = null;
  try {
    client = new MongoClient(options.uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5_000,
      // Leave undefined fields out, as the embedded store does, instead of storing null.
      ignoreUndefined: true,
    });
    await client.connect();
    const db = client.db(options.dbName ?? (hasDbName(options.uri) ? undefined : 'propai'));
    await db.command({ ping: 1 });
    const store = new MongoStore(client, db, new GridFsFileStore(db));
    // Collections with TTL rules are swept even if nothing touches them after a restart.
    for (const name of await TtlRegistry.collectionsWithRules(db)) store.collection(name);
    store.startSweep(options.ttlSweepIntervalMs ?? 60_000);
    return store;
  } catch (err) {
    await client?.close().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new StoreOpenError(`cannot open MongoDB at ${redact(options.uri)}: ${reason}`);
  }
}

function hasDbName(uri: string): boolean {
  return /^mongodb(\+srv)?:\/\/[^/]+\/[^?/]+/.test(uri);
}

/** Never print a password into logs. */
function redact(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

class MongoStore implements Store {
  readonly kind = 'mongo' as const;
  private readonly collections = new Map<string, MongoCollection>();
  private sweeper: Sweeper | null = null;
  private readonly ttlRegistry: TtlRegistry;
  private readonly versions: WriteVersions;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    readonly files: GridFsFileStore,
  ) {
    this.ttlRegistry = new TtlRegistry(db);
    this.versions = new WriteVersions(db);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let col = this.collections.get(name);
    if (!col) {
      assertCollectionName(name);
      col = new MongoCollection(name, this.db.collection<RawDoc>(name), this.ttlRegistry, this.versions);
      this.collections.set(name, col);
    }
    return col as unknown as Collection<T>;
  }

  startSweep(intervalMs: number): void {
    this.sweeper = new Sweeper(async () => {
      for (const col of this.collections.values()) await col.sweepExpired();
    }, intervalMs);
    this.sweeper.start();
  }

  async close(): Promise<void> {
    await this.sweeper?.stop();
    await this.client.close();
  }
}
