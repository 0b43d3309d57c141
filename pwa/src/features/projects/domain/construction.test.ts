import { describe, expect, it } from 'vitest';
import { firstUpdates, overallProgress, phaseFor, PHASES } from './construction';

describe('phaseFor', () => {
  it('maps keywords to phases', () => {
    expect(phaseFor('Foundation work')).toBe('Excavation');
    expect(phaseFor('RCC frame up to 10th floor')).toBe('Structure');
    expect(phaseFor('Interior finishing')).toBe('Finishing');
    expect(phaseFor('Handover started')).toBe('Possession');
    expect(phaseFor('Site cleared')).toBe('Planning');
    expect(phaseFor(undefined)).toBe('Planning');
  });
  it('keeps the phase order', () => {
    expect(PHASES).toEqual(['Planning', 'Excavation', 'Structure', 'Finishing', 'Possession']);
  });
});

describe('overallProgress', () => {
  it('is the rounded mean, 0 with no towers', () => {
    expect(overallProgress([{ progressPct: 10 }, { progressPct: 25 }])).toBe(18);
    expect(overallProgress([])).toBe(0);
    expect(overallProgress([{ progressPct: null }, { progressPct: 50 }])).toBe(25);
  });
});

describe('firstUpdates', () => {
  it('keeps 4', () => {
    expect(firstUpdates([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
  });
});
