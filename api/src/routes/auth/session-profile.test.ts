/** Sessions (30-day sliding expiry, revocation), profile edits and completeness, survey signup. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthKit } from './auth-test-kit';
import { authKit, bearer, freshEmail, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
const me = (token: string) => kit.get('/api/auth/me', bearer(token));

describe('sessions', () => {
  it('expire 30 days after the last use, and each use (at most once a minute) slides the expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await kit.signIn(freshEmail('slide'));
    const expiry = async () =>
      (await kit.store.collection('sessions').find({}, { sort: { lastSeenAt: -1 } }))[0]!.expiresAt as Date;
    const first = await expiry();

    vi.setSystemTime(Date.now() + 30_000);
    expect((await me(token)).status).toBe(200);
    expect((await expiry()).getTime()).toBe(first.getTime()); // < 1 minute: no write

    vi.setSystemTime(Date.now() + 29 * DAY);
    expect((await me(token)).status).toBe(200);
    const slid = await expiry();
    expect(slid.getTime()).toBeGreaterThan(first.getTime() + 28 * DAY);

    vi.setSystemTime(slid.getTime() + 1000);
    expect((await me(token)).status).toBe(401);
  });

  it('logout revokes only that session', async () => {
    const email = freshEmail('two');
    const mobile = freshMobile();
    const a = await kit.signIn(email, mobile);
    const again = await kit.post('/api/auth/email/request-otp', { name: 'Two Devices', mobile, email });
    const { challengeId } = (await again.json()) as { challengeId: string };
    const b = (await (
      await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(email) })
    ).json()) as { token: string };
    expect((await kit.post('/api/auth/logout', undefined, bearer(a.token))).status).toBe(200);
    expect((await me(a.token)).status).toBe(401);
    expect((await me(b.token)).status).toBe(200);
  });
});

describe('profile', () => {
  const patch = (token: string, body: unknown) =>
    kit.app.request('/api/auth/profile', {
      method: 'PATCH',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('edits names and country and reports completeness', async () => {
    const { token } = await kit.signIn(freshEmail('prof'));
    const res = await patch(token, { firstName: 'Meera', lastName: 'Iyer', country: 'India' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      user: { firstName: 'Meera', lastName: 'Iyer', name: 'Meera Iyer', country: 'India' },
      profileCompleteness: { percent: 100, missing: [], complete: true },
    });
    const named = await patch(token, { name: 'Solo' });
    expect(await named.json()).toMatchObject({
      user: { name: 'Solo', firstName: 'Solo', lastName: 'Iyer' },
    });
  });

  it.each([
    [
      { email: 'new@example.com' },
      'Your email changes only by signing in with a code sent to the new address.',
    ],
    [{ role: 'admin' }, 'Roles are granted by an administrator.'],
    [{ favouriteColour: 'blue' }, 'Unknown field: favouriteColour.'],
    [{ firstName: { $set: 'x' } }, undefined],
    [{ country: '' }, 'Enter your country.'],
  ])('refuses %j', async (body, message) => {
    const { token } = await kit.signIn(freshEmail('strict'));
    const res = await patch(token, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { fields: Record<string, string> };
    if (message) expect(Object.values(answer.fields)).toContain(message);
    expect(((await (await me(token)).json()) as { user: { role: string } }).user.role).toBe('user');
  });

  it('needs a session', async () => {
    expect((await kit.app.request('/api/auth/profile', { method: 'PATCH', body: '{}' })).status).toBe(401);
  });
});

describe('signup with survey', () => {
  const userInfo = () => ({
    firstName: 'Kabir',
    lastName: 'S',
    email: freshEmail('survey'),
    mobile: freshMobile(),
    planningToBuy: '0-3 months',
    ownsRealEstate: 'no',
  });

  it('creates the account with its survey and sends a code', async () => {
    const info = userInfo();
    const surveyData = { purpose: 'buy', budget: '1-2 Cr', location: ['Noida', 'Gurugram'], bhk: 3 };
    const res = await kit.post('/api/auth/signup-with-survey', { surveyData, userInfo: info });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; challengeId: string; message: string };
    expect(body.success).toBe(true);
    const verified = await kit.post('/api/auth/verify-otp', {
      challengeId: body.challengeId,
      otp: kit.codeFor(info.email),
    });
    expect(await verified.json()).toMatchObject({
      success: true,
      user: { firstName: 'Kabir', lastName: 'S', country: 'India', hasSurvey: true, surveyData },
    });
  });

  it('answers the spec message naming every bad field', async () => {
    const res = await kit.post('/api/auth/signup-with-survey', {
      surveyData: {},
      userInfo: { ...userInfo(), firstName: 'K', email: 'no-at-sign', planningToBuy: '' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toBe('Please fill all required fields correctly');
    expect(Object.keys(body.fields).sort()).toEqual([
      'userInfo.email',
      'userInfo.firstName',
      'userInfo.planningToBuy',
    ]);
  });

  it('refuses operator-like survey keys', async () => {
    const res = await kit.post('/api/auth/signup-with-survey', {
      surveyData: { $where: 'x' },
      userInfo: userInfo(),
    });
    expect(res.status).toBe(400);
  });

  it("saves an existing account's survey only after its code is verified", async () => {
    const email = freshEmail('exist');
    const mobile = freshMobile();
    const { token } = await kit.signIn(email, mobile);
    const res = await kit.post('/api/auth/signup-with-survey', {
      surveyData: { purpose: 'rent' },
      userInfo: { ...userInfo(), email, mobile },
    });
    const { challengeId } = (await res.json()) as { challengeId: string };
    expect(((await (await me(token)).json()) as { user: { hasSurvey: boolean } }).user.hasSurvey).toBe(false);
    await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(email) });
    expect(((await (await me(token)).json()) as { user: { surveyData: object } }).user.surveyData).toEqual({
      purpose: 'rent',
    });
  });
});
