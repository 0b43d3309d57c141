/** Sessions (30-day sliding expiry, revocation), profile edits and completeness (survey signup: signup-with-survey.test.ts). */
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
