/**
 * GET /api/account/export (everything the account holds, nobody else's) and account deletion:
 * wrong and right codes, the effects on listings, leads, sessions and sign-in, the last admin,
 * and a deletion a crash cut short being finished by a retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginDeletion, resumeDeletions, tombstoneEmail } from '../../services/account/delete-account';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { silentLogger } from '../../http/logger';
import { authKit, bearer, freshEmail, freshMobile, type AuthKit } from '../auth/auth-test-kit';
import { asJson, liveListing, requestCallback } from './account-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit({ ADMIN_EMAILS: 'only-admin@propai.example' });
}, 60_000);
afterAll(() => kit.close());

/** A lister with a live listing that a buyer asked to call back (a lead each way, a notification). */
async function listerWithLead() {
  const email = freshEmail('lister');
  const lister = await kit.signIn(email);
  const buyerEmail = freshEmail('buyer');
  const buyer = { ...(await kit.signIn(buyerEmail)), email: buyerEmail };
  const listing = await liveListing(kit, lister.userId);
  expect((await requestCallback(kit, buyer.token, listing._id)).status).toBe(201);
  return { email, lister, buyer, listing };
}

async function deletionCode(token: string, email: string) {
  const res = await kit.post('/api/account/delete/request-code', undefined, bearer(token));
  expect(res.status).toBe(200);
  const { challengeId } = await asJson<{ challengeId: string }>(res);
  return { challengeId, otp: kit.codeFor(email) };
}

