/**
 * The AI shortlist's score (spec part 2 §7: weights fair value .35, yield .25, momentum .2,
 * trust .2), computed only from what a stored project holds (DECISIONS.md: "AI" means a stated
 * method; never invent a number). Each factor is read to 0…1 by a fixed, stated scale:
 *
 *   fairValue  gap g % of the market ₹/sqft (marketPricePsf, else pricing.pricePerSqft.average)
 *              against the stored fair value (the sum of its four parts); without a stored fair
 *              value, against the median ₹/sqft of the projects we hold in the same locality
 *              (at least 3 of them). 0.5 − g / 30, clamped: 15 % under → 1, at par → 0.5, 15 % over → 0.
 *   yield      stats.rentalYieldPct y: y / 5, clamped (5 % or more → 1).
 *   momentum   stats.priceChange12mPct m: (m + 5) / 20, clamped (−5 % → 0, +15 % → 1).
 *   trust      the project's transparency score s (0–10, domain/projects/score.ts; null when it
 *              has too little data): s / 10.
 *
 * A factor with no data is **unknown: left out, and the other weights re-weighted** (the score is
 * the weighted mean of the known factors, 0–100); the answer lists the unknown factors by name.
 * With fewer than 2 known factors a project has no score (null) and ranks after every scored one.
 * The one-line reason names the two strongest known factors (highest 0…1 value, then weight) with
 * the stored numbers behind them, e.g. "₹/sqft 8 % under its locality's median · rental yield 3.9 %".
 */

export const FACTORS = ['fairValue', 'yield', 'momentum', 'trust'] as const;
export type Factor = (typeof FACTORS)[number];
export type Weights = Record<Factor, number>;

/** Spec part 2 §7. */
export const DEFAULT_WEIGHTS: Weights = { fairValue: 0.35, yield: 0.25, momentum: 0.2, trust: 0.2 };
export const MIN_KNOWN_FACTORS = 2;
/** Projects in a locality needed before its median ₹/sqft stands in for a fair value. */
export const MIN_LOCALITY_PROJECTS = 3;

export const SHORTLIST_METHOD =
  'Weighted mean of fair value (.35: ₹/sqft against the stored fair value, else the locality median), rental yield (.25), 12-month price change (.2) and transparency score (.2); unknown factors are left out and the rest re-weighted; needs 2 known factors.';

/** What the score reads from a stored project document. */
export interface ScorableProject {
  city?: unknown;
  locality?: unknown;
  fairValue?: { land?: unknown; construction?: unknown; sgaFin?: unknown; margin?: unknown } | undefined;
  marketPricePsf?: unknown;
  pricing?: { pricePerSqft?: { average?: unknown } } | undefined;
  stats?: { rentalYieldPct?: unknown; priceChange12mPct?: unknown } | undefined;
  /** The stored transparency score, 0–10, or null. */
  score?: unknown;
}

export interface FactorReading {
  /** 0…1 by the factor's scale. */
  value: number;
  /** The stored number behind it (gap %, yield %, change %, score /10). */
  figure: number;
  /** For fairValue: what the price was compared with. */
  basis?: 'fairValue' | 'localityMedian';
  /** For basis localityMedian: how many projects the median is of. */
  dataPoints?: number;
  /** The phrase of the reason line. */
  text: string;
}

export interface ShortlistScore {
  /** 0–100, null with fewer than 2 known factors. */
  score: number | null;
  factors: Partial<Record<Factor, FactorReading>>;
  unknown: Factor[];
  reason: string;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const round1 = (n: number) => Math.round(n * 10) / 10;
const str = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/** The ₹/sqft the market asks for a project, when stored. */
export function marketPsf(p: ScorableProject): number | undefined {
  if (finite(p.marketPricePsf) && p.marketPricePsf > 0) return p.marketPricePsf;
  const avg = p.pricing?.pricePerSqft?.average;
  return finite(avg) && avg > 0 ? avg : undefined;
}

/** The stored fair value per sq ft: the sum of all four parts, else undefined. */
export function storedFairValue(p: ScorableProject): number | undefined {
  const fv = p.fairValue;
  if (!fv) return undefined;
  const parts = [fv.land, fv.construction, fv.sgaFin, fv.margin];
  if (!parts.every(finite)) return undefined;
  const sum = parts.reduce((s, n) => s + n, 0);
  return sum > 0 ? sum : undefined;
}

const localityKey = (p: ScorableProject) => {
  const city = str(p.city);
  const locality = str(p.locality);
  return city && locality ? `${city}|${locality}` : undefined;
};

/** Median ₹/sqft of each locality (city + locality), with how many projects it is of. */
export function localityMedians(projects: readonly ScorableProject[]) {
  const byKey = new Map<string, number[]>();
  for (const p of projects) {
    const key = localityKey(p);
    const psf = marketPsf(p);
    if (!key || psf === undefined) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), psf]);
  }
  const out = new Map<string, { median: number; count: number }>();
  for (const [key, list] of byKey) {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    out.set(key, { median, count: sorted.length });
  }
  return out;
}
export type LocalityMedians = ReturnType<typeof localityMedians>;

