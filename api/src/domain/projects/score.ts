/**
 * A project's 0–10 transparency score, computed only from data we hold (DECISIONS.md: never
 * invent a number). Five inputs, each scored 0–10 when its data exists:
 *
 *   rera      (weight 2) RERA and legal record: approved 10, pending 5, rejected 0; an expired
 *                        registration on a project not yet completed loses 4; each open court case
 *                        (legal.litigations whose status is not disposed, dismissed, withdrawn,
 *                        settled or closed) loses 3; never below 0.
 *   escrow    (weight 2) utilisation u = utilized / collected: u ≤ 0.7 → 10 (the 70% rule), 0.7–0.9
 *                        falls linearly to 5, 0.9–1.0 falls to 0, above 1 → 0. Needs collected > 0.
 *   delay     (weight 2) months between promised and revised possession: 10 − 0.5 per month, ≥ 0.
 *                        No revised date means on schedule (10). Needs a promised date.
 *   developer (weight 2) the developer's trustScore / 10; without it, 10 − average past delay / 3.
 *   reports   (weight 1) community reports' net votes n = Σ max(0, up − down): 10 − n / 4, ≥ 0.
 *                        Needs at least one report (no reports is no evidence either way).
 *
 * score = weighted mean of the inputs present, one decimal; null when fewer than 3 are present.
 */

export interface ScoreInputs {
  legal?:
    | { rera?: { status?: string; expiry?: string }; litigations?: { status?: string }[] | undefined }
    | undefined;
  status?: string | undefined;
  escrow?: { totals?: { collected?: number; utilized?: number } } | undefined;
  possession?: { promised?: string; revised?: string } | undefined;
  developer?: { trustScore?: number; past?: { delayMonths?: number }[] } | undefined;
  /** The project's community reports (votes only). */
  reports?: { upVotes?: number; downVotes?: number }[] | undefined;
}

export type ScorePart = 'rera' | 'escrow' | 'delay' | 'developer' | 'reports';
export type ScoreBreakdown = Partial<Record<ScorePart, number>>;

export interface ProjectScore {
  score: number | null;
  breakdown: ScoreBreakdown;
  inputs: number;
}

export const SCORE_WEIGHTS: Record<ScorePart, number> = {
  rera: 2,
  escrow: 2,
  delay: 2,
  developer: 2,
  reports: 1,
};
export const MIN_SCORE_INPUTS = 3;
/** RERA points an open court case costs. */
export const OPEN_CASE_PENALTY = 3;

/** The score's rule in one line, for the page that shows it (DECISIONS.md: AI figures state their method). */
export const SCORE_METHOD =
  'Weighted mean of RERA and legal record (−3 per open court case), escrow use (the 70 % rule), possession delay, developer record, and community reports (half weight); shown when at least 3 are known.';

const CLOSED_CASE = /disposed|dismissed|withdrawn|settled|closed/i;

/** Court cases not yet closed. */
export function openCases(litigations: { status?: string }[] | undefined): number {
  return (litigations ?? []).filter((l) => !CLOSED_CASE.test(l.status ?? '')).length;
}

const clamp10 = (n: number) => Math.min(10, Math.max(0, n));
const round1 = (n: number) => Math.round(n * 10) / 10;
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function reraPart(p: ScoreInputs, now: Date): number | undefined {
  const rera = p.legal?.rera;
  if (!rera?.status) return undefined;
  const base = { approved: 10, pending: 5, rejected: 0 }[rera.status.toLowerCase()];
  if (base === undefined) return undefined;
  const expiry = rera.expiry ? Date.parse(rera.expiry) : Number.NaN;
  const completed = /completed|ready/i.test(p.status ?? '');
  const expired = Number.isFinite(expiry) && expiry < now.getTime() && !completed;
  return clamp10(base - (expired ? 4 : 0) - OPEN_CASE_PENALTY * openCases(p.legal?.litigations));
}

function escrowPart(p: ScoreInputs): number | undefined {
  const { collected, utilized } = p.escrow?.totals ?? {};
  if (!finite(collected) || collected <= 0 || !finite(utilized)) return undefined;
  const u = utilized / collected;
  if (u <= 0.7) return 10;
  if (u <= 0.9) return 10 - ((u - 0.7) / 0.2) * 5;
  if (u <= 1) return 5 - ((u - 0.9) / 0.1) * 5;
  return 0;
}

/** Whole months from a to b (dates 'YYYY-MM-DD'), by calendar month. */
export function monthsBetween(a: string, b: string): number | undefined {
  const da = new Date(a);
  const db = new Date(b);
  if (Number.isNaN(da.getTime()) || Number.isNaN(db.getTime())) return undefined;
  return (db.getUTCFullYear() - da.getUTCFullYear()) * 12 + (db.getUTCMonth() - da.getUTCMonth());
}

function delayPart(p: ScoreInputs): number | undefined {
  const promised = p.possession?.promised;
  if (!promised || Number.isNaN(Date.parse(promised))) return undefined;
  if (!p.possession?.revised) return 10;
  const months = monthsBetween(promised, p.possession.revised);
  return months === undefined ? undefined : clamp10(10 - 0.5 * Math.max(0, months));
}

function developerPart(p: ScoreInputs): number | undefined {
  const dev = p.developer;
  if (!dev) return undefined;
  if (finite(dev.trustScore)) return clamp10(dev.trustScore / 10);
  const delays = (dev.past ?? []).map((x) => x.delayMonths).filter(finite);
  if (delays.length === 0) return undefined;
  return clamp10(10 - delays.reduce((s, d) => s + d, 0) / delays.length / 3);
}

function reportsPart(p: ScoreInputs): number | undefined {
  if (!p.reports || p.reports.length === 0) return undefined;
  const net = p.reports.reduce((s, r) => s + Math.max(0, (r.upVotes ?? 0) - (r.downVotes ?? 0)), 0);
  return clamp10(10 - net / 4);
}

/**
 * @example projectScore({ legal: { rera: { status: 'approved' } }, possession: { promised: '2027-03-31' },
 *   developer: { trustScore: 80 } }) → { score: 9.3, breakdown: { rera: 10, delay: 10, developer: 8 }, inputs: 3 }
 */
export function projectScore(p: ScoreInputs, now: Date = new Date()): ProjectScore {
  const parts: Record<ScorePart, number | undefined> = {
    rera: reraPart(p, now),
    escrow: escrowPart(p),
    delay: delayPart(p),
    developer: developerPart(p),
    reports: reportsPart(p),
  };
  const breakdown: ScoreBreakdown = {};
  let sum = 0;
  let weights = 0;
  for (const [key, value] of Object.entries(parts) as [ScorePart, number | undefined][]) {
    if (value === undefined) continue;
    breakdown[key] = round1(value);
    sum += value * SCORE_WEIGHTS[key];
    weights += SCORE_WEIGHTS[key];
  }
  const inputs = Object.keys(breakdown).length;
  return { score: inputs >= MIN_SCORE_INPUTS ? round1(sum / weights) : null, breakdown, inputs };
}
