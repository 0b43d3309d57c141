/**
 * /api/account/notification-preferences and what notify() does with them: in-app off stores
 * nothing, email on queues one email, and the send loop sends it exactly once (retrying a failure).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../domain/notifications/notification-types';
import { NOTIFICATION_EMAILS, sendQueuedEmails } from '../../services/notifications/notification-emails';
import { notify, NOTIFICATIONS } from '../../services/notifications/notify';
import { authKit, bearer, freshEmail, type AuthKit } from '../auth/auth-test-kit';
import { asJson, liveListing, put, requestCallback } from './account-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
}, 60_000);
afterAll(() => kit.close());

type Prefs = {
  groups: { title: string; items: { type: string; label: string; inApp: boolean; email: boolean }[] }[];
};
const itemOf = (p: Prefs, type: string) => p.groups.flatMap((g) => g.items).find((i) => i.type === type);
const PATH = '/api/account/notification-preferences';

describe('notification preferences', () => {
  it('401 without a session', async () => {
    expect((await kit.get(PATH)).status).toBe(401);
    expect((await put(kit, PATH, 'nope', { preferences: {} })).status).toBe(401);
  });

  it('lists every type in plain words, in-app on, email on only for the important ones', async () => {
    const { token } = await kit.signIn(freshEmail());
    const prefs = await asJson<Prefs>(await kit.get(PATH, bearer(token)));
    const items = prefs.groups.flatMap((g) => g.items);
    expect(items.map((i) => i.type).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(items.every((i) => i.inApp)).toBe(true);
    expect(itemOf(prefs, 'listing_approved')).toMatchObject({ label: 'Your listing is live', email: true });
    expect(itemOf(prefs, 'callback_request')?.email).toBe(true);
    expect(itemOf(prefs, 'saved_search_match')?.email).toBe(false);
  });

  it('stores a change and keeps the other types at their defaults', async () => {
    const { token } = await kit.signIn(freshEmail());
    const res = await put(kit, PATH, token, {
      preferences: { saved_search_match: { inApp: false, email: true } },
    });
    expect(res.status).toBe(200);
    const again = await asJson<Prefs>(await kit.get(PATH, bearer(token)));
    expect(itemOf(again, 'saved_search_match')).toMatchObject({ inApp: false, email: true });
    expect(itemOf(again, 'listing_stale')).toMatchObject({ inApp: true, email: false });
  });

  it('400 naming the field for an unknown type, a non-boolean switch or an extra key', async () => {
    const { token } = await kit.signIn(freshEmail());
    const unknown = await asJson<{ fields: Record<string, string> }>(
      await put(kit, PATH, token, { preferences: { $where: { inApp: true, email: true } } }),
    );
    expect(Object.keys(unknown.fields)).toEqual(['preferences.$where']);
    const bad = await put(kit, PATH, token, {
      preferences: { listing_approved: { inApp: 'yes', email: true } },
    });
    expect(bad.status).toBe(400);
    expect((await asJson<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty(
      'preferences.listing_approved.inApp',
      'Send true or false.',
    );
    const extra = await put(kit, PATH, token, { preferences: {}, sneaky: 1 });
    expect(extra.status).toBe(400);
  });
});

describe('notify() honours them', () => {
  it('in-app off: nothing stored; email on: one email queued, sent once by the loop', async () => {
    const email = freshEmail('lister');
    const lister = await kit.signIn(email);
    const buyer = await kit.signIn(freshEmail('buyer'));
    await put(kit, PATH, lister.token, { preferences: { callback_request: { inApp: false, email: true } } });
    const listing = await liveListing(kit, lister.userId);
    const cb = await requestCallback(kit, buyer.token, listing._id);
    expect(cb.status, await cb.clone().text()).toBe(201);

    expect(await kit.store.collection(NOTIFICATIONS).count({ userId: lister.userId })).toBe(0);
    const queued = await kit.store.collection(NOTIFICATION_EMAILS).find({ userId: lister.userId });
    expect(queued).toHaveLength(1);

    const sent: string[] = [];
    const mailer = {
      sendNotice: (to: string, n: { subject: string; link: string }) => {
        sent.push(`${to} ${n.subject} ${n.link}`);
        return Promise.resolve();
      },
    };
    await sendQueuedEmails(kit.store, mailer, 'https://propai.example');
    await sendQueuedEmails(kit.store, mailer, 'https://propai.example');
    expect(sent).toEqual([
      `${email} Callback requested: ${listing.title} https://propai.example/my-listings/leads`,
    ]);
    const row = await kit.store.collection(NOTIFICATION_EMAILS).findOne({ userId: lister.userId });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('defaults: in-app stored, no email for a type whose email is off by default', async () => {
    const { userId } = await kit.signIn(freshEmail());
    await notify(kit.store, { userId, type: 'saved_search_match', title: 'New', body: '3 new', link: '/x' });
    expect(await kit.store.collection(NOTIFICATIONS).count({ userId })).toBe(1);
    expect(await kit.store.collection(NOTIFICATION_EMAILS).count({ userId })).toBe(0);
  });

  it('a repeated event queues one email; a failed send is retried later, never doubled', async () => {
    const { userId } = await kit.signIn(freshEmail());
    const input = {
      userId,
      type: 'listing_approved' as const,
      title: 'Your listing is live',
      body: 'Flat',
      link: '/my/listings',
      onceKey: `listing_approved:${userId}`,
    };
    await notify(kit.store, input);
    await notify(kit.store, input);
    expect(await kit.store.collection(NOTIFICATION_EMAILS).count({ userId })).toBe(1);

    let fail = true;
    let delivered = 0;
    const mailer = {
      sendNotice: () => {
        if (fail) return Promise.reject(new Error('SMTP down'));
        delivered += 1;
        return Promise.resolve();
      },
    };
    expect(await sendQueuedEmails(kit.store, mailer, 'http://x')).toBe(0);
    const failed = await kit.store.collection(NOTIFICATION_EMAILS).findOne({ userId });
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP down' });
    expect(failed?.sendingAt).toBeUndefined();
    fail = false;
    // Not yet due (the pause after a failure), then due an hour later.
    expect(await sendQueuedEmails(kit.store, mailer, 'http://x')).toBe(0);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await sendQueuedEmails(kit.store, mailer, 'http://x', later)).toBe(1);
    expect(await sendQueuedEmails(kit.store, mailer, 'http://x', later)).toBe(0);
    expect(delivered).toBe(1);
  });
});
