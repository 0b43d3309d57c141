import { describe, expect, it } from 'vitest';
import { meanProgress, possessionLine } from './progress';

describe('meanProgress', () => {
  it('averages the towers, each once, clamped to 0–100, and says how many', () => {
    expect(
      meanProgress([
        { name: 'A', progressPct: 50 },
        { name: 'B', progressPct: 38 },
        { name: 'C', progressPct: 120 },
      ]),
    ).toEqual({ pct: 63, towers: 3 });
  });
  it('is null without towers', () => {
    expect(meanProgress([])).toBeNull();
  });
});

describe('possessionLine', () => {
  it('names a revised date with the delay against the promise', () => {
    expect(possessionLine({ promised: '2026-06-30', revised: '2027-12-31' })).toBe(
      'Possession Dec 2027 (promised Jun 2026: 18 months late)',
    );
  });
  it('shows the promised date, else the quarter, else nothing', () => {
    expect(possessionLine({ promised: '2026-06-30' })).toBe('Possession Jun 2026');
    expect(possessionLine({ quarter: 'Q4', year: 2026 })).toBe('Possession Q4 2026');
    expect(possessionLine({})).toBeNull();
    expect(possessionLine(null)).toBeNull();
  });
});