describe('GET /api/account/export', () => {
  it('401 signed out', async () => {
    expect((await kit.get('/api/account/export')).status).toBe(401);
  });

  it("is an attachment with the account's data and none of another user's", async () => {
    const { lister, buyer, listing } = await listerWithLead();
    const res = await kit.get('/api/account/export', bearer(buyer.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="propai-data-.*\.json"$/);
    const data = await asJson<Record<string, unknown> & { leads: { sent: { targetId: string }[] } }>(res);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'listings', 'leads', 'surveys', 'favorites', 'savedSearches']),
    );
    expect(data.leads.sent.map((l) => l.targetId)).toEqual([listing._id]);
    expect(data.listings).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(lister.userId);
    expect(text).not.toContain('asha@example.com'); // the lister's listing contact
    expect(text).not.toContain('codeHash');

    const mine = await asJson<{ listings: { id: string }[]; leads: { received: { phone: string }[] } }>(
      await kit.get('/api/account/export', bearer(lister.token)),
    );
    expect(mine.listings.map((l) => l.id)).toEqual([listing._id]);
    expect(mine.leads.received[0]?.phone).toBe('9812345678'); // what the buyer sent to this lister
  });

  it('is limited per user (429 after 5 an hour)', async () => {
    const { token } = await kit.signIn(freshEmail());
    for (let i = 0; i < 5; i++)
      expect((await kit.get('/api/account/export', bearer(token))).status).toBe(200);
    const res = await kit.get('/api/account/export', bearer(token));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('deleting an account', () => {
  it('401 signed out; 400 for a bad body', async () => {
    expect((await kit.post('/api/account/delete/request-code', undefined)).status).toBe(401);
    expect((await kit.post('/api/account/delete/confirm', { challengeId: 'x', otp: '1' })).status).toBe(401);
    const { token } = await kit.signIn(freshEmail());
    const bad = await kit.post('/api/account/delete/confirm', { otp: 'abc' }, bearer(token));
    expect(bad.status).toBe(400);
    expect(Object.keys((await asJson<{ fields: object }>(bad)).fields)).toEqual(['challengeId', 'otp']);
  });

  it('a wrong code changes nothing; a sign-in code cannot delete, a deletion code cannot sign in', async () => {
    const email = freshEmail();
    const { token, userId } = await kit.signIn(email);
    const { challengeId, otp } = await deletionCode(token, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await kit.post('/api/account/delete/confirm', { challengeId, otp: wrong }, bearer(token));
    expect(res.status).toBe(400);
    expect((await asJson<{ message: string }>(res)).message).toBe('Invalid code.');
    const asSignIn = await kit.post('/api/auth/verify-otp', { challengeId, otp });
    expect(asSignIn.status).toBe(400);
    expect((await kit.get('/api/auth/me', bearer(token))).status).toBe(200);
    expect((await kit.store.collection('users').findOne({ _id: userId }))?.deletion).toBeUndefined();
  });

  it('the right code deletes: listings down, leads anonymised, data gone, signed out, fresh sign-up', async () => {
    const { email, lister, buyer, listing } = await listerWithLead();
    const { challengeId, otp } = await deletionCode(lister.token, email);
    const res = await kit.post('/api/account/delete/confirm', { challengeId, otp }, bearer(lister.token));
    expect(res.status).toBe(200);
    expect(await asJson(res)).toMatchObject({ deleted: true });

    expect((await kit.get('/api/auth/me', bearer(lister.token))).status).toBe(401);
    expect((await kit.get(`/api/listings/${listing.slug}`)).status).toBe(404);
    const stored = await kit.store.collection('listings').findOne({ _id: listing._id });
    expect(stored).toMatchObject({ status: 'removed' });
    expect(stored).not.toHaveProperty('contactPhone');
    const lead = await kit.store.collection('leads').findOne({ fromUserId: buyer.userId });
    expect(lead).toMatchObject({ name: 'Deleted user', phone: '' });
    expect(lead).not.toHaveProperty('message');
    expect(await kit.store.collection(NOTIFICATIONS).count({ userId: lister.userId })).toBe(0);
    // The buyer deletes too: the lister's callback notification keeps none of their details.
    const second = await listerWithLead();
    const code = await deletionCode(second.buyer.token, second.buyer.email);
    expect((await kit.post('/api/account/delete/confirm', code, bearer(second.buyer.token))).status).toBe(
      200,
    );
    const note = await kit.store.collection(NOTIFICATIONS).findOne({ userId: second.lister.userId });
    expect(note?.body).not.toMatch(/Ravi|9812345678/);
    const user = await kit.store.collection('users').findOne({ _id: lister.userId });
    expect(user).toMatchObject({ name: 'Deleted user', email: tombstoneEmail(lister.userId) });
    expect(user).not.toHaveProperty('mobile');
    expect(user).not.toHaveProperty('firstName');
    const audit = await kit.store.collection('login_audit').find({ matchedUserId: lister.userId });
    expect(audit.some((a) => a.outcome === 'account_deleted')).toBe(true);
    expect(audit.every((a) => a.emailTyped === null)).toBe(true);

    // The address starts a fresh account.
    const again = await kit.signIn(email);
    expect(again.userId).not.toBe(lister.userId);
  });

  it('the last admin cannot delete their account (409 saying why)', async () => {
    const admin = await kit.signIn('only-admin@propai.example');
    const res = await kit.post('/api/account/delete/request-code', undefined, bearer(admin.token));
    expect(res.status).toBe(409);
    expect((await asJson<{ message: string }>(res)).message).toMatch(/only admin/);
    expect((await kit.get('/api/auth/me', bearer(admin.token))).status).toBe(200);
  });

  it('cut short after the marker: no sign-in or session meanwhile, and a retry finishes it', async () => {
    const { email, lister, listing } = await listerWithLead();
    const mobile = freshMobile();
    await kit.store.collection('users').updateOne({ _id: lister.userId }, { $set: { mobile } });
    // What a crash right after step 0 leaves behind.
    expect(await beginDeletion(kit.store, lister.userId)).toBe(true);
    expect(await beginDeletion(kit.store, lister.userId)).toBe(false);
    expect((await kit.get('/api/auth/me', bearer(lister.token))).status).toBe(401);
    const stillLive = await kit.store.collection('listings').findOne({ _id: listing._id });
    expect(stillLive?.status).toBe('live');

    expect(await resumeDeletions(kit.store, silentLogger)).toBe(1);
    expect(await resumeDeletions(kit.store, silentLogger)).toBe(0);
    expect((await kit.store.collection('listings').findOne({ _id: listing._id }))?.status).toBe('removed');
    expect(await kit.store.collection('users').findOne({ _id: lister.userId })).toMatchObject({
      email: tombstoneEmail(lister.userId),
    });
    const fresh = await kit.signIn(email, mobile);
    expect(fresh.userId).not.toBe(lister.userId);
  });

  it('cut short, then the owner signs in again: the deletion is finished first, a fresh account starts', async () => {
    const { email, lister } = await listerWithLead();
    await beginDeletion(kit.store, lister.userId);
    const fresh = await kit.signIn(email);
    expect(fresh.userId).not.toBe(lister.userId);
    const old = await kit.store.collection('users').findOne({ _id: lister.userId });
    expect(old?.deletion).toHaveProperty('completedAt');
  });
});
