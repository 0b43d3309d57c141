/** The legacy form ⇄ stored fields: omitted parts untouched, '' removes, quarters, updates' words. */
import { describe, expect, it } from 'vitest';
import { legacyOf, legacyWrites } from './legacy-mapping';

const doc = {
  _id: 'p1',
  name: 'Kestrel Court',
  developer: 'Demo Builders',
  amenities: ['Gym', 'Lift'],
  possession: { quarter: 'Q2', year: 2028, promised: '2028-06-30' },
  construction: { status: 'Slab 12', updates: [{ date: '2026-01-02', title: 'Slab', note: 'Done.' }] },
  escrow: {
    bankName: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    accountNumber: '50200012345678',
    loanPartners: ['SBI'],
  },
};

describe('legacyOf', () => {
  it('reads the stored words into the form’s', () => {
    const model = legacyOf(doc);
    expect(model).toMatchObject({
      name: 'Kestrel Court',
      possessionDate: '2028-06',
      updates: [{ date: '2026-01-02', title: 'Slab', text: 'Done.' }],
      escrow: { bankName: 'HDFC Bank', accountMasked: 'XXXXXXXXXX5678' },
      amenities: { clubhouse: { gym: true, pool: false } },
      construction: { possession: { promised: '2028-06-30' } },
    });
    // A free-text construction status is not one of the form's four choices: left out.
    expect(model.construction?.status).toBeUndefined();
    expect(JSON.stringify(model)).not.toContain('50200012345678');
  });
});

describe('legacyWrites', () => {
  it('writes only the parts sent; blank removes; the possession month becomes year and quarter', () => {
    const { writes, issues } = legacyWrites(
      { name: 'Kestrel', developer: '', possessionDate: '2029-11', updates: [{ title: 'T', text: 'Note' }] },
      doc,
    );
    expect(issues).toEqual({});
    expect(writes).toEqual({
      basics: { name: 'Kestrel', developer: undefined },
      construction: { 'possession.year': 2029, 'possession.quarter': 'Q4' },
      updates: { 'construction.updates': [{ title: 'T', note: 'Note' }] },
    });
  });

  it('keeps the account number and the loan partners; an all-blank escrow removes it', () => {
    const kept = legacyWrites(
      { name: 'K', escrow: { bankName: 'Axis Bank', ifsc: 'UTIB0000001', accountNumber: '' } },
      doc,
    );
    expect(kept.writes.escrow?.escrow).toMatchObject({
      bankName: 'Axis Bank',
      accountNumber: '50200012345678',
      loanPartners: ['SBI'],
    });
    expect(legacyWrites({ name: 'K', escrow: { bankName: '', ifsc: '' } }, doc).writes.escrow).toEqual({
      escrow: undefined,
    });
    expect(legacyWrites({ name: 'K', escrow: { branch: 'Sector 18' } }, doc).issues).toHaveProperty([
      'escrow.bankName',
    ]);
  });
});
