/**
 * The pulse's scheduled job in the API process, like the freshness sweep: at start-up and every
 * hour, (1) the last completed week (India time) gets its issue if it has none, and (2) issues not
 * yet mailed go to the confirmed subscribers (pulse-mailing.ts).
 *
 * First start: when no issue exists at all, the BACKFILL_WEEKS weeks before the last completed one
 * are generated too, from whatever the store holds (the demo data's dates lie in the past, so a
 * fresh demo has past issues to read). Back-filled issues, and the first run's own issue, are
 * marked 'skipped': old news is never mailed.
 *
 * Idempotent across processes: every issue insert is keyed by its week (generate-pulse.ts) and every
 * send by issue and subscriber.
 */
import type { Logger } from '../../http/logger';
import { lastCompletedWeek, weeksBefore } from '../../domain/pulse/pulse-rules';
import { Sweeper } from '../../store/shared/sweeper';
import type { MailContext } from '../newsletter/subscriptions';
import { ensureIssue, PULSE_ISSUES } from './generate-pulse';
import { mailPendingIssues } from './pulse-mailing';

export const BACKFILL_WEEKS = 12;
const HOUR_MS = 60 * 60_000;

/** One run of the job; `now` is injectable for tests. Returns the weeks generated. */
export async function runPulseUpkeep(
  ctx: MailContext,
  log: Pick<Logger, 'info' | 'warn'>,
  now = new Date(),
): Promise<string[]> {
  const issues = ctx.store.collection(PULSE_ISSUES);
  const first = (await issues.count({})) === 0;
  const last = lastCompletedWeek(now);
  const generated: string[] = [];
  const weeks = first
    ? Array.from({ length: BACKFILL_WEEKS + 1 }, (_, i) => weeksBefore(last, BACKFILL_WEEKS - i))
    : [last];
  for (const week of weeks) {
    const { created } = await ensureIssue(ctx.store, week, { now, mailing: first ? 'skipped' : 'pending' });
    if (created) generated.push(week.key);
  }
  if (generated.length) log.info(`Market pulse: generated ${generated.join(', ')}.`);
  const mailed = await mailPendingIssues(ctx, log);
  if (mailed.length) log.info(`Market pulse: mailed ${mailed.join(', ')} to confirmed subscribers.`);
  return generated;
}

/** Runs the job now, then hourly; `stop()` waits for a run in progress. */
export async function startPulseUpkeep(ctx: MailContext, log: Logger): Promise<Sweeper> {
  const run = () =>
    runPulseUpkeep(ctx, log).then(
      () => undefined,
      (err: unknown) =>
        log.warn(`Market pulse: ${err instanceof Error ? err.message : String(err)}; retried in an hour.`),
    );
  await run();
  const sweeper = new Sweeper(run, HOUR_MS);
  sweeper.start();
  return sweeper;
}
