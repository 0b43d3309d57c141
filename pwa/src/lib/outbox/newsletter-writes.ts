/**
 * The newsletter subscription from /blogs/pulse, through the one outbox (kind 'newsletter-subscribe'):
 * offline it waits on the device and goes when the network is back; online it goes at once and the
 * page shows the server's answer. One row per address ('newsletter:<email>'): subscribing the same
 * address again while it waits replaces the row, so one request (one Idempotency-Key) is sent.
 * The pulse page imports it statically: its chunk must be there offline.
 */
import type { NewsletterSubscribeBody } from '@propai/api/wire';
import { putQueuedWrite } from '../../db/queued-writes-repo';
import { requestOutboxSync } from './page';
import { sendNow, type WriteState } from './send-now';

export const newsletterWriteId = (email: string) => `newsletter:${email.trim().toLowerCase()}`;

export async function subscribeToNewsletter(body: NewsletterSubscribeBody): Promise<WriteState> {
  const id = newsletterWriteId(body.email);
  await putQueuedWrite({ id, kind: 'newsletter-subscribe', body });
  requestOutboxSync();
  return sendNow(id);
}
