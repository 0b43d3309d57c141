import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { ADMIN_CHANGES, applyAdminChange, listChanges, revertAdminChange } from './admin-changes';

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
});
