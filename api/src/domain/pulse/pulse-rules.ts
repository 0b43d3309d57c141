/**
 * The weekly market pulse's pure rules: which week a moment belongs to, the medians behind a
 * ₹/sqft move, and how the headline, summary and minutes to read are written from the numbers.
 * The generator (api/src/services/pulse/generate-pulse.ts) gathers the numbers; nothing here reads
 * the store or the clock, so every rule is tested on plain values.
 *
 * Rules (the README's "Weekly market pulse" repeats them):
 * - A week is an ISO week (Monday to Sunday) in India time (UTC+05:30), keyed 'YYYY-Www'.
 * - A locality's ₹/sqft move compares the median asking ₹/sqft of the live sale listings posted in
 *   the week with the median of those posted in the BASELINE_WEEKS weeks before it. Both sides need
 *   at least MIN_LISTINGS listings; a locality with fewer is counted as "not enough data", never
 *   given a number.
 * - Headline, first rule that applies: the largest ₹/sqft move; else the launches; else the
 *   possession dates that passed; else the most-voted report; else "a quiet week". The summary is
 *   one sentence per section, each stating only the counts the section holds.
 * - Minutes to read: the issue's words at READING_WPM words a minute, rounded up, at least 1.
 */

/** India Standard Time has no daylight saving: a fixed +05:30. */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Listings needed on each side of a ₹/sqft comparison before a locality gets a number. */
export const MIN_LISTINGS = 3;
/** The weeks before the issue's week that form the baseline of a ₹/sqft move. */
export const BASELINE_WEEKS = 4;
/** Up to this many rows per section. */
export const SECTION_ROWS = 5;
export const READING_WPM = 200;

export const WEEK_KEY_PATTERN = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

export interface WeekSpan {
  /** 'YYYY-Www', the ISO week in India time. */
  key: string;
  /** Monday 00:00 India time, as an instant. */
  start: Date;
  /** The next Monday 00:00 India time (exclusive). */
  end: Date;
}

