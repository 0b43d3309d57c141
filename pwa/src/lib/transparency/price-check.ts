/**
 * AI Price Check (spec part 2 §4, §9): a fair-value waterfall of four parts per sq ft, from the
 * stored fair-value inputs or else the 25/55/10/10 split of the base rate; bear/base/bull scenario
 * multipliers; ±15 % sensitivity per part; and the verdict against the market rate (buyer's side).
 */

/** What a price check and the 3 Red Lines read from a project (GET /api/projects/{id}). */
export interface PriceCheckInputs {
  baseRate?: number;
  fairValue?: { land: number; construction: number; sgaFin: number; margin: number };
  marketPricePsf?: number;
  financials?: { debtToEquity?: number; escrowCoveragePct?: number; cashCoverage?: number };
}

export type Part = 'land' | 'construction' | 'sgaFin' | 'margin';
export type Parts = Record<Part, number>;
export type Scenario = 'bear' | 'base' | 'bull';
export type PriceVerdict = 'Fair' | 'Undervalued' | 'Overpriced';

export const PARTS: Part[] = ['land', 'construction', 'sgaFin', 'margin'];
export const PART_LABELS: Record<Part, string> = {
  land: 'Land',
  construction: 'Construction',
  sgaFin: 'SG&A + finance',
  margin: 'Margin',
};
export const BASE_SPLIT: Parts = { land: 0.25, construction: 0.55, sgaFin: 0.1, margin: 0.1 };
export const SCENARIO_MULTIPLIERS: Record<Scenario, Parts> = {
  bear: { land: 0.95, construction: 1.05, sgaFin: 1.1, margin: 0.9 },
  base: { land: 1, construction: 1, sgaFin: 1, margin: 1 },
  bull: { land: 1.05, construction: 0.95, sgaFin: 0.9, margin: 1.1 },
};
export const SENSITIVITY_LIMIT_PCT = 15;
export const FAIR_BAND_PCT = 3;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The stored parts when all four are numbers, else the base-rate split, else null (never invented). */
export function baseParts(
  fairValue: Partial<Parts> | null | undefined,
  baseRate: number | null | undefined,
): Parts | null {
  if (fairValue && PARTS.every((k) => finite(fairValue[k]))) return { ...(fairValue as Parts) };
  if (!finite(baseRate) || baseRate <= 0) return null;
  return {
    land: baseRate * BASE_SPLIT.land,
    construction: baseRate * BASE_SPLIT.construction,
    sgaFin: baseRate * BASE_SPLIT.sgaFin,
    margin: baseRate * BASE_SPLIT.margin,
  };
}

const clampPct = (n: number) => Math.max(-SENSITIVITY_LIMIT_PCT, Math.min(SENSITIVITY_LIMIT_PCT, n));

/** Scenario multipliers, then each part's slider (−15…+15 %). */
export function adjustedParts(parts: Parts, scenario: Scenario, sliders: Partial<Parts> = {}): Parts {
  const out = {} as Parts;
  for (const k of PARTS)
    out[k] = parts[k] * SCENARIO_MULTIPLIERS[scenario][k] * (1 + clampPct(sliders[k] ?? 0) / 100);
  return out;
}

export const fairValueOf = (parts: Parts): number => PARTS.reduce((s, k) => s + parts[k], 0);

/** Waterfall bars: each part starts where the previous ended; the last bar is the total. */
export function waterfall(parts: Parts): { label: string; start: number; end: number; total?: boolean }[] {
  let at = 0;
  const bars: { label: string; start: number; end: number; total?: boolean }[] = PARTS.map((k) => {
    const bar = { label: PART_LABELS[k], start: at, end: at + parts[k] };
    at += parts[k];
    return bar;
  });
  bars.push({ label: 'Fair value', start: 0, end: at, total: true });
  return bars;
}

/**
 * Gap = (market − fair) / fair, read from the buyer's side (DECISIONS.md, overriding the spec's
 * backwards wording): asking more than 3 % above fair value is Overpriced, more than 3 % below is
 * Undervalued, within ±3 % (edges included) Fair.
 */
export function priceVerdict(
  market: number | null | undefined,
  fair: number,
): { verdict: PriceVerdict; gapPct: number } | null {
  if (!finite(market) || market <= 0 || !(fair > 0)) return null;
  const gapPct = ((market - fair) / fair) * 100;
  if (Math.abs(gapPct) <= FAIR_BAND_PCT) return { verdict: 'Fair', gapPct };
  return { verdict: gapPct > 0 ? 'Overpriced' : 'Undervalued', gapPct };
}

/** The rule in one line, shown under the verdict so the label explains itself. */
export const VERDICT_RULE =
  'Market price more than 3 % above fair value is Overpriced, more than 3 % below is Undervalued, within ±3 % Fair.';
