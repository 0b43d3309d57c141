import { describe, expect, it } from 'vitest';
import {
  cashCoverageRisk,
  debtToEquityRisk,
  deGaugePct,
  escrowRisk,
  overallRisk,
  redLines,
} from './red-lines';

describe('red lines', () => {
  it('debt-to-equity: safe < 0.5, caution ≤ 1.0, else high', () => {
    expect(debtToEquityRisk(0.49)).toBe('SAFE');
    expect(debtToEquityRisk(0.5)).toBe('CAUTION');
    expect(debtToEquityRisk(1)).toBe('CAUTION');
    expect(debtToEquityRisk(1.01)).toBe('HIGH');
    expect(debtToEquityRisk(undefined)).toBe('UNKNOWN');
    expect(deGaugePct(1)).toBe(50);
    expect(deGaugePct(3)).toBe(100);
  });
  it('escrow: thresholds 0.7 and 0.9', () => {
    expect(escrowRisk(0.9)).toBe('SAFE');
    expect(escrowRisk(0.7)).toBe('CAUTION');
    expect(escrowRisk(0.69)).toBe('HIGH');
    expect(escrowRisk(null)).toBe('UNKNOWN');
  });
  it('cash coverage', () => {
    expect(cashCoverageRisk(1.5)).toBe('SAFE');
    expect(cashCoverageRisk(1)).toBe('CAUTION');
    expect(cashCoverageRisk(0.8)).toBe('HIGH');
  });
  it('overall: HIGH wins, then UNKNOWN for missing inputs, then CAUTION', () => {
    expect(overallRisk(['SAFE', 'UNKNOWN', 'HIGH'])).toBe('HIGH');
    expect(overallRisk(['SAFE', 'UNKNOWN'])).toBe('UNKNOWN');
    expect(overallRisk(['SAFE', 'CAUTION', 'SAFE'])).toBe('CAUTION');
    expect(overallRisk(['SAFE', 'SAFE', 'SAFE'])).toBe('SAFE');
    expect(overallRisk([])).toBe('UNKNOWN');
  });
  it('reads stored financials, UNKNOWN without them', () => {
    expect(redLines(undefined).overall).toBe('UNKNOWN');
    const r = redLines({ debtToEquity: 0.3, escrowCoveragePct: 95, cashCoverage: 2 });
    expect(r.escrow.value).toBeCloseTo(0.95);
    expect(r.overall).toBe('SAFE');
  });
});
