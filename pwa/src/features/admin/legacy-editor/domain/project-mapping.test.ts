/**
 * The form model ⇄ API model mapping: what the server sends fills every part of the form (with the
 * spec's alternative names), and what the form sends is what the API's LegacyProject accepts —
 * blank texts and unset numbers left out, empty rows dropped, the masked account never sent.
 */
import { LegacySaveInput } from '@propai/api/domain/project-admin/legacy-schema';
import { describe, expect, it } from 'vitest';
import { normaliseProject } from './normalise-project';
import { changedSaveBody, saveProblem, toSaveBody } from './save-body';
import { unitMixTotals } from './unit-mix';

const SERVER = {
  name: 'Solace Avenue',
  developer: 'Aravali Buildcon',
  city: 'Noida',
  startingPrice: 12_500_000,
  constructionStatus: 'Under Construction',
  possessionDate: '2027-03-31',
  verified: true,
  rera: { number: 'UPRERAPRJ123456', status: 'approved' },
  escrow: {
    bankName: 'Axis Bank',
    accountMasked: '••••4321',
    ifscCode: 'UTIB0001234',
    branch: 'Sector 18',
    totals: { collected: 500_000_000, utilized: 320_000_000 },
  },
  construction: {
    status: 'Under Construction',
    progressPercent: 62,
    towers: [{ name: 'Tower A', progressPct: 70, floors: 24 }],
    possession: { promised: '2026-12-31', revised: '2027-03-31' },
  },
  unitMix: [{ type: '2BHK', count: 120, percentage: 40 }],
  amenities: { clubhouse: { gym: true, pool: true }, security: { cctv: true } },
  society: { rwaStatus: 'in-progress', totalUnits: 300 },
  location: { pincode: '201301', coordinates: { lat: 28.570317, lng: 77.321838 } },
  legal: { approvals: ['Fire NOC'], certificates: [] },
  developerInfo: { name: 'Aravali Buildcon', experienceYears: 18 },
  community: { ratings: { overall: 4.2 }, reviews: [{ author: 'Ritu', text: 'Good pace.', rating: 4 }] },
  subscription: { isSubscriptionEnabled: true, subscriptionBlocks: [] },
  paymentPlans: [{ name: 'CLP', milestones: [{ label: 'On booking', percent: 10 }] }],
};

describe('normaliseProject', () => {
  it('fills the whole form, reading the alternative names', () => {
    const p = normaliseProject(SERVER);
    expect(p.escrow.ifsc).toBe('UTIB0001234');
    expect(p.escrow.accountMasked).toBe('••••4321');
    expect(p.escrow.accountNumber).toBe('');
    expect(p.subscription.enabled).toBe(true);
    expect(p.location.lat).toBe(28.570317);
    expect(p.amenities.clubhouse.gym).toBe(true);
    expect(p.amenities.sports.tennis).toBe(false);
    expect(Object.keys(p.amenities.security)).toEqual([
      'cctv',
      'gatedCommunity',
      'securityGuards',
      'intercom',
      'fireAlarm',
      'smokeDet',
      'panicButton',
      'accessControl',
    ]);
    expect(p.paymentPlans[0]?.isActive).toBe(true);
  });

  it('starts an empty form from nothing without inventing data', () => {
    const p = normaliseProject(null);
    expect(p.name).toBe('');
    expect(p.unitMix).toEqual([]);
    expect(p.society.totalUnits).toBeUndefined();
    expect(p.startingPrice).toBeUndefined();
  });

  it('takes the RERA number from legal when rera is missing', () => {
    const p = normaliseProject({ legal: { reraNumber: 'HRERA-1', reraStatus: 'pending' } });
    expect(p.rera).toEqual({ number: 'HRERA-1', status: 'pending' });
  });
});

