/**
 * Reverting through the real app, safely (issue 19 "one-click revert of a section"): a change a
 * later edit overwrote is refused with 409 naming that later change, and nothing is written;
 * reverting in order (newest first) works, each revert recorded; the history says per part what
 * can be reverted and why not; one section of a multi-section save is reverted on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorsKit, type EditorsKit } from './editors-test-kit';

let kit: EditorsKit;
beforeAll(async () => {
  kit = await editorsKit();
});
afterAll(() => kit.close());

interface Part {
  section: string | null;
  sections: string[];
  blocked: {
    kind: string;
    change: { id: string; by: { name: string | null } } | null;
    message: string;
  } | null;
}
interface Item {
  id: string;
  sections: string[];
  revertOf: string | null;
  revert: Part[];
}
const adminCall = (method: string, path: string, body?: unknown) => kit.send(method, path, body, kit.admin);
const historyOf = async (id: string) =>
  ((await (await adminCall('GET', `/api/projects/${id}/admin/history`)).json()) as { items: Item[] }).items;
const revert = (id: string, changeId: string, section?: string) =>
  adminCall(
    'POST',
    `/api/projects/${id}/admin/history/${changeId}/revert${section ? `?section=${encodeURIComponent(section)}` : ''}`,
  );
const publicCostSheet = async (id: string) =>
  (
    (await (await kit.get(`/api/projects/${id}/cost-sheet`)).json()) as {
      costSheet: { notes?: string } | null;
    }
  ).costSheet;
const saveCostSheet = async (id: string, notes: string) => {
  const res = await adminCall('PUT', `/api/projects/${id}/admin/cost-sheet`, {
    costSheet: { items: [{ label: 'Basic sale price', amount: 6_000_000 }], notes },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { change: Item }).change;
};

describe('revert', () => {
  it('refuses to revert a change a later one overwrote (409 naming it, nothing written); in order it works', async () => {
    const p = await kit.newProject();
    const first = await saveCostSheet(p._id, 'first');
    const second = await saveCostSheet(p._id, 'second');

    const refused = await revert(p._id, first.id);
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/^"costSheet" was changed again on .+ by Test User: revert that change first\.$/);
    expect((await publicCostSheet(p._id))?.notes).toBe('second');
    let items = await historyOf(p._id);
    expect(items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(items[0]!.revert).toEqual([expect.objectContaining({ section: null, blocked: null })]);
    expect(items[1]!.revert[0]!.blocked).toMatchObject({
      kind: 'superseded',
      change: { id: second.id, by: { name: 'Test User' } },
      message,
    });

    // Newest first: the second, then the first; each revert is itself a recorded change.
    expect((await revert(p._id, second.id)).status).toBe(200);
    expect((await publicCostSheet(p._id))?.notes).toBe('first');
    items = await historyOf(p._id);
    expect(items[0]!.revertOf).toBe(second.id);
    const undone = items.find((i) => i.id === second.id)!.revert[0]!.blocked;
    expect(undone).toMatchObject({ kind: 'reverted', change: { id: items[0]!.id } });
    expect(undone?.message).toMatch(/^This change to "costSheet" was already reverted on .+ by Test User\.$/);
    expect(items.find((i) => i.id === first.id)!.revert[0]!.blocked).toBeNull();
    expect((await revert(p._id, second.id)).status).toBe(409);

    expect((await revert(p._id, first.id)).status).toBe(200);
    expect(await publicCostSheet(p._id)).toBeNull();
    expect(await historyOf(p._id)).toHaveLength(4);
  });

  it('reverts one section of a multi-section save on its own; the other stays refused while overwritten', async () => {
    const p = await kit.newProject();
    const path = `/api/projects/${p._id}/admin/modern-details`;
    const both = await adminCall('PUT', path, {
      hero: { title: 'Kestrel Court', tagline: 'By the expressway' },
      display: { featured: true },
    });
    expect(both.status, await both.clone().text()).toBe(200);
    const change = ((await both.json()) as { change: Item }).change;
    expect(change.revert.map((r) => r.section).sort()).toEqual(['display', 'hero']);
    expect((await adminCall('PUT', path, { hero: { title: 'Kestrel Court II' } })).status).toBe(200);

    const items = await historyOf(p._id);
    const parts = items.find((i) => i.id === change.id)!.revert;
    expect(parts.find((r) => r.section === 'display')!.blocked).toBeNull();
    expect(parts.find((r) => r.section === 'hero')!.blocked?.kind).toBe('superseded');

    expect((await revert(p._id, change.id, 'hero')).status).toBe(409);
    expect((await revert(p._id, change.id)).status).toBe(409); // the whole change includes hero
    const display = await revert(p._id, change.id, 'display');
    expect(display.status, await display.clone().text()).toBe(200);
    expect(((await display.json()) as { change: Item }).change.sections).toEqual(['display']);
    const modern = (await (await adminCall('GET', `/api/projects/${p._id}/admin/modern-details`)).json()) as {
      hero: { title: string };
      display: unknown;
    };
    expect(modern.display).toBeNull();
    expect(modern.hero.title).toBe('Kestrel Court II');
  });

  it('404 for a section the change does not have, 400 for a malformed one', async () => {
    const p = await kit.newProject();
    const change = await saveCostSheet(p._id, 'only');
    expect((await revert(p._id, change.id, 'hero')).status).toBe(404);
    const bad = await revert(p._id, change.id, '$set');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toContain('section');
  });
});
