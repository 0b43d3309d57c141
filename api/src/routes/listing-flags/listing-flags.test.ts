/**
 * "Report this listing" on a real temp store through the real app: validation, one report per
 * account (a repeat updates it), not on one's own listing, the per-user rate limit, five distinct
 * reporters hiding a live listing from search and detail, and the admin's decision in the
 * moderation queue (dismiss → live again; reject → rejected), each closing the open reports; the
 * author's 'listing_flagged' and 'listing_restored' notifications, exactly once each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS_TO_HIDE } from '../../domain/listing-flags/flag-rules';
import { NOTIFICATIONS, notify } from '../../services/notifications/notify';
import { bearer } from '../auth/auth-test-kit';
import { LISTINGS } from '../_shared/create-listing';
import { LISTING_FLAGS } from '../_shared/listing-flags';
import { officeBody } from '../_shared/posting-fixtures';
import { key, postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import type { z } from '@hono/zod-openapi';
import { ModerationItem } from '../_shared/listing-cards';
import { FlagSummary } from '../_shared/listing-flags.schemas';
import { FLAGS_PER_USER } from './listing-flags.routes';
import { MyFlag, MyFlagAnswer } from './listing-flags.schemas';

/** The answer parses with its declared schema and loses nothing (as wire-answers.test.ts). */
function expectDescribed(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

let kit: PostingKit;
let poster: { token: string; userId: string };

beforeAll(async () => {
  kit = await postingKit();
  poster = await kit.newPoster();
});
afterAll(() => kit.close());

async function liveOffice(title: string) {
  const res = await kit.postJson('/api/commercial-listings', poster.token, {
    ...officeBody(await kit.photos(poster.token, 1)),
    title,
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  expect((await kit.postJson(`/api/admin/listings/${id}/approve`, kit.adminToken, {})).status).toBe(200);
  return id;
}
const report = (id: string, token: string, body: unknown = { reason: 'fake' }) =>
  kit.postJson(`/api/listing-flags/${id}`, token, body);
const inSearch = async (title: string, id: string) =>
  (
    (await (await kit.get(`/api/listings?q=${encodeURIComponent(title)}`)).json()) as {
      items: { id: string }[];
    }
  ).items.some((i) => i.id === id);
type QueueRow = {
  id: string;
  status: string;
  flags?: {
    open: number;
    reasons: { reason: string; count: number }[];
    notes: { note: string }[];
    hidden: boolean;
  };
};
/** The queue's rows; each parses as a ModerationItem plus its report count and flag summary. */
const queue = async (status: string) => {
  const res = await kit.get(`/api/admin/listings?status=${status}`, bearer(kit.adminToken));
  const { items } = (await res.json()) as { items: (QueueRow & { reportCount: number })[] };
  for (const { flags, reportCount, ...item } of items) {
    expectDescribed(ModerationItem, item);
    expect(reportCount).toBe(flags?.open ?? 0);
    if (flags) expectDescribed(FlagSummary, flags);
  }
  return items;
};

describe('report this listing', () => {
  it('validates, refuses one’s own listing and unknown ones, and keeps one report per account', async () => {
    const id = await liveOffice('Flag validation office');
    const buyer = await kit.newPoster();
    expect((await kit.post(`/api/listing-flags/${id}`, { reason: 'fake' })).status).toBe(401);
    const bad = await report(id, buyer.token, { reason: 'ugly', note: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual(['note', 'reason']);
    expect((await report(id, buyer.token, { reason: 'fake', note: { $ne: 1 } })).status).toBe(400);
    expect((await report('a.b', buyer.token)).status).toBe(400);
    expect((await report('65f1c0ffee0123456789abcd', buyer.token)).status).toBe(404);
    const own = await report(id, poster.token);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { message: string }).message).toBe('You cannot report your own listing.');

    const first = await report(id, buyer.token, { reason: 'fake', note: '  Photos are from another site ' });
    expect(first.status).toBe(200);
    const stored = await first.json();
    expectDescribed(MyFlag, stored);
    expect(stored).toMatchObject({
      listingId: id,
      reason: 'fake',
      note: 'Photos are from another site',
    });
    const again = await report(id, buyer.token, { reason: 'wrong_details' });
    expect(await again.json()).toMatchObject({ reason: 'wrong_details', note: null });
    expect(await kit.store.collection(LISTING_FLAGS).count({ listingId: id })).toBe(1);
    const mine = await (await kit.get(`/api/listing-flags/${id}/mine`, bearer(buyer.token))).json();
    expectDescribed(MyFlagAnswer, mine);
    expect(mine).toMatchObject({ report: { reason: 'wrong_details' } });
    const none = await kit.get(`/api/listing-flags/${id}/mine`, bearer(kit.adminToken));
    expect(await none.json()).toEqual({ report: null });
  });

  it(`hides a listing after ${FLAGS_TO_HIDE} distinct reporters until an admin dismisses the reports`, async () => {
    const title = 'Flag threshold office';
    const id = await liveOffice(title);
    expect(await inSearch(title, id)).toBe(true);
    const reporters = await Promise.all(Array.from({ length: FLAGS_TO_HIDE }, () => kit.newPoster()));
    // The first one reports twice: still one reporter.
    await report(id, reporters[0]!.token, { reason: 'sold_or_rented', note: 'Sold last week' });
    for (const r of reporters.slice(0, -1)) expect((await report(id, r.token)).status).toBe(200);
    expect((await kit.store.collection(LISTINGS).findOne({ _id: id }))?.status).toBe('live');
    expect((await queue('live')).find((r) => r.id === id)?.flags).toMatchObject({ open: 4, hidden: false });

    expect((await report(id, reporters.at(-1)!.token, { reason: 'broker_as_owner' })).status).toBe(200);
    expect((await kit.store.collection(LISTINGS).findOne({ _id: id }))?.status).toBe('flagged');
    expect(await inSearch(title, id)).toBe(false);
    expect((await kit.get(`/api/listings/${id}`)).status).toBe(404);
    // A hidden listing cannot take new contact requests.
    const lead = await kit.postJson('/api/leads', reporters[0]!.token, {
      targetType: 'listing',
      targetId: id,
      name: 'Asha Rao',
      phone: '9876543210',
    });
    expect(lead.status).toBe(404);

    const row = (await queue('flagged')).find((r) => r.id === id);
    expect(row?.flags).toMatchObject({ open: FLAGS_TO_HIDE, hidden: true });
    expect(row?.flags?.reasons).toEqual([
      { reason: 'fake', count: 4 },
      { reason: 'broker_as_owner', count: 1 },
    ]);
    expect(JSON.stringify(row)).not.toContain(reporters[0]!.userId);

    const dismissed = await kit.postJson(`/api/admin/listings/${id}/dismiss-reports`, kit.adminToken, {});
    expect(dismissed.status).toBe(200);
    expect(await dismissed.json()).toMatchObject({ id, status: 'live' });
    expect(await inSearch(title, id)).toBe(true);
    expect(await kit.store.collection(LISTING_FLAGS).count({ listingId: id, open: true })).toBe(0);
    expect((await queue('flagged')).some((r) => r.id === id)).toBe(false);
    // Old reports no longer count: one new report does not hide it again.
    await report(id, reporters[1]!.token);
    expect((await kit.store.collection(LISTINGS).findOne({ _id: id }))?.status).toBe('live');
    // Only admins decide.
    const byUser = await kit.postJson(`/api/admin/listings/${id}/dismiss-reports`, poster.token, {});
    expect(byUser.status).toBe(403);
  });

  it('tells the author once when reports hide the listing and once when an admin restores it', async () => {
    const title = 'Flag notice office';
    const id = await liveOffice(title);
    const notes = async (type: string) =>
      kit.store.collection(NOTIFICATIONS).find({ userId: poster.userId, type, listingId: id });
    const reporters = await Promise.all(Array.from({ length: FLAGS_TO_HIDE + 1 }, () => kit.newPoster()));
    for (const r of reporters.slice(0, FLAGS_TO_HIDE - 1))
      expect((await report(id, r.token)).status).toBe(200);
    expect(await notes('listing_flagged')).toHaveLength(0);

    // The report that hides it, sent twice with one Idempotency-Key (a retry after a lost answer)
    // and once more without one (a double tap that missed the key): one notification.
    const last = reporters[FLAGS_TO_HIDE - 1]!.token;
    const retryKey = key();
    expect((await report(id, last, { reason: 'fake' })).status).toBe(200);
    expect(
      (
        await kit.postJson(
          `/api/listing-flags/${id}`,
          last,
          { reason: 'fake' },
          { 'Idempotency-Key': retryKey },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await kit.postJson(
          `/api/listing-flags/${id}`,
          last,
          { reason: 'fake' },
          { 'Idempotency-Key': retryKey },
        )
      ).status,
    ).toBe(200);
    // A sixth reporter of the hidden listing changes nothing for the author.
    expect((await report(id, reporters[FLAGS_TO_HIDE]!.token)).status).toBe(200);
    const flagged = await notes('listing_flagged');
    expect(flagged).toEqual([
      expect.objectContaining({
        title: 'Your listing is hidden for review',
        body: expect.stringContaining('hidden while our team reviews reports') as unknown,
        link: '/my/listings',
      }),
    ]);
    expect(flagged[0]!.body).toContain(title);

    // The author reads it through the API, typed as the wire says.
    const listed = (await (await kit.get('/api/notifications', bearer(poster.token))).json()) as {
      items: { type: string; listingId?: string; link: string | null }[];
    };
    expect(listed.items.find((n) => n.type === 'listing_flagged' && n.listingId === id)).toMatchObject({
      link: '/my/listings',
    });
    // My Listings says it is hidden (status 'flagged'), not 'pending'.
    const mine = (await (await kit.get('/api/my/listings', bearer(poster.token))).json()) as {
      items: { id: string; status: string }[];
    };
    expect(mine.items.find((i) => i.id === id)?.status).toBe('flagged');

    // Dismissed twice (double tap, two admins): one 'listing_restored'.
    for (let i = 0; i < 2; i++) {
      const res = await kit.postJson(`/api/admin/listings/${id}/dismiss-reports`, kit.adminToken, {});
      expect(res.status).toBe(200);
    }
    expect(await notes('listing_restored')).toEqual([
      expect.objectContaining({ title: 'Your listing is visible again', link: '/my/listings' }),
    ]);
    expect(await notes('listing_flagged')).toHaveLength(1);
  });

  it('notify() with a onceKey stores one notification however often it is called', async () => {
    const input = {
      userId: poster.userId,
      type: 'listing_flagged' as const,
      title: 'Once',
      body: 'Once only',
      onceKey: `listing_flagged:test:${Date.now()}`,
    };
    const [a, b] = await Promise.all([notify(kit.store, input), notify(kit.store, input)]);
    expect(a?._id).toBe(input.onceKey);
    expect(b?._id).toBe(input.onceKey);
    expect(await kit.store.collection(NOTIFICATIONS).count({ _id: input.onceKey })).toBe(1);
  });

  it('removal (reject) closes the reports and keeps the listing hidden', async () => {
    const id = await liveOffice('Flag removal office');
    for (let i = 0; i < FLAGS_TO_HIDE; i++) await report(id, (await kit.newPoster()).token);
    const res = await kit.postJson(`/api/admin/listings/${id}/reject`, kit.adminToken, {
      reason: 'Reported as fake and confirmed',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'rejected' });
    expect(await kit.store.collection(LISTING_FLAGS).count({ listingId: id, open: true })).toBe(0);
    expect((await report(id, (await kit.newPoster()).token)).status).toBe(404);
  });

  it(`allows ${FLAGS_PER_USER.limit} reports per account an hour (429 after)`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= FLAGS_PER_USER.limit; i++) {
      const { _id } = await kit.store.collection(LISTINGS).insertOne({
        title: `Bulk ${i}`,
        category: 'rent',
        status: 'live',
        authorId: poster.userId,
        createdAt: new Date(),
      });
      ids.push(_id);
    }
    const busy = await kit.newPoster();
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await report(id, busy.token)).status);
    expect(statuses.slice(0, FLAGS_PER_USER.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
