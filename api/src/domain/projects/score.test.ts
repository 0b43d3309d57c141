import { describe, expect, it } from 'vitest';
import { monthsBetween, openCases, projectScore } from './score';

const now = new Date('2026-11-01T00:00:00Z');

describe('projectScore', () => {
  it('returns null with fewer than 3 inputs', () => {
    const r = projectScore({ legal: { rera: { status: 'approved' } }, developer: { trustScore: 80 } }, now);
    expect(r).toEqual({ score: null, breakdown: { rera: 10, developer: 8 }, inputs: 2 });
  });

  it('is the weighted mean of the inputs present', () => {
    const r = projectScore(
      {
        legal: { rera: { status: 'approved', expiry: '2030-01-01' } },
        possession: { promised: '2027-03-31' },
        developer: { trustScore: 80 },
      },
      now,
    );
    expect(r.score).toBe(9.3);
    expect(r.inputs).toBe(3);
  });

  it('scores escrow utilisation by the 70% rule', () => {
    const base = { legal: { rera: { status: 'pending' } }, developer: { trustScore: 50 } };
    const at = (utilized: number) =>
      projectScore({ ...base, escrow: { totals: { collected: 100, utilized } } }, now).breakdown.escrow;
    expect(at(50)).toBe(10);
    expect(at(70)).toBe(10);
    expect(at(80)).toBe(7.5);
    expect(at(90)).toBe(5);
    expect(at(100)).toBe(0);
    expect(at(150)).toBe(0);
    expect(
      projectScore({ ...base, escrow: { totals: { collected: 0, utilized: 0 } } }, now).breakdown.escrow,
    ).toBeUndefined();
  });

  it('penalises delay, expired RERA and net report votes', () => {
    const r = projectScore(
      {
        status: 'Under Construction',
        legal: { rera: { status: 'approved', expiry: '2025-01-01' } },
        possession: { promised: '2026-01-15', revised: '2026-07-15' },
        reports: [
          { upVotes: 20, downVotes: 4 },
          { upVotes: 1, downVotes: 5 },
        ],
      },
      now,
    );
    expect(r.breakdown).toEqual({ rera: 6, delay: 7, reports: 6 });
    expect(r.score).toBe(Math.round(((6 * 2 + 7 * 2 + 6) / 5) * 10) / 10);
  });

  it('takes 3 RERA points per open court case, never below 0; closed cases cost nothing', () => {
    const rera = (litigations: { status?: string }[], status = 'approved') =>
      projectScore({ legal: { rera: { status, expiry: '2030-01-01' }, litigations } }, now).breakdown.rera;
    expect(rera([])).toBe(10);
    expect(rera([{ status: 'Pending hearing' }])).toBe(7);
    expect(rera([{ status: 'Pending hearing' }, { status: 'Under appeal' }])).toBe(4);
    expect(rera([{ status: 'Reserved for order' }, { status: 'Disposed of' }, { status: 'Dismissed' }])).toBe(
      7,
    );
    expect(rera([{}, {}, {}, {}])).toBe(0);
    expect(rera([{ status: 'Pending hearing' }, { status: 'Pending hearing' }], 'pending')).toBe(0);
    expect(openCases(undefined)).toBe(0);
  });

  it('scores a project with a pending High Court case below one without', () => {
    const base = {
      legal: { rera: { status: 'approved', expiry: '2030-01-01' } },
      possession: { promised: '2027-03-31' },
      developer: { trustScore: 80 },
    };
    const clean = projectScore(base, now);
    const sued = projectScore(
      { ...base, legal: { ...base.legal, litigations: [{ status: 'Pending hearing' }] } },
      now,
    );
    expect(sued.breakdown.rera).toBe(7);
    expect(sued.score!).toBeLessThan(clean.score!);
    expect(sued.score).toBe(Math.round(((7 * 2 + 10 * 2 + 8 * 2) / 6) * 10) / 10);
  });

  it('uses past delays when the developer has no trust score', () => {
    const r = projectScore({ developer: { past: [{ delayMonths: 6 }, { delayMonths: 12 }] } }, now);
    expect(r.breakdown.developer).toBe(7);
  });

  it('counts calendar months', () => {
    expect(monthsBetween('2026-01-31', '2026-04-01')).toBe(3);
    expect(monthsBetween('bad', '2026-04-01')).toBeUndefined();
  });
});