/** The ISO week (India time) a moment falls in. */
export function weekOf(at: Date): WeekSpan {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const day = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const mondayLocal =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - day * DAY_MS;
  const start = new Date(mondayLocal - IST_OFFSET_MS);
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(mondayLocal + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return {
    key: `${year}-W${String(week).padStart(2, '0')}`,
    start,
    end: new Date(start.getTime() + WEEK_MS),
  };
}

/** The span of a week key; null for a key that names no week (W53 of a 52-week year). */
export function weekFromKey(key: string): WeekSpan | null {
  if (!WEEK_KEY_PATTERN.test(key)) return null;
  const year = Number(key.slice(0, 4));
  const week = Number(key.slice(6));
  // 4 January is always in week 1.
  const span = weekOf(new Date(Date.UTC(year, 0, 4) - IST_OFFSET_MS + (week - 1) * WEEK_MS));
  return span.key === key ? span : null;
}

/** The week `n` weeks before `week` (n may be negative). */
export const weeksBefore = (week: WeekSpan, n: number): WeekSpan =>
  weekOf(new Date(week.start.getTime() - n * WEEK_MS + DAY_MS));

/** The last week that has ended by `now`. */
export const lastCompletedWeek = (now: Date): WeekSpan => weeksBefore(weekOf(now), 1);

/** 'Week 47, 2026' */
export function weekLabel(key: string): string {
  return `Week ${Number(key.slice(6))}, ${key.slice(0, 4)}`;
}

/** The week's Sunday in India time, 'YYYY-MM-DD': the date an issue is dated. */
export function issueDate(week: WeekSpan): string {
  return new Date(week.end.getTime() + IST_OFFSET_MS - DAY_MS).toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface PriceMove {
  locality: string;
  city: string;
  /** Median asking ₹/sqft of the week's listings, rounded to the rupee. */
  medianPsf: number;
  listings: number;
  baselineMedianPsf: number;
  baselineListings: number;
  /** (week − baseline) / baseline × 100, one decimal. */
  changePct: number;
}

/** One locality's ₹/sqft samples: the week's and the baseline weeks'. */
export interface LocalitySamples {
  locality: string;
  city: string;
  week: number[];
  baseline: number[];
}

/** Moves for the localities with enough listings on both sides, largest first; and how many had too few. */
export function priceMoves(samples: readonly LocalitySamples[]): { moves: PriceMove[]; tooFew: number } {
  const moves: PriceMove[] = [];
  let tooFew = 0;
  for (const s of samples) {
    if (s.week.length === 0) continue; // nothing posted there this week: not a locality of this issue
    const now = median(s.week);
    const before = median(s.baseline);
    if (s.week.length < MIN_LISTINGS || s.baseline.length < MIN_LISTINGS || !now || !before) {
      tooFew += 1;
      continue;
    }
    moves.push({
      locality: s.locality,
      city: s.city,
      medianPsf: Math.round(now),
      listings: s.week.length,
      baselineMedianPsf: Math.round(before),
      baselineListings: s.baseline.length,
      changePct: Math.round(((now - before) / before) * 1000) / 10,
    });
  }
  moves.sort((a, b) => Math.abs(b.changePct) - Math.abs(a.changePct) || a.locality.localeCompare(b.locality));
  return { moves, tooFew };
}

export interface PulseNumbers {
  launches: { total: number; items: { name: string; developer: string; locality: string; city: string }[] };
  prices: { listingsThisWeek: number; moves: PriceMove[]; tooFew: number };
  possession: { total: number; items: { name: string; promised: string; revised?: string }[] };
  reports: { total: number; items: { title: string; projectName: string; upVotes: number }[] };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pct = (n: number) => `${Math.abs(n).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** The headline: the first rule (module header) whose section has something to say. */
export function headlineOf(n: PulseNumbers): string {
  const move = n.prices.moves[0];
  if (move) {
    const dir = move.changePct > 0 ? 'up' : move.changePct < 0 ? 'down' : 'flat';
    const by = move.changePct === 0 ? '' : ` ${pct(move.changePct)}`;
    return `${move.locality} ₹/sqft ${dir}${by} on the previous ${BASELINE_WEEKS} weeks`;
  }
  if (n.launches.total > 0)
    return `${plural(n.launches.total, 'new project launch', 'new project launches')} this week`;
  if (n.possession.total > 0)
    return `${plural(n.possession.total, 'promised possession date')} passed without handover`;
  const report = n.reports.items[0];
  if (report) return `Most-voted report: ${report.title}`;
  return 'A quiet week: no launches and too few listings to compare prices';
}

/** One sentence per section, each from its own counts. */
export function summaryOf(n: PulseNumbers): string {
  const s: string[] = [];
  const names = n.launches.items.slice(0, 2).map((l) => l.name);
  s.push(
    n.launches.total === 0
      ? 'No new project launches were added.'
      : `${plural(n.launches.total, 'new project launch', 'new project launches')} (${names.join(', ')}${n.launches.total > names.length ? ' and more' : ''}).`,
  );
  const { moves, tooFew, listingsThisWeek } = n.prices;
  const move = moves[0];
  s.push(
    move
      ? `Median asking ₹/sqft compared in ${plural(moves.length, 'locality', 'localities')} from ${plural(listingsThisWeek, 'sale listing')}; the largest move, ${move.locality}, went from ${rupees(move.baselineMedianPsf)} to ${rupees(move.medianPsf)}.`
      : `${plural(listingsThisWeek, 'sale listing')} posted: not enough data for a ₹/sqft comparison (under ${MIN_LISTINGS} listings a side${tooFew ? ` in ${plural(tooFew, 'locality', 'localities')}` : ''}).`,
  );
  s.push(
    n.possession.total === 0
      ? 'No promised possession date passed without handover.'
      : `${plural(n.possession.total, 'promised possession date')} passed without handover.`,
  );
  const top = n.reports.items[0];
  s.push(
    top
      ? `${plural(n.reports.total, 'community report')} posted; the most-voted has ${plural(top.upVotes, 'up-vote')}.`
      : 'No community reports were posted.',
  );
  return s.join(' ');
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Minutes to read the whole issue as the page shows it (every section's rows included). */
export function minutesToRead(headline: string, summary: string, n: PulseNumbers): number {
  const rows = [
    ...n.launches.items.map((l) => `${l.name} ${l.developer} ${l.locality} ${l.city}`),
    ...n.prices.moves.map(
      (m) => `${m.locality} ${m.city} ${m.medianPsf} ${m.baselineMedianPsf} ${m.changePct} ${m.listings}`,
    ),
    ...n.possession.items.map((p) => `${p.name} promised ${p.promised} revised ${p.revised ?? ''}`),
    ...n.reports.items.map((r) => `${r.title} ${r.projectName} ${r.upVotes} up-votes`),
  ];
  const total = words(headline) + words(summary) + rows.reduce((sum, r) => sum + words(r), 0);
  return Math.max(1, Math.ceil(total / READING_WPM));
}