function gapText(gapPct: number, against: string): string {
  const rounded = Math.round(Math.abs(gapPct));
  if (rounded === 0) return `₹/sqft at ${against}`;
  return `₹/sqft ${rounded} % ${gapPct < 0 ? 'under' : 'over'} ${against}`;
}

function fairValueFactor(p: ScorableProject, medians: LocalityMedians): FactorReading | undefined {
  const market = marketPsf(p);
  if (market === undefined) return undefined;
  const fair = storedFairValue(p);
  if (fair !== undefined) {
    const gap = ((market - fair) / fair) * 100;
    return {
      value: clamp01(0.5 - gap / 30),
      figure: round1(gap),
      basis: 'fairValue',
      text: gapText(gap, 'its fair value'),
    };
  }
  const key = localityKey(p);
  const local = key ? medians.get(key) : undefined;
  if (!local || local.count < MIN_LOCALITY_PROJECTS || local.median <= 0) return undefined;
  const gap = ((market - local.median) / local.median) * 100;
  return {
    value: clamp01(0.5 - gap / 30),
    figure: round1(gap),
    basis: 'localityMedian',
    dataPoints: local.count,
    text: gapText(gap, "its locality's median"),
  };
}

function yieldFactor(p: ScorableProject): FactorReading | undefined {
  const y = p.stats?.rentalYieldPct;
  if (!finite(y)) return undefined;
  return { value: clamp01(y / 5), figure: y, text: `rental yield ${y} %` };
}

function momentumFactor(p: ScorableProject): FactorReading | undefined {
  const m = p.stats?.priceChange12mPct;
  if (!finite(m)) return undefined;
  const text =
    m === 0 ? 'prices flat over 12 months' : `prices ${m > 0 ? 'up' : 'down'} ${Math.abs(m)} % in 12 months`;
  return { value: clamp01((m + 5) / 20), figure: m, text };
}

function trustFactor(p: ScorableProject): FactorReading | undefined {
  if (!finite(p.score)) return undefined;
  return { value: clamp01(p.score / 10), figure: p.score, text: `transparency score ${p.score} / 10` };
}

/**
 * @example shortlistScore({ stats: { rentalYieldPct: 4, priceChange12mPct: 5 } }, new Map())
 *   → { score: 80, unknown: ['fairValue', 'trust'], reason: 'rental yield 4 % · prices up 5 % in 12 months', … }
 */
export function shortlistScore(
  p: ScorableProject,
  medians: LocalityMedians,
  weights: Weights = DEFAULT_WEIGHTS,
): ShortlistScore {
  const readings: Record<Factor, FactorReading | undefined> = {
    fairValue: fairValueFactor(p, medians),
    yield: yieldFactor(p),
    momentum: momentumFactor(p),
    trust: trustFactor(p),
  };
  const factors: Partial<Record<Factor, FactorReading>> = {};
  const unknown: Factor[] = [];
  let sum = 0;
  let weight = 0;
  for (const f of FACTORS) {
    const r = readings[f];
    if (!r) {
      unknown.push(f);
      continue;
    }
    factors[f] = r;
    sum += r.value * weights[f];
    weight += weights[f];
  }
  const known = FACTORS.length - unknown.length;
  const score = known >= MIN_KNOWN_FACTORS && weight > 0 ? Math.round((sum / weight) * 100) : null;
  const strongest = (Object.entries(factors) as [Factor, FactorReading][])
    .sort(([fa, a], [fb, b]) => b.value - a.value || weights[fb] - weights[fa])
    .slice(0, 2)
    .map(([, r]) => r.text);
  const reason = strongest.length ? strongest.join(' · ') : 'Too little data to score this project.';
  return { score, factors, unknown, reason };
}

/** Best score first, unscored last; ties keep the given order. */
export function rankByScore<T extends { score: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
}
