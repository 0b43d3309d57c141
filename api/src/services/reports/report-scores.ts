/**
 * Keeping a report's stored counts and score true (domain/reports/report-score.ts has the rule).
 *
 * Guarantees:
 * - `tallyVotes` never read-modify-writes a count: it counts the report's rows in `report_votes`
 *   (one per user and report) and writes the totals with a compare-and-set on `tallyToken`, retrying
 *   when another tally wrote first. Every vote is written before its tally counts, so whichever tally
 *   writes last counted every vote before it: concurrent votes can never lose or double a count
 *   (FerretDB can lose concurrent `$inc`s; a count cannot).
 * - Reports whose counts came from before votes were kept per user (the seeded ones) keep those as a
 *   base: the first tally moves `upVotes`/`downVotes` into `baseUpVotes`/`baseDownVotes`.
 * - `rescoreDue` rewrites the score of reports that crossed an age step (`rescoreAt` passed) or were
 *   never scored by this rule (no `rescoreAt`), at most once a minute per process before a list
 *   read; it writes only while the counts it read are still stored, so it never undoes a tally.
 */
import { randomUUID } from 'node:crypto';
import { scoreFields } from '../../domain/reports/report-score';
import type { Doc, Filter, Store } from '../../store/types';

export const REPORTS = 'reports';
export const REPORT_VOTES = 'report_votes';

/** A stored vote: `_id` is `${reportId}:${userId}`, so one user has one vote per report. */
export interface ReportVoteDoc extends Doc {
  reportId: string;
  userId: string;
  /** 1 up, -1 down, 0 withdrawn. */
  direction: 1 | -1 | 0;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored direction as the wire says it. */
export const voteName = (direction: number | undefined): 'up' | 'down' | null =>
  direction === 1 ? 'up' : direction === -1 ? 'down' : null;

const RESCORE_EVERY_MS = 60_000;
const TALLY_ATTEMPTS = 20;

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : 0);
const asDate = (v: unknown): Date | null => {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};
/** Equality on a field that may be missing. */
const same = (v: unknown): unknown => (v === undefined ? { $exists: false } : v);

/** When a report went public: its approval (reviewedAt of an approved report), else its creation. */
export function publishedAt(doc: Doc, now: Date): Date {
  const reviewed = doc.status === 'approved' ? asDate(doc.reviewedAt) : null;
  return reviewed ?? asDate(doc.createdAt) ?? now;
}

/**
 * Recounts one report's votes and stores the totals and score; null when the report is gone.
 *
 * @example
 *   await votes.updateOne({ _id: `${id}:${userId}` }, { $set: { direction: 1 } }, { upsert: true });
 *   const { upVotes, downVotes, score } = (await tallyVotes(store, id))!;
 */
export async function tallyVotes(
  store: Store,
  reportId: string,
  now = new Date(),
): Promise<{ upVotes: number; downVotes: number; score: number } | null> {
  const reports = store.collection(REPORTS);
  const votes = store.collection<ReportVoteDoc>(REPORT_VOTES);
  for (let attempt = 0; attempt < TALLY_ATTEMPTS; attempt += 1) {
    const doc = await reports.findOne({ _id: reportId });
    if (!doc) return null;
    const token = typeof doc.tallyToken === 'string' ? doc.tallyToken : undefined;
    const baseUpVotes = count(token ? doc.baseUpVotes : doc.upVotes);
    const baseDownVotes = count(token ? doc.baseDownVotes : doc.downVotes);
    const [up, down] = await Promise.all([
      votes.count({ reportId, direction: 1 }),
      votes.count({ reportId, direction: -1 }),
    ]);
    const upVotes = baseUpVotes + up;
    const downVotes = baseDownVotes + down;
    const fields = scoreFields({ upVotes, downVotes, publishedAt: publishedAt(doc, now) }, now);
    const written = await reports.updateOne(
      { _id: reportId, tallyToken: same(token) },
      {
        $set: { upVotes, downVotes, baseUpVotes, baseDownVotes, ...fields, tallyToken: randomUUID() },
      },
    );
    if (written.matched === 1) return { upVotes, downVotes, score: fields.score };
  }
  throw new Error(`report ${reportId}: votes kept changing while counting them`);
}

const lastRescore = new WeakMap<Store, number>();

/**
 * Rewrites the scores that are due (see the header). Returns how many it rewrote.
 * `force` skips the once-a-minute throttle (tests, start-up).
 */
export async function rescoreDue(store: Store, now = new Date(), force = false): Promise<number> {
  const last = lastRescore.get(store);
  if (!force && last !== undefined && now.getTime() - last < RESCORE_EVERY_MS) return 0;
  lastRescore.set(store, now.getTime());
  const reports = store.collection(REPORTS);
  const due: Filter = { $or: [{ rescoreAt: { $lte: now } }, { rescoreAt: { $exists: false } }] };
  const docs = await reports.find(due, {
    projection: { upVotes: 1, downVotes: 1, createdAt: 1, reviewedAt: 1, status: 1 },
  });
  let rewritten = 0;
  for (const doc of docs) {
    const fields = scoreFields(
      { upVotes: count(doc.upVotes), downVotes: count(doc.downVotes), publishedAt: publishedAt(doc, now) },
      now,
    );
    const res = await reports.updateOne(
      { _id: doc._id, upVotes: same(doc.upVotes), downVotes: same(doc.downVotes) },
      { $set: fields },
    );
    rewritten += res.modified;
  }
  return rewritten;
}
