/**
 * A project's possession delay, in whole months:
 * - from the date promised at RERA registration (`possession.promised`) to the revised date
 *   (`possession.revised`) when one is recorded and later;
 * - or, for a project whose homes are not handed over (status not Ready to Move / Completed) and
 *   whose expected date (revised, else promised) has passed, to today, if that is longer.
 * Months are calendar months between the two days (a day-of-month short of a full month does not
 * count it). A project without a valid promised date has no delay figure (null), not a zero.
 */
import { HANDED_OVER } from './insights-rules';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(v: unknown): { y: number; m: number; d: number } | null {
  const match = typeof v === 'string' ? DAY.exec(v) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? { y, m, d } : null;
}

/** Whole calendar months from day `a` to day `b` (0 when b is not later). */
export function monthsBetween(a: string, b: string): number {
  const x = parseDay(a);
  const y = parseDay(b);
  if (!x || !y) return 0;
  const months = (y.y - x.y) * 12 + (y.m - x.m) - (y.d < x.d ? 1 : 0);
  return Math.max(0, months);
}

export interface PossessionInput {
  status?: unknown;
  possession?: { promised?: unknown; revised?: unknown } | null;
}

export interface PossessionDelay {
  promised: string;
  /** Revised when recorded, else promised. */
  expected: string;
  months: number;
  handedOver: boolean;
}

/** The project's delay on `today` ('YYYY-MM-DD'), or null without a promised date. */
export function possessionDelay(p: PossessionInput, today: string): PossessionDelay | null {
  const promised = p.possession?.promised;
  if (typeof promised !== 'string' || !parseDay(promised)) return null;
  const revised =
    typeof p.possession?.revised === 'string' && parseDay(p.possession.revised) ? p.possession.revised : null;
  const expected = revised ?? promised;
  const handedOver = (HANDED_OVER as readonly unknown[]).includes(p.status);
  const slipped = revised ? monthsBetween(promised, revised) : 0;
  const overdue = !handedOver && expected < today ? monthsBetween(promised, today) : 0;
  return { promised, expected, months: Math.max(slipped, overdue), handedOver };
}
