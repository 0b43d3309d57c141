import { describe, expect, it } from 'vitest';
import { applyEscrowEdit, escrowTotals, escrowView } from './escrow-view';

describe('escrowTotals', () => {
  it('computes left and utilization', () => {
    expect(escrowTotals(100, 80)).toEqual({ collected: 100, utilized: 80, left: 20, utilizationPct: 80 });
  });
  it('treats empty and non-finite amounts as 0', () => {
    expect(escrowTotals('', Number.NaN)).toEqual({ collected: 0, utilized: 0, left: 0, utilizationPct: 0 });
    expect(escrowTotals(undefined, Infinity).utilized).toBe(0);
    expect(escrowTotals('250', '50').left).toBe(200);
  });
  it('never goes below 0 left and caps utilization at 100', () => {
    expect(escrowTotals(100, 150)).toMatchObject({ left: 0, utilizationPct: 100 });
  });
  it('is 0 % when nothing was collected', () => {
    expect(escrowTotals(0, 30).utilizationPct).toBe(0);
  });
  it('rounds the percentage', () => {
    expect(escrowTotals(3, 2).utilizationPct).toBe(67);
  });
});

describe('escrowView', () => {
  it('masks the account and never returns it in full', () => {
    const view = escrowView({
      bankName: 'Bank',
      ifsc: 'HDFC0001234',
      accountNumber: '50200012341234',
      totals: { collected: 10, utilized: 4 },
    });
    expect(view?.maskedAccount).toBe('XXXXXXXXXX1234');
    expect(JSON.stringify(view)).not.toContain('50200012341234');
    expect(view?.utilization).toEqual({ withdrawn: 4, balance: 6, percent: 40 });
  });
  it('is null without escrow', () => {
    expect(escrowView(undefined)).toBeNull();
  });
});

describe('applyEscrowEdit', () => {
  const current = { bankName: 'Old', accountNumber: '1234567890', branch: 'Sec 18', loanPartners: ['X'] };
  it('keeps the stored account when the edit omits it', () => {
    const next = applyEscrowEdit(current, {
      bankName: ' New ',
      ifsc: 'hdfc0001234',
      totals: { collected: 5, utilized: 2 },
    });
    expect(next).toMatchObject({ bankName: 'New', ifsc: 'HDFC0001234', accountNumber: '1234567890' });
    expect(next.branch).toBe('Sec 18');
    expect(next.loanPartners).toEqual(['X']);
  });
  it('replaces the account when a new one is given', () => {
    const next = applyEscrowEdit(current, {
      bankName: 'B',
      ifsc: 'HDFC0001234',
      accountNumber: '9999 8888 7777',
      totals: { collected: 1, utilized: 0 },
    });
    expect(next.accountNumber).toBe('999988887777');
  });
});
