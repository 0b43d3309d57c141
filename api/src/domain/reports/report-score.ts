/**
 * The community-report score (the spec uses it — Top Rated is minScore 5, 15 and above shows red, 10
 * and above orange — but never says how it is made). Our rule, stated in the README:
 *
 *   score = round(max(0, upVotes − downVotes) × recency weight)
 *
 * where the weight goes by the report's age since it was published (approved, else created):
 * under 90 days ×1, 90–180 days ×0.75, 180–365 days ×0.5, older ×0.25. Net agreement decides; an old
 * complaint fades unless people keep agreeing with it. A freshly published report with no votes
 * scores 0: it shows under Recent and Trending, and reaches Top Rated at 5 net up-votes.
 *
 * Stored, so lists sort and filter on it in the store: it is rewritten on every vote (tally) and
 * when the report crosses an age step (`rescoreAt`, the next step's date; null past the last one).
 * Pure: shared by the API and the PWA.
 */

const DAY_MS = 86_400_000;

/** Age steps in days and the weight from each step on (the first applies from day 0). */
export const RECENCY_STEPS: readonly { fromDays: number; weight: number }[] = [
  { fromDays: 0, weight: 1 },
  { fromDays: 90, weight: 0.75 },
  { fromDays: 180, weight: 0.5 },
  { fromDays: 365, weight: 0.25 },
];

/** Top Rated shows reports with at least this score (spec part 2 §9). */
export const TOP_MIN_SCORE = 5;
/** Score colours (spec part 2 §2): 15 and above red, 10 and above orange. */
export const SCORE_RED = 15;
export const SCORE_ORANGE = 10;

export interface ScoreInput {
  upVotes: number;
  downVotes: number;
  /** When the report went public: approval, else creation. */
  publishedAt: Date;
}

/** The recency weight of a report published at `publishedAt`, seen at `now`. */
export function recencyWeight(publishedAt: Date, now: Date): number {
  const ageDays = (now.getTime() - publishedAt.getTime()) / DAY_MS;
  let weight = RECENCY_STEPS[0]!.weight;
  for (const step of RECENCY_STEPS) if (ageDays >= step.fromDays) weight = step.weight;
  return weight;
}

/**
 * @example reportScore({ upVotes: 12, downVotes: 2, publishedAt: tenDaysAgo }, now) → 10
 * @example reportScore({ upVotes: 12, downVotes: 2, publishedAt: twoHundredDaysAgo }, now) → 5
 */
export function reportScore(input: ScoreInput, now: Date): number {
  const net = Math.max(0, input.upVotes - input.downVotes);
  return Math.round(net * recencyWeight(input.publishedAt, now));
}

/** When the weight next changes (the stored score must be rewritten then); null when it never does. */
export function nextRescoreAt(publishedAt: Date, now: Date): Date | null {
  for (const step of RECENCY_STEPS) {
    const at = new Date(publishedAt.getTime() + step.fromDays * DAY_MS);
    if (at > now) return at;
  }
  return null;
}

/** The stored fields that follow from the counts: `score` and `rescoreAt`. */
export function scoreFields(input: ScoreInput, now: Date): { score: number; rescoreAt: Date | null } {
  return { score: reportScore(input, now), rescoreAt: nextRescoreAt(input.publishedAt, now) };
}

/** The colour band of a score (spec part 2 §2). */
export function scoreBand(score: number): 'red' | 'orange' | 'plain' {
  if (score >= SCORE_RED) return 'red';
  if (score >= SCORE_ORANGE) return 'orange';
  return 'plain';
}

/** Reading time in minutes (spec part 2 §2): description length / 200, rounded up, at least 1. */
export function readingMinutes(description: string): number {
  return Math.max(1, Math.ceil(description.length / 200));
}
