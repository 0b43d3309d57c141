/**
 * 3 Red Lines (spec part 2 §4, §9): debt-to-equity, escrow coverage and cash coverage, each
 * SAFE / CAUTION / HIGH, or UNKNOWN when the input is missing (never guessed).
 * - Debt-to-equity: SAFE below 0.5, CAUTION up to 1.0, HIGH above; the gauge's scale ends at 2.
 * - Escrow coverage (share of collections kept in escrow): SAFE from 0.9, CAUTION from 0.7 (the
 *   RERA 70 % rule is the floor), HIGH below 0.7.
 * - Cash coverage (not given by the spec; our reading): SAFE from 1.5×, CAUTION from 1.0×, HIGH below.
 * Overall: HIGH if any known line is HIGH (one crossed line is enough to say so); else UNKNOWN if any
 * input is missing; else CAUTION if any line is; else SAFE.
 */

export type Risk = 'SAFE' | 'CAUTION' | 'HIGH' | 'UNKNOWN';

export const DE_SAFE_BELOW = 0.5;
export const DE_CAUTION_UPTO = 1.0;
export const DE_SCALE_MAX = 2;
export const ESCROW_CAUTION_FROM = 0.7;
export const ESCROW_SAFE_FROM = 0.9;
export const CASH_CAUTION_FROM = 1.0;
export const CASH_SAFE_FROM = 1.5;
export const ESCROW_RULE_TEXT =
  'RERA’s 70% rule: at least 70% of the money collected from buyers must be kept in a separate escrow account and used only for land and construction of this project.';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function debtToEquityRisk(de: number | null | undefined): Risk {
  if (!finite(de) || de < 0) return 'UNKNOWN';
  if (de < DE_SAFE_BELOW) return 'SAFE';
  return de <= DE_CAUTION_UPTO ? 'CAUTION' : 'HIGH';
}

/** @param ratio share of collections in escrow, 0–1+ (escrowCoveragePct / 100). */
export function escrowRisk(ratio: number | null | undefined): Risk {
  if (!finite(ratio) || ratio < 0) return 'UNKNOWN';
  if (ratio >= ESCROW_SAFE_FROM) return 'SAFE';
  return ratio >= ESCROW_CAUTION_FROM ? 'CAUTION' : 'HIGH';
}

export function cashCoverageRisk(cover: number | null | undefined): Risk {
  if (!finite(cover) || cover < 0) return 'UNKNOWN';
  if (cover >= CASH_SAFE_FROM) return 'SAFE';
  return cover >= CASH_CAUTION_FROM ? 'CAUTION' : 'HIGH';
}

export function overallRisk(lines: Risk[]): Risk {
  if (lines.includes('HIGH')) return 'HIGH';
  if (lines.length === 0 || lines.includes('UNKNOWN')) return 'UNKNOWN';
  return lines.includes('CAUTION') ? 'CAUTION' : 'SAFE';
}

/** Position on a 0–100 % gauge for debt-to-equity (scale 0–2). */
export const deGaugePct = (de: number) => Math.max(0, Math.min(100, (de / DE_SCALE_MAX) * 100));

export interface Financials {
  debtToEquity?: number;
  escrowCoveragePct?: number;
  cashCoverage?: number;
}

export function redLines(f: Financials | null | undefined) {
  const escrowRatio = finite(f?.escrowCoveragePct) ? f.escrowCoveragePct / 100 : null;
  const lines = {
    debtToEquity: { value: f?.debtToEquity ?? null, risk: debtToEquityRisk(f?.debtToEquity) },
    escrow: { value: escrowRatio, risk: escrowRisk(escrowRatio) },
    cashCoverage: { value: f?.cashCoverage ?? null, risk: cashCoverageRisk(f?.cashCoverage) },
  };
  return {
    ...lines,
    overall: overallRisk([lines.debtToEquity.risk, lines.escrow.risk, lines.cashCoverage.risk]),
  };
}
