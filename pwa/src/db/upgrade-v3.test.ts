import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createDb } from './db';
import type { LegacyOutboxRow } from './schema';
import { STORES_V1, STORES_V2 } from './schema-versions';

/** The database exactly as version 2 of the app declared it (db.ts before issue 14). */
function openVersion2(name: string): Dexie {
  const v2 = new Dexie(name);
  v2.version(1).stores(STORES_V1);
  v2.version(2).stores(STORES_V2);
  return v2;
}

const legacy = (over: Partial<LegacyOutboxRow>): LegacyOutboxRow => ({
  id: 'profile:u1',
  idempotencyKey: 'k1',
  method: 'PATCH',
  path: '/auth/profile',
  body: { country: 'India' },
  createdAt: 10,
  status: 'queued',
  attempts: 2,
  ...over,
});

describe('upgrade from version 2: the table `outbox` becomes `queuedWrites`', () => {
  it('moves every waiting profile edit across, keeps refusals, and drops the old table', async () => {
    const name = 'propai-upgrade-v3-test';
    const v2 = openVersion2(name);
    await v2
      .table('outbox')
      .bulkAdd([
        legacy({}),
        legacy({ id: 'profile:u2', idempotencyKey: 'k2', status: 'failed', lastError: 'Enter a country.' }),
        legacy({ id: 'profile:u3', idempotencyKey: 'k3', status: 'sending', createdAt: 5 }),
      ]);
    await v2.table('drafts').put({ id: 'd1', kind: 'pg', status: 'editing', updatedAt: 1, data: {} });
    v2.close();

    const v3 = createDb(name);
    await v3.open();
    expect(v3.verno).toBe(3);
    expect(v3.tables.map((t) => t.name)).not.toContain('outbox');
    const rows = await v3.queuedWrites.orderBy('queuedAt').toArray();
    expect(rows).toEqual([
      {
        id: 'profile:u3',
        kind: 'profile-edit',
        idempotencyKey: 'k3',
        body: { country: 'India' },
        userId: 'u3',
        queuedAt: 5,
        status: 'queued', // left 'sending' by a closed tab: waiting again
        attempts: 2,
        nextAttemptAt: 0,
      },
      {
        id: 'profile:u1',
        kind: 'profile-edit',
        idempotencyKey: 'k1',
        body: { country: 'India' },
        userId: 'u1',
        queuedAt: 10,
        status: 'queued',
        attempts: 2,
        nextAttemptAt: 0,
      },
      {
        id: 'profile:u2',
        kind: 'profile-edit',
        idempotencyKey: 'k2',
        body: { country: 'India' },
        userId: 'u2',
        queuedAt: 10,
        status: 'failed',
        attempts: 2,
        nextAttemptAt: 0,
        lastError: 'Enter a country.',
      },
    ]);
    expect(await v3.drafts.count()).toBe(1);
    await v3.delete();
  });

  it('keeps a row of another path under a kind nothing sends (never lost, never misdirected)', async () => {
    const name = 'propai-upgrade-v3-other';
    const v2 = openVersion2(name);
    await v2.table('outbox').add(legacy({ id: 'x', method: 'POST', path: '/user-properties' }));
    v2.close();
    const v3 = createDb(name);
    const [row] = await v3.queuedWrites.toArray();
    expect(row).toMatchObject({ id: 'x', kind: 'legacy POST /user-properties', idempotencyKey: 'k1' });
    expect(row!.userId).toBeUndefined();
    await v3.delete();
  });
});
