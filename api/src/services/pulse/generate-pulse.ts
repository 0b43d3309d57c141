/**
 * Generates one week's market pulse FROM THE DATA and stores it once.
 *
 * Sources (rules: domain/pulse/pulse-rules.ts):
 * - launches: projects added (createdAt) in the week;
 * - ₹/sqft moves: live residential sale listings (category 'sale') with a price and an area, by
 *   locality, the week against the BASELINE_WEEKS weeks before it;
 * - possession: projects not yet Ready to Move / Completed whose promised possession date fell in
 *   the week, with their revised date when one is recorded;
 * - reports: community reports posted in the week that are approved or were never moderated
 *   (a `status` other than 'approved' keeps a report out), most up-voted first.
 *
 * Stored once: the issue's `_id` IS its week key, so two runs, or two API processes racing, insert
 * one issue; the loser's DuplicateKeyError is answered with the stored one.
 */
import {
  BASELINE_WEEKS,
  headlineOf,
  issueDate,
  MIN_LISTINGS,
  minutesToRead,
  priceMoves,
  SECTION_ROWS,
  summaryOf,
  weekLabel,
  weeksBefore,
  IST_OFFSET_MS,
  type LocalitySamples,
  type PulseNumbers,
  type WeekSpan,
} from '../../domain/pulse/pulse-rules';
import { DuplicateKeyError, type Store } from '../../store/types';
import type { PulseIssue } from './pulse-issue';

export const PULSE_ISSUES = 'pulse_issues';

/** How an issue reaches subscribers: 'pending' is sent by the mailing loop; back-filled issues are never mailed. */
export type Mailing = 'pending' | 'done' | 'skipped';

export type PulseIssueDoc = Omit<PulseIssue, 'generatedAt' | 'week'> & {
  _id: string;
  generatedAt: Date;
  mailing: Mailing;
};

const HANDED_OVER = ['Ready to Move', 'Completed'];
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** 'YYYY-MM-DD' of an instant, India time. */
const istDay = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The sections as stored: the writing rules' numbers (PulseNumbers) plus slugs and ids for links. */
type Gathered = Pick<PulseIssue, 'launches' | 'possession' | 'reports'> & { prices: PulseNumbers['prices'] };

async function gatherNumbers(store: Store, week: WeekSpan): Promise<Gathered> {
  const inWeek = { $gte: week.start, $lt: week.end };
  const projects = store.collection('projects');

  const launched = await projects.find(
    { createdAt: inWeek },
    { sort: { createdAt: 1 }, projection: { name: 1, slug: 1, developer: 1, locality: 1, city: 1 } },
  );

  const baselineStart = weeksBefore(week, BASELINE_WEEKS).start;
  const listings = await store
    .collection('listings')
    .find(
      { category: 'sale', status: 'live', createdAt: { $gte: baselineStart, $lt: week.end } },
      { projection: { locality: 1, city: 1, price: 1, areaSqft: 1, createdAt: 1 } },
    );
  const byLocality = new Map<string, LocalitySamples>();
  let listingsThisWeek = 0;
  for (const l of listings) {
    const price = num(l.price);
    const area = num(l.areaSqft);
    if (!price || !area || !(l.createdAt instanceof Date)) continue;
    const key = `${str(l.city)}|${str(l.locality)}`;
    const s = byLocality.get(key) ?? { locality: str(l.locality), city: str(l.city), week: [], baseline: [] };
    byLocality.set(key, s);
    const thisWeek = l.createdAt >= week.start;
    if (thisWeek) listingsThisWeek += 1;
    (thisWeek ? s.week : s.baseline).push(price / area);
  }
  const { moves, tooFew } = priceMoves([...byLocality.values()]);

  const lastDay = istDay(new Date(week.end.getTime() - 1));
  const passed = await projects.find(
    { 'possession.promised': { $gte: istDay(week.start), $lte: lastDay }, status: { $nin: HANDED_OVER } },
    { sort: { 'possession.promised': 1 }, projection: { name: 1, slug: 1, developer: 1, possession: 1 } },
  );

  const reports = await store.collection('reports').find(
    { createdAt: inWeek, $or: [{ status: { $exists: false } }, { status: 'approved' }] },
    {
      sort: { upVotes: -1, createdAt: 1 },
      projection: { title: 1, projectName: 1, category: 1, upVotes: 1 },
    },
  );

  return {
    launches: {
      total: launched.length,
      items: launched.slice(0, SECTION_ROWS).map((p) => ({
        name: str(p.name),
        slug: str(p.slug),
        developer: str(p.developer),
        locality: str(p.locality),
        city: str(p.city),
      })),
    },
    prices: { listingsThisWeek, moves: moves.slice(0, SECTION_ROWS), tooFew },
    possession: {
      total: passed.length,
      items: passed.slice(0, SECTION_ROWS).map((p) => {
        const possession = (p.possession ?? {}) as { promised?: unknown; revised?: unknown };
        const revised = str(possession.revised);
        return {
          name: str(p.name),
          slug: str(p.slug),
          developer: str(p.developer),
          promised: str(possession.promised),
          ...(revised ? { revised } : {}),
        };
      }),
    },
    reports: {
      total: reports.length,
      items: reports.slice(0, SECTION_ROWS).map((r) => ({
        id: r._id,
        title: str(r.title),
        projectName: str(r.projectName),
        category: str(r.category),
        upVotes: num(r.upVotes) ?? 0,
      })),
    },
  };
}

/**
 * The week's issue: the stored one, or a new one generated now and stored. `mailing` decides
 * whether the mailing loop sends it (a back-filled past week is not news: 'skipped').
 */
export async function ensureIssue(
  store: Store,
  week: WeekSpan,
  options: { now?: Date; mailing?: Mailing } = {},
): Promise<{ issue: PulseIssueDoc; created: boolean }> {
  const issues = store.collection<PulseIssueDoc>(PULSE_ISSUES);
  const stored = await issues.findOne({ _id: week.key });
  if (stored) return { issue: stored, created: false };

  const n = await gatherNumbers(store, week);
  const headline = headlineOf(n);
  const summary = summaryOf(n);
  const doc: PulseIssueDoc = {
    _id: week.key,
    weekLabel: weekLabel(week.key),
    date: issueDate(week),
    weekStart: week.start.toISOString(),
    weekEnd: week.end.toISOString(),
    headline,
    summary,
    minutesToRead: minutesToRead(headline, summary, n),
    generatedAt: options.now ?? new Date(),
    launches: n.launches,
    prices: { minListings: MIN_LISTINGS, baselineWeeks: BASELINE_WEEKS, ...n.prices },
    possession: n.possession,
    reports: n.reports,
    mailing: options.mailing ?? 'pending',
  };
  try {
    return { issue: await issues.insertOne(doc), created: true };
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    const winner = await issues.findOne({ _id: week.key });
    if (!winner) throw err;
    return { issue: winner, created: false };
  }
}
