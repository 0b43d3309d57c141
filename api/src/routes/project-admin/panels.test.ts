/**
 * The Admin Editor's panels through the real app on a real store: the snapshot, the Construction
 * panel (alias, merge, score recomputed), Legal & Escrow shorthands, Amenities/Unit Mix/Location,
 * the cost sheet and its public maths, 'Nothing to update', and bad input (paths named, nothing
 * written): wrong types, unknown keys, `$` and dotted keys at any depth, invalid JSON, oversize.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorsKit, pathsOf, type EditorsKit } from './editors-test-kit';

let kit: EditorsKit;
beforeAll(async () => {
  kit = await editorsKit();
});
afterAll(() => kit.close());

const adminCall = (method: string, path: string, body?: unknown) => kit.send(method, path, body, kit.admin);

describe('snapshot', () => {
  it('answers the sections as the panels edit them; the account number never leaves', async () => {
    const p = await kit.newProject();
    const res = await adminCall('GET', `/api/projects/${p.slug as string}/admin/snapshot`);
    expect(res.status).toBe(200);
    const { project } = (await res.json()) as { project: Record<string, unknown> };
    expect(project).toMatchObject({
      id: p._id,
      name: 'Kestrel Court',
      construction: {
        status: 'Under Construction',
        towers: [{ name: 'Tower A', progressPct: 40 }],
        possession: { year: 2027, quarter: 4, promised: '2027-12-31' },
      },
      legal: { reraId: 'UPRERAPRJ123456', reraStatus: 'approved', approvals: ['Fire NOC'] },
      escrow: { bankName: 'HDFC Bank', ifsc: 'HDFC0001234', accountMasked: 'XXXXXXXXXX5678' },
      amenities: { amenities: ['Gym', 'Power Backup'] },
      costSheet: null,
    });
    expect(JSON.stringify(project)).not.toContain('50200012345678');
  });
});

describe('PUT …/admin/construction', () => {
  it('takes the panel’s alias, keeps what it did not send, records it and recomputes the score', async () => {
    const p = await kit.newProject();
    const res = await adminCall('PUT', `/api/projects/${p._id}/admin/construction`, {
      constructionStatus: 'Ready to Move',
      towers: [
        { name: 'Tower A', progressPct: 100 },
        { name: 'Tower B', progressPct: 95.5, floors: 20 },
      ],
      possession: { year: 2028, quarter: 2, revised: '2028-06' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      construction: Record<string, unknown>;
      change: { sections: string[] };
    };
    expect(body.construction).toMatchObject({
      status: 'Ready to Move',
      possession: { year: 2028, quarter: 2, promised: '2027-12-31', revised: '2028-06' },
    });
    expect(body.change.sections).toEqual(['construction']);
    const stored = await kit.stored(p._id);
    expect(stored.constructionStatus).toBe('Ready to Move');
    expect(stored.possession).toMatchObject({ quarter: 'Q2', year: 2028, promised: '2027-12-31' });
    expect((stored.construction as { meta: unknown }).meta).toEqual({ totalUnits: 300 });
    // A revised possession date is a delay: the stored score's delay part follows at once.
    const delay = (stored.scoreBreakdown as { delay?: number }).delay;
    expect(typeof delay).toBe('number');
    expect(delay).toBeLessThan(10);
    const publicSection = (await (await kit.get(`/api/projects/${p._id}/construction`)).json()) as {
      status: string;
      towers: unknown[];
    };
    expect(publicSection.towers).toHaveLength(2);
    const detail = (await (await kit.get(`/api/projects/${p._id}`)).json()) as {
      sectionUpdatedAt: Record<string, string>;
    };
    expect(Object.keys(detail.sectionUpdatedAt)).toEqual(['construction']);
  });

  it('the same save again changes nothing: change null, no new history', async () => {
    const p = await kit.newProject();
    const body = { status: 'Under Construction', towers: [{ name: 'Tower A', progressPct: 40 }] };
    const res = await adminCall('PUT', `/api/projects/${p._id}/admin/construction`, body);
    expect(((await res.json()) as { change: unknown }).change).toBeNull();
    const history = (await (await adminCall('GET', `/api/projects/${p._id}/admin/history`)).json()) as {
      items: unknown[];
    };
    expect(history.items).toHaveLength(0);
  });

  it('names the wrong path and writes nothing', async () => {
    const p = await kit.newProject();
    const before = await kit.stored(p._id);
    const path = `/api/projects/${p._id}/admin/construction`;
    expect(
      await pathsOf(
        await adminCall('PUT', path, {
          towers: [
            { name: 'A', progressPct: 10 },
            { name: 'B', progressPct: 120 },
          ],
        }),
      ),
    ).toContain('towers.1.progressPct');
    expect(await pathsOf(await adminCall('PUT', path, { status: 'Sold out' }))).toContain('status');
    expect(await pathsOf(await adminCall('PUT', path, { towers: 'A' }))).toContain('towers');
    expect(await pathsOf(await adminCall('PUT', path, { colour: 'red' }))).not.toEqual([]);
    expect(await pathsOf(await adminCall('PUT', path, { possession: { quarter: 5 } }))).toContain(
      'possession.quarter',
    );
    expect(
      await pathsOf(await adminCall('PUT', path, { towers: [{ name: 'A', progressPct: 1, $set: 1 }] })),
    ).toContain('towers.0.$set');
    expect(await pathsOf(await adminCall('PUT', path, { possession: { 'a.b': 1 } }))).toContain(
      'possession.a.b',
    );
    const malformed = await adminCall('PUT', path, '{"towers": [');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toBe('malformed_json');
    expect((await adminCall('PUT', path, {})).status).toBe(400);
    expect(await kit.stored(p._id)).toEqual(before);
  });
});

describe('POST …/admin/merge', () => {
  it('normalises the Legal & Escrow shorthands and keeps the stored account number', async () => {
    const p = await kit.newProject();
    const res = await adminCall('POST', `/api/projects/${p._id}/admin/merge`, {
      reraNo: 'UPRERAPRJ777777',
      escrowBank: 'ICICI Bank',
      escrow: { ifscCode: 'icic0004321', mandatoryDepositRequirements: '70% of collections' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as {
      merged: string[];
      change: { fields: { path: string; after: unknown }[] };
    };
    expect(body.merged.sort()).toEqual(['escrow', 'legal']);
    expect(JSON.stringify(body.change)).not.toContain('50200012345678');
    const stored = await kit.stored(p._id);
    expect(stored.reraId).toBe('UPRERAPRJ777777');
    expect((stored.legal as { rera: unknown }).rera).toMatchObject({
      number: 'UPRERAPRJ777777',
      status: 'approved',
    });
    expect(stored.escrow).toMatchObject({
      bankName: 'ICICI Bank',
      ifsc: 'ICIC0004321',
      accountNumber: '50200012345678',
      branch: 'Sector 18',
      mandatoryDepositRequirements: '70% of collections',
      totals: { collected: 1000, utilized: 300 },
    });
  });

  it('merges Amenities/Unit Mix/Location; the public living section shows it', async () => {
    const p = await kit.newProject({
      location: { address: 'Plot 4', connectivity: { publicTransport: ['Metro'] } },
    });
    const res = await adminCall('POST', `/api/projects/${p._id}/admin/merge`, {
      unitMix: [
        { type: '2BHK', count: 120, percentage: 40 },
        { type: '3BHK', count: 180, percentage: 60 },
      ],
      amenities: ['Gym', 'Swimming Pool', 'Lift'],
      maintenance: { costPerSqft: 3.5, billingFrequency: 'quarterly', includedServices: ['Security'] },
      society: { rwaStatus: 'formed', totalUnits: 300, occupancyPercentage: 62.5 },
      floorPlanFiles: [{ name: '2BHK plan', url: 'https://example.com/plan.pdf' }],
      location: { pincode: '201310', coordinates: { lat: 28.45, lng: 77.5 } },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { merged: string[] }).merged.sort()).toEqual([
      'amenities',
      'floorPlans',
      'living',
      'location',
    ]);
    const living = (await (await kit.get(`/api/projects/${p._id}/living`)).json()) as Record<string, unknown>;
    expect(living).toMatchObject({
      unitMix: [{ type: '2BHK', count: 120, percentage: 40 }, { type: '3BHK' }],
      amenities: ['Gym', 'Swimming Pool', 'Lift'],
      maintenance: { costPerSqft: 3.5, billingFrequency: 'quarterly', includedServices: ['Security'] },
      society: { rwaStatus: 'formed', totalUnits: 300, occupancyPercentage: 62.5 },
    });
    const stored = await kit.stored(p._id);
    expect(stored.location).toMatchObject({
      address: 'Plot 4',
      pincode: '201310',
      connectivity: { publicTransport: ['Metro'] },
    });
    // The legacy editor's groups read the same flat list.
    const legacy = (await (await adminCall('GET', `/api/projects/${p._id}/admin/legacy`)).json()) as {
      project: { amenities: { clubhouse: Record<string, boolean> } };
    };
    expect(legacy.project.amenities.clubhouse).toMatchObject({ gym: true, pool: true, library: false });
  });

  it("answers 'Nothing to update' when nothing usable is left, and names bad paths", async () => {
    const p = await kit.newProject();
    const path = `/api/projects/${p._id}/admin/merge`;
    for (const body of [{}, { rera: '' }, { legal: {}, escrow: { bank: '  ' } }]) {
      const res = await adminCall('POST', path, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'nothing_to_update', message: 'Nothing to update' });
    }
    expect(await pathsOf(await adminCall('POST', path, { ifsc: 'NOPE' }))).toContain('escrow.ifsc');
    expect(await pathsOf(await adminCall('POST', path, { legal: { reraStatus: 'maybe' } }))).toContain(
      'legal.reraStatus',
    );
    expect(
      await pathsOf(await adminCall('POST', path, { unitMix: [{ type: '2BHK', percentage: 40.05 }] })),
    ).toContain('unitMix.0.percentage');
    expect(await pathsOf(await adminCall('POST', path, { location: { pincode: '12' } }))).toContain(
      'location.pincode',
    );
    expect(await pathsOf(await adminCall('POST', path, { legal: { $where: '1' } }))).toContain(
      'legal.$where',
    );
  });
});

describe('PUT …/admin/cost-sheet and the public cost sheet', () => {
  it('stores what was typed and serves blank percentages as shares of the total', async () => {
    const p = await kit.newProject();
    expect(
      ((await (await kit.get(`/api/projects/${p._id}/cost-sheet`)).json()) as { costSheet: unknown })
        .costSheet,
    ).toBeNull();
    const res = await adminCall('PUT', `/api/projects/${p._id}/admin/cost-sheet`, {
      costSheet: {
        unitType: '3BHK',
        superArea: 1850,
        bspRate: 9500,
        items: [
          { label: 'Basic sale price', amount: 6000000 },
          { item: 'PLC', amount: 1500000, percentage: 25 },
          { label: 'Club', amount: 500000, percentage: null },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { costSheet: { items: unknown[] } };
    expect(body.costSheet.items[1]).toEqual({ label: 'PLC', amount: 1500000, percentage: 25 });
    const { costSheet } = (await (await kit.get(`/api/projects/${p._id}/cost-sheet`)).json()) as {
      costSheet: { items: { percentage: number }[]; total: number };
    };
    expect(costSheet.total).toBe(8000000);
    expect(costSheet.items.map((i) => i.percentage)).toEqual([75, 25, 6.3]);
    const snapshot = (await (await adminCall('GET', `/api/projects/${p._id}/admin/snapshot`)).json()) as {
      project: { costSheet: unknown };
    };
    expect(snapshot.project.costSheet).toMatchObject({
      unitType: '3BHK',
      items: [{ label: 'Basic sale price' }, {}, {}],
    });
  });

  it('refuses negative amounts and missing labels', async () => {
    const p = await kit.newProject();
    const path = `/api/projects/${p._id}/admin/cost-sheet`;
    expect(await pathsOf(await adminCall('PUT', path, { items: [{ label: 'BSP', amount: -1 }] }))).toContain(
      'items.0.amount',
    );
    expect(await pathsOf(await adminCall('PUT', path, { items: [{ amount: 1 }] }))).toContain(
      'items.0.label',
    );
  });
});
