import { describe, expect, it } from 'vitest';
import { developerSection, projectDetail, publicFloorplan, sections } from './public-detail';

const doc = {
  _id: 'p1',
  slug: 'x',
  name: 'X',
  seeded: true,
  search: { city: 'noida' },
  internalNotes: 'secret',
  escrow: { bankName: 'B', accountNumber: '123456789012', totals: { collected: 10, utilized: 5 } },
  legal: { rera: { number: 'UPRERAPRJ1' }, approvals: ['A'] },
  construction: {
    status: 'Frame',
    towers: [],
    updates: [
      { date: '2024-01-01', title: 'a' },
      { date: '2025-01-01', title: 'b' },
    ],
  },
  alerts: [{ type: 'DELAY', date: '2023-01-01' }],
  createdAt: new Date('2024-01-01T00:00:00Z'),
};

describe('projectDetail', () => {
  it('keeps only public fields and masks the account', () => {
    const out = projectDetail(doc, { score: 7.5, breakdown: { rera: 10 } });
    expect(out).toMatchObject({ id: 'p1', slug: 'x', name: 'X', saleType: 'primary', score: 7.5 });
    expect(out).not.toHaveProperty('seeded');
    expect(out).not.toHaveProperty('search');
    expect(out).not.toHaveProperty('internalNotes');
    expect(JSON.stringify(out)).not.toContain('123456789012');
    expect((out.escrow as { maskedAccount: string }).maskedAccount).toBe('XXXXXXXX9012');
    expect(out.createdAt).toBe('2024-01-01T00:00:00.000Z');
  });
  it('gives no breakdown when there is no score', () => {
    expect(projectDetail(doc, { score: null, breakdown: { rera: 10 } }).scoreBreakdown).toEqual({});
  });
});

describe('sections', () => {
  it('sorts updates and alerts newest first', () => {
    expect(sections.updates(doc).items.map((u) => (u as { title: string }).title)).toEqual(['b', 'a']);
    expect(sections.alerts(doc).items).toHaveLength(1);
  });
  it('answers empty shapes for missing data', () => {
    const bare = { _id: 'b' };
    expect(sections.prices(bare)).toEqual({ devPrices: [], verifiedPrices: [] });
    expect(sections.escrow(bare)).toEqual({ escrow: null });
    expect(sections.living(bare)).toEqual({ unitMix: [], amenities: [], maintenance: null, society: null });
    expect(sections['payment-plans'](bare)).toEqual({ plans: [] });
  });
  it('reads legal', () => {
    expect(sections.legal(doc)).toMatchObject({ rera: { number: 'UPRERAPRJ1' }, approvals: ['A'] });
  });
});

describe('nested allow-lists', () => {
  const withExtras = {
    _id: 'p2',
    location: { address: 'A', coordinates: { lat: 1, lng: 2, by: 'u9' }, editorId: 'u9' },
    construction: { updates: [{ date: '2025-01-01', title: 'Slab', postedBy: 'u9' }], towers: [] },
    qualityAudits: [
      { title: 'Cube test', status: 'passed', uploadedBy: 'u9', files: [{ url: '/f', owner: 'u9' }] },
    ],
    alerts: [{ type: 'DELAY', title: 'Late', raisedBy: 'u9' }],
    buyers: [{ unit: 'A-101', month: '2025-01', userId: 'u9' }],
    quality: { materials: { flooring: 'Vitrified', checkedBy: { id: 'u9' } } },
  };
  it('copy only listed fields at every depth, in the detail and in every section', () => {
    const answers = [
      projectDetail(withExtras, { score: null, breakdown: {} }),
      ...Object.values(sections).map((section) => section(withExtras)),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('u9');
    expect(sections.updates(withExtras).items).toEqual([{ date: '2025-01-01', title: 'Slab' }]);
    expect(sections['quality-audits'](withExtras).reports).toEqual([
      { title: 'Cube test', status: 'passed', files: [{ url: '/f' }] },
    ]);
    expect(sections.quality(withExtras).materials).toEqual({ flooring: 'Vitrified' });
    expect(projectDetail(withExtras, { score: null, breakdown: {} }).location).toEqual({
      address: 'A',
      coordinates: { lat: 1, lng: 2 },
    });
  });
});

describe('developerSection and publicFloorplan', () => {
  it('falls back to the project developer name', () => {
    expect(developerSection({ _id: 'p', developer: 'Dev Co' }, null)).toMatchObject({
      name: 'Dev Co',
      trustScore: null,
      past: [],
    });
  });
  it('uses the plan id as its key', () => {
    expect(publicFloorplan({ _id: 'k-3bhk-a', projectId: 'p' })).toMatchObject({
      key: 'k-3bhk-a',
      walls: [],
    });
  });
});
