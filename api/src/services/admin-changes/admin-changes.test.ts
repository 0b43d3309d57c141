import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { ADMIN_CHANGES, applyAdminChange, ConcurrentEditError, listChanges } from './admin-changes';
import { RevertConflictError, revertAdminChange } from './revert-change';

let store: Store;

beforeAll(async () => {
  store = await openTestStore();
  await store.collection('projects').insertOne({
    _id: 'p1',
    name: 'Solace Avenue',
    construction: { status: 'Under Construction', towers: [{ name: 'A', progressPct: 40 }] },
    modern: { hero: { title: 'Old' } },
  });
});
afterAll(() => store.close());

describe('admin changes', () => {
  it('writes every field in one go and records before and after', async () => {
    const { change, doc } = await applyAdminChange(store, {
      entity: 'project',
      entityId: 'p1',
      sections: ['construction', 'hero'],
      fields: {
        construction: { status: 'Completed', towers: [{ name: 'A', progressPct: 100 }] },
        'modern.hero': { title: 'New' },
      },
      by: 'admin1',
    });
    expect(change?.fields.find((f) => f.path === 'construction')?.before).toEqual({
      status: 'Under Construction',
      towers: [{ name: 'A', progressPct: 40 }],
    });
    expect(change?.fields.find((f) => f.path === 'modern.hero')).toEqual({
      path: 'modern.hero',
      before: { title: 'Old' },
      after: { title: 'New' },
    });
    expect(doc?.modern).toEqual({ hero: { title: 'New' } });
    expect((doc?.sectionUpdatedAt as Record<string, unknown>).construction).toBeInstanceOf(Date);
  });

  it('records nothing when no value changes', async () => {
    const { change } = await applyAdminChange(store, {
      entity: 'project',
      entityId: 'p1',
      sections: ['hero'],
      fields: { 'modern.hero': { title: 'New' } },
      by: 'admin1',
    });
    expect(change).toBeNull();
    expect(await listChanges(store, 'project', 'p1')).toHaveLength(1);
  });

  it('reverts a change as a new recorded change; a removed field comes back removed', async () => {
    const added = await applyAdminChange(store, {
      entity: 'project',
      entityId: 'p1',
      sections: ['costSheet'],
      fields: { costSheet: { items: [{ label: 'BSP', amount: 100 }] } },
      by: 'admin1',
    });
    const reverted = await revertAdminChange(store, 'project', 'p1', added.change!._id, 'admin2');
    expect(reverted.doc).not.toHaveProperty('costSheet');
    expect(reverted.change?.revertOf).toBe(added.change!._id);
    const history = await listChanges(store, 'project', 'p1');
    expect(history.map((c) => c.sections[0])).toEqual(['costSheet', 'costSheet', 'construction']);
  });

  it('settles a pending record left by a crash: kept when the write landed, dropped when not', async () => {
    const old = new Date(Date.now() - 5 * 60_000);
    const changes = store.collection(ADMIN_CHANGES);
    const base = {
      entity: 'project',
      entityId: 'p1',
      sections: ['hero'],
      by: 'a',
      at: old,
      state: 'pending',
    };
    await changes.insertOne({
      ...base,
      _id: 'landed',
      fields: [{ path: 'modern.hero', before: null, after: { title: 'New' } }],
    });
    await changes.insertOne({
      ...base,
      _id: 'lost',
      fields: [{ path: 'modern.hero', before: null, after: { title: 'X' } }],
    });
    const ids = (await listChanges(store, 'project', 'p1')).map((c) => c._id);
    expect(ids).toContain('landed');
    expect(ids).not.toContain('lost');
    expect(await changes.findOne({ _id: 'lost' })).toBeNull();
  });

  it('refuses to revert a change a later one overwrote (nothing written), then allows it in order', async () => {
    await store.collection('projects').insertOne({ _id: 'p2', name: 'Kestrel' });
    const save = (value: string) =>
      applyAdminChange(store, {
        entity: 'project',
        entityId: 'p2',
        sections: ['costSheet'],
        fields: { costSheet: { note: value } },
        by: 'admin1',
      });
    const first = (await save('first')).change!;
    const second = (await save('second')).change!;
    const refused = revertAdminChange(store, 'project', 'p2', first._id, 'admin2');
    await expect(refused).rejects.toBeInstanceOf(RevertConflictError);
    await expect(refused).rejects.toMatchObject({
      block: { kind: 'superseded', later: { _id: second._id } },
    });
    expect((await store.collection('projects').findOne({ _id: 'p2' }))?.costSheet).toEqual({
      note: 'second',
    });
    expect(await listChanges(store, 'project', 'p2')).toHaveLength(2);

    const undoSecond = (await revertAdminChange(store, 'project', 'p2', second._id, 'admin2')).change!;
    // The second is now undone: reverting it again names the revert that did it.
    await expect(revertAdminChange(store, 'project', 'p2', second._id, 'admin2')).rejects.toMatchObject({
      block: { kind: 'reverted', later: { _id: undoSecond._id } },
    });
    const undoFirst = await revertAdminChange(store, 'project', 'p2', first._id, 'admin2');
    expect(undoFirst.doc).not.toHaveProperty('costSheet');
  });

  it('a guarded write refuses when the document changed after the check, and records nothing', async () => {
    await store.collection('projects').insertOne({ _id: 'p3', name: 'Heron', updatedAt: new Date(1) });
    const attempt = applyAdminChange(store, {
      entity: 'project',
      entityId: 'p3',
      sections: ['basics'],
      fields: { name: 'Heron Park' },
      by: 'admin1',
      // Another admin's save lands between this write's check and its write.
      guard: async () => {
        await store.collection('projects').updateOne({ _id: 'p3' }, { $set: { updatedAt: new Date(2) } });
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(ConcurrentEditError);
    expect((await store.collection('projects').findOne({ _id: 'p3' }))?.name).toBe('Heron');
    expect(await store.collection(ADMIN_CHANGES).count({ entityId: 'p3' })).toBe(0);
  });
});