describe('toSaveBody', () => {
  it('sends what the API accepts for a project loaded and saved unchanged', () => {
    const body = toSaveBody(normaliseProject(SERVER));
    const parsed = LegacySaveInput.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(body).not.toHaveProperty('escrow.accountMasked');
    expect(body).not.toHaveProperty('escrow.accountNumber');
    expect(body.legal).toMatchObject({ reraNumber: 'UPRERAPRJ123456', reraStatus: 'approved' });
    expect(body.possessionDate).toBe('2027-03-31');
  });

  it("sends '' where a blank clears a stored value, and leaves out what cannot be blank", () => {
    const p = normaliseProject({ name: '  Skyline  ', construction: { status: '' } });
    p.construction.towers.push({ name: ' ', progressPct: 10, status: '' });
    p.unitMix.push({ type: '', count: 5 });
    p.legal.approvals.push('  ', 'OC');
    p.community.reviews.push({ author: '', text: '' });
    p.escrow.totals.collected = 5;
    const body = toSaveBody(p);
    expect(body).toMatchObject({ name: 'Skyline', developer: '', city: '', possessionDate: '' });
    expect(body.rera).toEqual({ number: '', status: '' });
    expect(body.legal).toEqual({
      approvals: ['OC'],
      certificates: [],
      compliance: '',
      reraNumber: '',
      reraStatus: '',
    });
    // A blank phase is not sent: the stored one may be free text the form cannot show.
    expect(body.construction).toEqual({ towers: [], possession: { promised: '', revised: '', actual: '' } });
    expect(body).not.toHaveProperty('startingPrice');
    expect(body).not.toHaveProperty('location');
    expect(body.unitMix).toEqual([]);
    expect(body.community).toEqual({ reviews: [] });
    expect(body.escrow).toEqual({ bankName: '', branch: '', ifsc: '', totals: { collected: 5 } });
    // Half-typed totals are the server's to refuse, by path.
    const parsed = LegacySaveInput.safeParse(body);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['escrow.totals.utilized']);
  });

  it('sends a new account number without spaces, and upper-cases the IFSC', () => {
    const p = normaliseProject(SERVER);
    p.escrow.accountNumber = '1234 5678 9012';
    p.escrow.ifsc = 'utib0001234';
    const body = toSaveBody(p);
    expect(body.escrow).toMatchObject({ accountNumber: '123456789012', ifsc: 'UTIB0001234' });
  });

  it('sends only the parts changed since loading, and the name', () => {
    const loaded = normaliseProject(SERVER);
    expect(changedSaveBody(loaded, loaded)).toEqual({ name: 'Solace Avenue' });

    const edited = normaliseProject(SERVER);
    edited.construction.towers[0]!.progressPct = 77;
    edited.city = '';
    edited.society.totalUnits = undefined;
    const body = changedSaveBody(edited, loaded);
    expect(Object.keys(body).sort()).toEqual(['city', 'construction', 'name', 'society']);
    expect(body.city).toBe('');
    expect(body.society).toEqual({ rwaStatus: 'in-progress' });
    expect(LegacySaveInput.safeParse(body).success).toBe(true);
  });

  it('leaves unknown counts unset rather than 0', () => {
    const p = normaliseProject({ name: 'X', society: { rwaStatus: 'formed' } });
    expect(p.society.totalUnits).toBeUndefined();
    expect(toSaveBody(p).society).toEqual({ rwaStatus: 'formed' });
  });

  it('requires the project name', () => {
    expect(saveProblem(normaliseProject({ name: '   ' }))).toBe('Project name is required.');
    expect(saveProblem(normaliseProject(SERVER))).toBeNull();
  });
});

describe('unitMixTotals', () => {
  it('adds units and shares, and says when the shares are not 100 %', () => {
    expect(
      unitMixTotals([
        { count: 120, percentage: 40 },
        { count: 150, percentage: 50 },
      ]),
    ).toEqual({
      units: 270,
      percent: 90,
      percentOff: true,
    });
    expect(
      unitMixTotals([
        { count: 1, percentage: 33.3 },
        { count: 1, percentage: 66.7 },
      ]).percentOff,
    ).toBe(false);
  });
});
