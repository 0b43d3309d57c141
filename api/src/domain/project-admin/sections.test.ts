/** The editors' pure rules: shorthand normalisation, aliases, the cost-sheet maths, limits. */
import { normaliseLegalEscrow } from './legal-escrow-shorthands';
import { describe, expect, it } from 'vitest';
import { amenitiesWithGroups, groupsOf } from './amenity-groups';
import { publicCostSheet } from './cost-sheet';
import { MAX_SECTION_BYTES } from './fields';
import {
  ConstructionInput,
  EscrowSection,
  LivingPayload,
  normaliseConstruction,
  normaliseCostSheet,
} from './sections';
import { ModernDetailsInput, ModernSectionSchemas, MODERN_SECTIONS } from './modern-schemas';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.map(String).join('.')) ?? [];

describe('normaliseLegalEscrow', () => {
  it('maps every shorthand, at the top level or inside legal / escrow', () => {
    for (const key of ['rera', 'reraId', 'reraNo', 'reraNumber'])
      expect(normaliseLegalEscrow({ [key]: 'UPRERA1' })).toEqual({ legal: { reraId: 'UPRERA1' } });
    for (const key of ['bank', 'escrowBank', 'bankName'])
      expect(normaliseLegalEscrow({ escrow: { [key]: 'HDFC Bank' } })).toEqual({
        escrow: { bankName: 'HDFC Bank' },
      });
    expect(
      normaliseLegalEscrow({ ifscCode: 'HDFC0001234', legal: { accountNumber: 50200012345678 } }),
    ).toEqual({
      escrow: { ifsc: 'HDFC0001234', accountNumber: '50200012345678' },
    });
  });

  it('keeps other keys of each part (the schema names them), lets the part win, drops blanks', () => {
    expect(
      normaliseLegalEscrow({ reraNo: 'TOP', legal: { reraId: 'INNER', approvals: ['Fire NOC'], bogus: 1 } }),
    ).toEqual({ legal: { reraId: 'INNER', approvals: ['Fire NOC'], bogus: 1 } });
    expect(normaliseLegalEscrow({ rera: '', bank: '  ', escrow: {}, legal: { approvals: [] } })).toEqual({});
    expect(normaliseLegalEscrow(null)).toEqual({});
    expect(normaliseLegalEscrow({ legal: JSON.parse('{"__proto__": {"x": 1}}') as unknown })).toEqual({});
  });
});

describe('construction', () => {
  it('accepts the panel’s constructionStatus as status; status wins', () => {
    const parsed = ConstructionInput.parse({
      constructionStatus: 'Completed',
      towers: [{ name: ' A ', progressPct: 100 }],
    });
    expect(normaliseConstruction(parsed)).toEqual({
      status: 'Completed',
      towers: [{ name: 'A', progressPct: 100 }],
    });
    expect(normaliseConstruction({ status: 'New Launch', constructionStatus: 'Completed' }).status).toBe(
      'New Launch',
    );
  });

  it('names the path of what is wrong', () => {
    expect(paths(ConstructionInput.safeParse({ towers: [{ name: 'A', progressPct: 101 }] }))).toEqual([
      'towers.0.progressPct',
    ]);
    expect(paths(ConstructionInput.safeParse({ possession: { promised: '2027-13' } }))).toEqual([
      'possession.promised',
    ]);
    expect(
      paths(ConstructionInput.safeParse({ towers: [{ name: 'A', progressPct: 1, floors: 2.5 }] })),
    ).toEqual(['towers.0.floors']);
  });
});

describe('escrow and living', () => {
  it('checks the IFSC and the account number, ignores the masked account', () => {
    expect(
      EscrowSection.safeParse({ bankName: 'HDFC', ifsc: 'HDFC0001234', accountMasked: 'XX1234' }).success,
    ).toBe(true);
    expect(paths(EscrowSection.safeParse({ bankName: 'HDFC', ifsc: 'HDFC1234' }))).toEqual(['ifsc']);
    expect(
      paths(EscrowSection.safeParse({ bankName: 'HDFC', ifsc: 'HDFC0001234', accountNumber: '12ab' })),
    ).toEqual(['accountNumber']);
  });

  it('unit mix percentages are 0–100 in steps of 0.1', () => {
    expect(LivingPayload.safeParse({ unitMix: [{ type: '2BHK', percentage: 33.3 }] }).success).toBe(true);
    expect(paths(LivingPayload.safeParse({ unitMix: [{ type: '2BHK', percentage: 33.33 }] }))).toEqual([
      'unitMix.0.percentage',
    ]);
    expect(paths(LivingPayload.safeParse({ location: { coordinates: { lat: 91, lng: 0 } } }))).toEqual([
      'location.coordinates.lat',
    ]);
  });
});

describe('cost sheet', () => {
  it('stores `item` as `label` and leaves blank percentages out', () => {
    expect(
      normaliseCostSheet({
        items: [
          { item: 'BSP', amount: 10 },
          { label: 'PLC', amount: 5, percentage: null },
        ],
      }),
    ).toEqual({
      items: [
        { label: 'BSP', amount: 10 },
        { label: 'PLC', amount: 5 },
      ],
    });
  });

  it('fills blank percentages with the share of the total (1 decimal); total is the sum', () => {
    const sheet = publicCostSheet({
      items: [
        { label: 'BSP', amount: 2 },
        { label: 'PLC', amount: 1 },
        { label: 'Club', amount: 0, percentage: 12 },
      ],
    });
    expect(sheet.total).toBe(3);
    expect(sheet.items.map((i) => i.percentage)).toEqual([66.7, 33.3, 12]);
    expect(publicCostSheet({ items: [{ label: 'Nothing yet', amount: 0 }] }).items[0]!.percentage).toBe(0);
  });
});

describe('modern sections', () => {
  it('are the spec’s eleven, in order, each with a schema', () => {
    expect(MODERN_SECTIONS).toEqual([
      'hero',
      'gallery',
      'pricing',
      'paymentPlan',
      'specs',
      'escrow',
      'construction',
      'amenities',
      'qualityAudits',
      'customSections',
      'display',
    ]);
    expect(Object.keys(ModernSectionSchemas)).toEqual([...MODERN_SECTIONS]);
  });

  it('needs at least one section and refuses a section over 64 kB', () => {
    expect(ModernDetailsInput.safeParse({}).success).toBe(false);
    const big = Array.from({ length: 20 }, () => ({ title: 'T', body: 'é'.repeat(2000) }));
    expect(JSON.stringify(big).length).toBeLessThan(MAX_SECTION_BYTES);
    // 2 bytes a character in UTF-8: the cap counts bytes, as the server receives them.
    expect(paths(ModernDetailsInput.safeParse({ customSections: big }))).toEqual(['customSections']);
  });
});

describe('amenity groups', () => {
  it('ticking and unticking keeps the list’s order and its ungrouped entries', () => {
    const groups = groupsOf(['Gym', 'Power Backup']);
    expect(groups.clubhouse).toMatchObject({ gym: true, pool: false });
    expect(amenitiesWithGroups(['Gym', 'Power Backup'], groups)).toEqual(['Gym', 'Power Backup']);
    const ticked = { ...groups, clubhouse: { ...groups.clubhouse, gym: false, pool: true } };
    expect(amenitiesWithGroups(['Gym', 'Power Backup'], ticked)).toEqual(['Power Backup', 'Swimming Pool']);
  });
});
