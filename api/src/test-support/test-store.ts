/**
 * A real store for API tests: the embedded store in a fresh temp folder, or — when
 * MONGODB_TEST_URI is set (e.g. a local FerretDB) — a uniquely named database on that server.
 * `close()` also removes the folder or drops the database, so runs never see each other's data.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { openEmbeddedStore } from '../store/embedded/embedded-store';
import { openMongoStore } from '../store/mongo/mongo-store';
import type { Store } from '../store/types';

/** Test-only switch; the app itself reads settings through env.ts. */
// eslint-disable-next-line no-restricted-properties -- a test harness setting, not an app setting
const testUri = process.env.MONGODB_TEST_URI || undefined;

export async function openTestStore(): Promise<Store> {
  if (testUri) {
    const dbName = `propai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const store = await openMongoStore({ uri: testUri, dbName });
    return withCleanup(store, async () => {
      const raw = new MongoClient(testUri);
      try {
        await raw.connect();
        await raw.db(dbName).dropDatabase();
      } finally {
        await raw.close();
      }
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'propai-test-'));
  const store = await openEmbeddedStore({ dataDir });
  return withCleanup(store, () => {
    rmSync(dataDir, { recursive: true, force: true });
    return Promise.resolve();
  });
}

function withCleanup(store: Store, cleanup: () => Promise<void>): Store {
  return {
    kind: store.kind,
    files: store.files,
    collection: (name) => store.collection(name),
    close: async () => {
      await store.close();
      await cleanup();
    },
  };
}
