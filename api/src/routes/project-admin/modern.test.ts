/**
 * The modern editor and the quality-audit editor through the real app: only changed sections sent,
 * all or nothing (one invalid section → 400 naming `<section>.<path>`, nothing stored), oversized
 * sections refused, the public GET's masked escrow, and the audits readable publicly at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERN_SECTIONS } from '../../domain/project-admin/modern-schemas';
import { editorsKit, pathsOf, type EditorsKit } from './editors-test-kit';

let kit: EditorsKit;
beforeAll(async () => {
  kit = await editorsKit();
});
afterAll(() => kit.close());

const adminCall = (method: string, path: string, body?: unknown) => kit.send(method, path, body, kit.admin);

describe('modern details', () => {
  it('GET answers the eleven sections, null when unset; the public escrow is masked', async () => {
    const p = await kit.newProject();
    const pub = (await (await kit.get(`/api/projects/${p._id}/modern-details`)).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(pub).sort()).toEqual([...MODERN_SECTIONS].sort());
    expect(pub.hero).toBeNull();
    expect(pub.escrow).toMatchObject({ bank: 'HDFC Bank', maskedAccount: 'XXXXXXXXXX5678' });
    const adm = (await (
      await adminCall('GET', `/api/projects/${p._id}/admin/modern-details`)
    ).json()) as Record<string, unknown>;
    expect(adm.escrow).toMatchObject({ bankName: 'HDFC Bank', accountMasked: 'XXXXXXXXXX5678' });
    expect(JSON.stringify(adm)).not.toContain('50200012345678');
  });

  it('saves only the sections sent, as one change; the editor can send back what it loaded', async () => {
    const p = await kit.newProject();
    const res = await adminCall('PUT', `/api/projects/${p._id}/admin/modern-details`, {
      hero: { title: 'Kestrel Court', tagline: 'Homes by the expressway', badges: ['RERA approved'] },
      pricing: { startingPrice: 9500000, priceRange: { min: 9500000, max: 21000000 } },
      paymentPlan: [{ name: 'CLP', milestones: [{ label: 'Booking', percent: 10 }] }],
      display: { featured: true },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as { modern: Record<string, unknown>; change: { sections: string[] } };
    expect(body.change.sections.sort()).toEqual(['display', 'hero', 'paymentPlan', 'pricing']);
    expect(body.modern.hero).toMatchObject({ title: 'Kestrel Court' });
    const stored = await kit.stored(p._id);
    expect(stored.startingPrice).toBe(9500000);
    expect(stored.paymentPlans).toEqual([{ name: 'CLP', milestones: [{ label: 'Booking', percent: 10 }] }]);
    const plans = (await (await kit.get(`/api/projects/${p._id}/payment-plans`)).json()) as {
      plans: unknown[];
    };
    expect(plans.plans).toHaveLength(1);

    // Round trip: the escrow as loaded (accountMasked included) saves without losing the account.
    const loaded = (await (await adminCall('GET', `/api/projects/${p._id}/admin/modern-details`)).json()) as {
      escrow: Record<string, unknown>;
    };
    const again = await adminCall('PUT', `/api/projects/${p._id}/admin/modern-details`, {
      escrow: { ...loaded.escrow, totals: { collected: 2000, utilized: 300 } },
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await kit.stored(p._id)).escrow).toMatchObject({
      accountNumber: '50200012345678',
      totals: { collected: 2000 },
    });
  });

  it('is all or nothing: one invalid section names its path and nothing is stored', async () => {
    const p = await kit.newProject();
    const before = await kit.stored(p._id);
    const path = `/api/projects/${p._id}/admin/modern-details`;
    const paths = await pathsOf(
      await adminCall('PUT', path, {
        hero: { title: 'Fine' },
        gallery: [{ url: 'javascript:alert(1)' }],
        construction: { towers: [{ name: 'A', progressPct: 101 }] },
      }),
    );
    expect(paths).toEqual(expect.arrayContaining(['gallery.0.url', 'construction.towers.0.progressPct']));
    expect(await pathsOf(await adminCall('PUT', path, {}))).not.toEqual([]);
    expect(await pathsOf(await adminCall('PUT', path, { heroes: {} }))).not.toEqual([]);
    const oversized = {
      customSections: Array.from({ length: 20 }, (_, i) => ({ title: `S${i}`, body: 'x'.repeat(4000) })),
    };
    expect(await pathsOf(await adminCall('PUT', path, oversized))).toContain('customSections');
    expect(
      await pathsOf(
        await adminCall('PUT', path, { specs: [{ label: 'Floor', value: 'Vitrified', 'x.y': 1 }] }),
      ),
    ).toContain('specs.0.x.y');
    expect(await kit.stored(p._id)).toEqual(before);
  });
});

describe('quality audits', () => {
  it('PUT replaces the reports; the public GET shows them at once; bad reports name the path', async () => {
    const p = await kit.newProject();
    const reports = [{ title: 'Concrete cube test', status: 'pending', date: '2026-01-05', files: [] }];
    const res = await adminCall('PUT', `/api/projects/${p._id}/admin/quality-audits`, { reports });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ ok: true, reports });
    const pub = (await (await kit.get(`/api/projects/${p._id}/quality-audits`)).json()) as {
      reports: unknown[];
    };
    expect(pub.reports).toEqual(reports);
    const admin = (await (await adminCall('GET', `/api/projects/${p._id}/admin/quality-audits`)).json()) as {
      reports: unknown[];
    };
    expect(admin.reports).toEqual(reports);
    const bad = await adminCall('PUT', `/api/projects/${p._id}/quality-audits`, {
      reports: [{ title: '', date: '5 Jan' }],
    });
    expect(await pathsOf(bad)).toEqual(expect.arrayContaining(['reports.0.title', 'reports.0.date']));
  });
});
