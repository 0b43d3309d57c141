/**
 * Sends each new pulse issue (mailing 'pending') to the confirmed subscribers, once each.
 *
 * Once per issue and subscriber: before sending, a row `${week}:${subscriptionId}` is inserted in
 * `newsletter_sends`, whose `_id` is unique, so two processes or two loop runs never both send it.
 * A send that fails (SMTP down) removes its row again, so the next run retries that subscriber; the
 * issue is marked 'done' only after a run with no failure. Runs from the background loop
 * (pulse-upkeep.ts), never inside a request.
 */
import { DuplicateKeyError, type Store } from '../../store/types';
import {
  NEWSLETTER,
  unsubscribeLinkFor,
  type MailContext,
  type SubscriptionDoc,
} from '../newsletter/subscriptions';
import { PULSE_ISSUES, type PulseIssueDoc } from './generate-pulse';

export const NEWSLETTER_SENDS = 'newsletter_sends';
const BATCH = 200;

type SendDoc = { _id: string; week: string; subscriptionId: string; sentAt?: Date; claimedAt: Date };

function issueText(issue: PulseIssueDoc): string {
  return `${issue.weekLabel} (${issue.date}) · ${issue.minutesToRead} min read\n\n${issue.headline}\n\n${issue.summary}\n\nRead the whole issue, with the numbers behind each line:`;
}

/** Mails one issue; true when every confirmed subscriber has it. */
async function mailIssue(
  ctx: MailContext,
  issue: PulseIssueDoc,
  log: { warn(msg: string): void },
): Promise<boolean> {
  const store: Store = ctx.store;
  const sends = store.collection<SendDoc>(NEWSLETTER_SENDS);
  let failures = 0;
  let after = '';
  for (;;) {
    const batch = await store
      .collection<SubscriptionDoc>(NEWSLETTER)
      .find(
        { status: 'confirmed', _id: { $gt: after } },
        { sort: { _id: 1 }, limit: BATCH, projection: { email: 1 } },
      );
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!._id;
    for (const sub of batch) {
      const key = `${issue._id}:${sub._id}`;
      try {
        await sends.insertOne({ _id: key, week: issue._id, subscriptionId: sub._id, claimedAt: new Date() });
      } catch (err) {
        if (err instanceof DuplicateKeyError) continue; // sent (or being sent) already
        throw err;
      }
      try {
        await ctx.mailer.sendNotice(sub.email, {
          kind: 'newsletter',
          subject: `PropAI market pulse, ${issue.weekLabel}: ${issue.headline}`,
          text: issueText(issue),
          link: `${ctx.publicUrl}/blogs/pulse?week=${issue._id}`,
          unsubscribe: await unsubscribeLinkFor(ctx, sub._id),
        });
        await sends.updateOne({ _id: key }, { $set: { sentAt: new Date() } });
      } catch (err) {
        failures += 1;
        await sends.deleteOne({ _id: key });
        log.warn(
          `Pulse ${issue._id}: sending to a subscriber failed (${err instanceof Error ? err.message : String(err)}); retried next run.`,
        );
      }
    }
  }
  return failures === 0;
}

/** Mails every issue still 'pending'; returns the weeks finished. */
export async function mailPendingIssues(
  ctx: MailContext,
  log: { warn(msg: string): void },
): Promise<string[]> {
  const issues = ctx.store.collection<PulseIssueDoc>(PULSE_ISSUES);
  const pending = await issues.find(
    { mailing: 'pending' },
    { sort: { _id: 1 }, projection: { launches: 0, prices: 0, possession: 0, reports: 0 } },
  );
  const done: string[] = [];
  for (const issue of pending) {
    if (await mailIssue(ctx, issue, log)) {
      await issues.updateOne({ _id: issue._id, mailing: 'pending' }, { $set: { mailing: 'done' } });
      done.push(issue._id);
    }
  }
  return done;
}
