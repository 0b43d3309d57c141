import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  addToCompareTray,
  addToShortlist,
  clearCompareTray,
  isShortlisted,
  listCompareTray,
  listShortlist,
  removeFromCompareTray,
  removeFromShortlist,
  watchCompareTray,
} from './compare-repo';
import { createDb, db } from './db';
import type { CompareTrayItem } from './schema';
import { STORES_V1 } from './schema-versions';

afterEach(async () => {
  await db.compareTray.clear();
  await db.shortlist.clear();
});

const snap = (title: string) => ({ title });

describe('comparison tray', () => {
  it('keeps at most four: adding a fifth drops the oldest', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) await addToCompareTray(`project:${id}`, snap(id));
    const items = await listCompareTray();
    expect(items).toHaveLength(COMPARE_MAX);
    expect(items.map((i) => i.id)).toEqual(['project:b', 'project:c', 'project:d', 'project:e']);
    // Strictly increasing even when added within one millisecond.
    expect(new Set(items.map((i) => i.addedAt)).size).toBe(4);
  });

  it('adding an item already there refreshes its snapshot without reordering', async () => {
    await addToCompareTray('listing:1', snap('old'));
    await addToCompareTray('listing:2', snap('two'));
    await addToCompareTray('listing:1', snap('new'));
    const items = await listCompareTray();
    expect(items.map((i) => [i.id, i.snapshot.title])).toEqual([
      ['listing:1', 'new'],
      ['listing:2', 'two'],
    ]);
  });

  it('removes one, clears all, and reports every change to a watcher', async () => {
    let latest: string[] | null = null;
    const stop = watchCompareTray((items: CompareTrayItem[]) => (latest = items.map((i) => i.id)));
    // liveQuery may merge quick changes into one report: wait for each state in turn.
    const seen = async (ids: string[]) => {
      for (let i = 0; i < 100 && latest?.join() !== ids.join(); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(latest).toEqual(ids);
    };
    await addToCompareTray('project:x', snap('x'));
    await addToCompareTray('project:y', snap('y'));
    await seen(['project:x', 'project:y']);
    await removeFromCompareTray('project:x');
    await seen(['project:y']);
    await clearCompareTray();
    await seen([]);
    stop();
  });
});

describe('shortlist', () => {
  it('lists newest first and removes', async () => {
    await addToShortlist('project:a', snap('a'));
    await new Promise((r) => setTimeout(r, 2));
    await addToShortlist('listing:b', snap('b'));
    expect((await listShortlist()).map((i) => i.id)).toEqual(['listing:b', 'project:a']);
    expect(await isShortlisted('project:a')).toBe(true);
    await removeFromShortlist('project:a');
    expect(await isShortlisted('project:a')).toBe(false);
  });
});

describe('upgrade from version 1', () => {
  it('keeps the tray of a version-1 database and adds the shortlist', async () => {
    const name = 'propai-upgrade-test';
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    await v1.table('compareTray').put({ id: 'project:p1', addedAt: 1, snapshot: snap('kept') });
    v1.close();

    const v2 = createDb(name);
    await v2.open();
    expect(v2.verno).toBe(3);
    expect((await v2.compareTray.toArray()).map((i) => i.snapshot.title)).toEqual(['kept']);
    expect(await v2.shortlist.count()).toBe(0);
    await v2.delete();
  });
});
