/**
 * Test harness for the contract suite: a factory per adapter that opens a real store on fresh
 * storage (a temp folder, or a uniquely named MongoDB database that is dropped afterwards) and can
 * list the ids physically stored in a collection, bypassing the TTL filter, to prove deletion.
 */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { openEmbeddedStore } from '../embedded/embedded-store';
import { openMongoStore } from '../mongo/mongo-store';
import type { Store } from '../types';

export interface Harness {
  store: Store;
  /** Ids stored in a collection right now, expired or not. */
  rawIds(collection: string): Promise<string[]>;
  dispose(): Promise<void>;
}

export type HarnessFactory = () => Promise<Harness>;

/** Short so that the "expired documents are eventually deleted" test does not wait a minute. */
const SWEEP_MS = 200;

export const embeddedHarness: HarnessFactory = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'propai-store-'));
  const store = await openEmbeddedStore({ dataDir, ttlSweepIntervalMs: SWEEP_MS });
  return {
    store,
    rawIds: (collection) => Promise.resolve(idsInNedbFile(join(dataDir, 'db', `${collection}.db`))),
    dispose: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Replays an NeDB append-only file the way NeDB does on load. */
function idsInNedbFile(file: string): string[] {
  if (!existsSync(file)) return [];
  const live = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const doc = JSON.parse(line) as { _id?: string; $$deleted?: boolean };
    if (!doc._id) continue;
    if (doc.$$deleted) live.delete(doc._id);
    else live.add(doc._id);
  }
  return [...live].sort();
}

export function mongoHarness(uri: string): HarnessFactory {
  return async () => {
    const dbName = `propai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const store = await openMongoStore({ uri, dbName, ttlSweepIntervalMs: SWEEP_MS });
    const raw = new MongoClient(uri);
    await raw.connect();
    return {
      store,
      rawIds: async (collection) => {
        const docs = await raw.db(dbName).collection<{ _id: string }>(collection).find({}).toArray();
        return docs.map((d) => d._id).sort();
      },
      dispose: async () => {
        await store.close();
        await raw.db(dbName).dropDatabase();
        await raw.close();
      },
    };
  };
}

let counter = 0;
/** A collection name no other test in this run uses. */
export function uniqueName(prefix = 'c'): string {
  counter += 1;
  return `${prefix}${counter}_${randomBytes(3).toString('hex')}`;
}
