/**
 * The legacy form editor and the change history through the real app: GET the whole model, PUT it
 * back (unchanged → nothing recorded; changed → only the changed sections recorded and stamped),
 * `{ costSheet }` alone, the escrow rules; the history newest first with names and masked
 * accounts; a revert restores the public answer and is itself recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacyProject } from '../../domain/project-admin/legacy-schema';
import { editorsKit, pathsOf, type EditorsKit } from './editors-test-kit';

let kit: EditorsKit;
beforeAll(async () => {
  kit = await editorsKit();
});
afterAll(() => kit.close());

const adminCall = (method: string, path: string, body?: unknown) => kit.send(method, path, body, kit.admin);
const legacyOf = async (id: string) =>
  ((await (await adminCall('GET', `/api/projects/${id}/admin/legacy`)).json()) as { project: LegacyProject })
    .project;
interface HistoryItem {
  id: string;
  by: { name: string | null };
  sections: string[];
  fields: { path: string; before: unknown; after: unknown }[];
  revertOf: string | null;
}
const historyOf = async (id: string) =>
  ((await (await adminCall('GET', `/api/projects/${id}/admin/history`)).json()) as { items: HistoryItem[] })
    .items;

describe('legacy editor', () => {
  it('GET builds the whole form model; PUT of it unchanged records nothing', async () => {
    const p = await kit.newProject();
    const model = await legacyOf(p._id);
    expect(model).toMatchObject({
      name: 'Kestrel Court',
      rera: { number: 'UPRERAPRJ123456', status: 'approved' },
      escrow: { bankName: 'HDFC Bank', accountMasked: 'XXXXXXXXXX5678' },
      constructionStatus: 'Under Construction',
      possessionDate: '2027-12',
      updates: [{ date: '2025-11-01', title: 'Tower A: slab 12', text: 'On schedule.' }],
      amenities: { clubhouse: { gym: true, pool: false } },
    });
    const res = await adminCall('PUT', `/api/projects/${p._id}`, model);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { change: unknown }).change).toBeNull();
    expect(await historyOf(p._id)).toHaveLength(0);
  });

  it('PUT records only the sections that changed, and the public page shows them', async () => {
    const p = await kit.newProject();
    const model = await legacyOf(p._id);
    const res = await adminCall('PUT', `/api/projects/${p._id}`, {
      ...model,
      description: 'Three towers by the expressway.',
      amenities: { ...model.amenities, clubhouse: { ...model.amenities?.clubhouse, pool: true } },
      society: { rwaStatus: 'in-progress', occupancyPercentage: 12.5 },
      community: { ratings: { overall: 4.2 } },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { change, project } = (await res.json()) as { change: HistoryItem; project: LegacyProject };
    expect(change.sections.sort()).toEqual(['amenities', 'basics', 'community', 'living']);
    expect(project.amenities?.clubhouse?.pool).toBe(true);
    const detail = (await (await kit.get(`/api/projects/${p._id}`)).json()) as {
      description: string;
      amenities: string[];
      sectionUpdatedAt: Record<string, string>;
    };
    expect(detail.description).toBe('Three towers by the expressway.');
    expect(detail.amenities).toEqual(expect.arrayContaining(['Gym', 'Swimming Pool', 'Power Backup']));
    expect(Object.keys(detail.sectionUpdatedAt).sort()).toEqual([
      'amenities',
      'basics',
      'community',
      'living',
    ]);
  });

  it('keeps the account number unless a new one is typed; blank escrow fields must be whole', async () => {
    const p = await kit.newProject();
    const model = await legacyOf(p._id);
    const path = `/api/projects/${p._id}`;
    const moved = await adminCall('PUT', path, {
      ...model,
      escrow: { ...model.escrow, bankName: 'Axis Bank' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await kit.stored(p._id)).escrow).toMatchObject({
      bankName: 'Axis Bank',
      accountNumber: '50200012345678',
    });
    expect(
      await pathsOf(await adminCall('PUT', path, { name: 'X', escrow: { bankName: 'Axis Bank' } })),
    ).toContain('escrow.ifsc');
    expect(await pathsOf(await adminCall('PUT', path, { escrow: { bankName: 'Axis Bank' } }))).toContain(
      'name',
    );
    expect(
      await pathsOf(await adminCall('PUT', path, { name: 'X', community: { ratings: { overall: 5.5 } } })),
    ).toContain('community.ratings.overall');
    expect(
      await pathsOf(await adminCall('PUT', path, { name: 'X', updates: [{ progressPercent: 120 }] })),
    ).toContain('updates.0.progressPercent');
  });

  it('{ costSheet } alone is the legacy cost-sheet save', async () => {
    const p = await kit.newProject();
    const res = await adminCall('PUT', `/api/projects/${p._id}`, {
      costSheet: {
        items: [
          { item: 'BSP', amount: 900 },
          { item: 'PLC', amount: 100 },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { costSheet } = (await (await kit.get(`/api/projects/${p._id}/cost-sheet`)).json()) as {
      costSheet: { total: number; items: { label: string; percentage: number }[] };
    };
    expect(costSheet).toMatchObject({
      total: 1000,
      items: [
        { label: 'BSP', percentage: 90 },
        { label: 'PLC', percentage: 10 },
      ],
    });
  });
});

describe('history and revert', () => {
  it('lists changes newest first with the admin, masks accounts, and a revert restores the public answer', async () => {
    const p = await kit.newProject();
    const escrowBefore = await (await kit.get(`/api/projects/${p._id}/escrow`)).json();
    const put = await adminCall('PUT', `/api/projects/${p._id}/escrow`, {
      bankName: 'Kotak Bank',
      ifsc: 'KKBK0000001',
      accountNumber: '11112222333344',
      totals: { collected: 1000, utilized: 950 },
    });
    expect(put.status).toBe(200);
    const scoreAfterEdit = (await kit.stored(p._id)).scoreBreakdown as { escrow?: number };
    await adminCall('PUT', `/api/projects/${p._id}/admin/construction`, { status: 'Completed' });

    const items = await historyOf(p._id);
    expect(items.map((i) => i.sections)).toEqual([['construction'], ['escrow']]);
    expect(items[1]!.by.name).toBe('Test User');
    const text = JSON.stringify(items);
    expect(text).not.toContain('11112222333344');
    expect(text).not.toContain('50200012345678');
    expect(text).toContain('XXXXXXXXXX3344');

    const revert = await adminCall('POST', `/api/projects/${p._id}/admin/history/${items[1]!.id}/revert`);
    expect(revert.status, await revert.clone().text()).toBe(200);
    expect(((await revert.json()) as { change: HistoryItem }).change.revertOf).toBe(items[1]!.id);
    expect(await (await kit.get(`/api/projects/${p._id}/escrow`)).json()).toEqual(escrowBefore);
    expect((await kit.stored(p._id)).escrow).toMatchObject({ accountNumber: '50200012345678' });
    // The score follows the revert too (utilisation back to 30 %).
    const reverted = (await kit.stored(p._id)).scoreBreakdown as { escrow?: number };
    expect(reverted.escrow).not.toBe(scoreAfterEdit.escrow);
    expect((await historyOf(p._id))[0]!.revertOf).toBe(items[1]!.id);
  });
});
