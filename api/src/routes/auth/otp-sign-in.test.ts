/** Email-OTP sign-in end to end: request → code from the log → verify → me → logout → me 401. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthKit } from './auth-test-kit';
import { authKit, bearer, freshEmail, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const requestOtp = (body: Record<string, unknown>) => kit.post('/api/auth/email/request-otp', body);

describe('happy path', () => {
  it('signs up, signs in, reads me, signs out', async () => {
    const email = freshEmail('happy');
    const mobile = freshMobile();
    const res = await requestOtp({
      name: '  Asha Verma ',
      mobile: `+${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      email: email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    const sent = (await res.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      success: true,
      email,
      mobile,
      emailDisabled: true,
      action: 'otp_sent',
      attachedEmail: null,
      cooldownDaysLeft: 0,
      message: 'OTP generated (email disabled). Check server console.',
    });
    expect(sent.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(sent.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = kit.lines.filter((l) => l.includes(email)).at(-1)!;
    expect(line).toMatch(
      new RegExp(`^\\[otp\\] code for ${email.replace(/\./g, '\\.')}: \\d{6} \\(valid 10 min\\)$`),
    );

    const verified = await kit.post('/api/auth/verify-otp', {
      challengeId: sent.challengeId,
      otp: kit.codeFor(email),
    });
    expect(verified.status).toBe(200);
    const session = (await verified.json()) as {
      token: string;
      sessionToken: string;
      user: Record<string, unknown>;
    };
    expect(session.token).toBe(session.sessionToken);
    expect(session.user).toMatchObject({
      email,
      mobile,
      role: 'user',
      isAdmin: false,
      firstName: 'Asha',
      lastName: 'Verma',
      name: 'Asha Verma',
    });

    const me = await kit.get('/api/auth/me', bearer(session.token));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      success: true,
      user: { email },
      profileCompleteness: { percent: 90, missing: ['country'] },
    });

    expect((await kit.post('/api/auth/logout', undefined, bearer(session.token))).status).toBe(200);
    expect((await kit.get('/api/auth/me', bearer(session.token))).status).toBe(401);
  });

  it('stores no plain code or token', async () => {
    const email = freshEmail('hash');
    const { token } = await kit.signIn(email);
    const code = kit.codeFor(email);
    const rows = JSON.stringify([
      ...(await kit.store.collection('otp_codes').find({})),
      ...(await kit.store.collection('sessions').find({})),
    ]);
    expect(rows).not.toContain(token);
    expect(rows).not.toContain(`"${code}"`);
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    expect((await kit.get('/api/auth/me')).status).toBe(401);
    expect((await kit.get('/api/auth/me', { Authorization: 'Bearer nope' })).status).toBe(401);
    expect((await kit.get('/api/auth/me', bearer('A'.repeat(43)))).status).toBe(401);
    expect((await kit.post('/api/auth/logout', undefined)).status).toBe(401);
  });
});

describe('validation (spec §5 messages)', () => {
  const good = () => ({ name: 'Ravi Kumar', mobile: freshMobile(), email: freshEmail('v') });
  it.each([
    ['name', { name: ' R ' }, 'Enter your name (at least 2 characters).'],
    ['mobile', { mobile: '5876543210' }, 'Enter a valid 10-digit mobile number.'],
    ['mobile', { mobile: '98765' }, 'Enter a valid 10-digit mobile number.'],
    ['mobile', { mobile: '98765432101' }, 'Enter a valid 10-digit mobile number.'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email', { email: 'a@b' }, 'Enter a valid email address.'],
  ])('rejects a bad %s', async (field, patch, message) => {
    const res = await requestOtp({ ...good(), ...patch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
  });

  it('rejects a missing challenge id, a malformed user id and code', async () => {
    const res = await kit.post('/api/auth/verify-otp', { userId: 'abc', otp: '12a456' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      challengeId: 'Invalid challenge id.',
      userId: 'Invalid user id.',
      otp: 'Please enter a valid 6-digit code.',
    });
  });

  it.each([
    [
      '/api/auth/email/request-otp',
      { name: 'Ravi Kumar', mobile: '9876543210', email: { $gt: '' } },
      'email',
    ],
    [
      '/api/auth/email/request-otp',
      { name: 'Ravi Kumar', mobile: { $ne: null }, email: 'x@example.com' },
      'mobile',
    ],
    ['/api/auth/verify-otp', { challengeId: { $gt: '' }, otp: '123456' }, 'challengeId'],
    ['/api/auth/verify-otp', { challengeId: 'a'.repeat(43), userId: { $gt: '' }, otp: '123456' }, 'userId'],
    ['/api/auth/verify-otp', { challengeId: 'a'.repeat(43), otp: { $gt: '' } }, 'otp'],
    ['/api/auth/resend-otp', { challengeId: { $ne: 'x' } }, 'challengeId'],
  ])('refuses an operator object in %s (%s)', async (path, body, field) => {
    const res = await kit.post(path, body);
    expect(res.status).toBe(400);
    // The key check names the operator's own path (email.$gt) before the route's schema runs.
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toContainEqual(
      expect.stringMatching(new RegExp(`^${field}(\\.|$)`)),
    );
  });

  it('refuses malformed JSON', async () => {
    expect((await kit.post('/api/auth/verify-otp', '{"userId":')).status).toBe(400);
  });
});

describe('codes', () => {
  it('rejects a wrong code, and the 5th wrong try voids the code', async () => {
    const email = freshEmail('wrong');
    const res = await requestOtp({ name: 'Wrong Tries', mobile: freshMobile(), email });
    const { challengeId } = (await res.json()) as { challengeId: string };
    const right = kit.codeFor(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await kit.post('/api/auth/verify-otp', { challengeId, otp: wrong });
      expect(r.status).toBe(400);
      messages.push(((await r.json()) as { message: string }).message);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid code.'));
    expect(messages[4]).toBe('Too many wrong codes. Request a new code.');
    const late = await kit.post('/api/auth/verify-otp', { challengeId, otp: right });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(
      'Too many wrong codes. Request a new code.',
    );
  });

  it('a code signs in once', async () => {
    const email = freshEmail('once');
    const res = await requestOtp({ name: 'Once Only', mobile: freshMobile(), email });
    const { challengeId } = (await res.json()) as { challengeId: string };
    const otp = kit.codeFor(email);
    const [a, b] = await Promise.all([
      kit.post('/api/auth/verify-otp', { challengeId, otp }),
      kit.post('/api/auth/verify-otp', { challengeId, otp }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it('an expired code fails with "Verification failed"', async () => {
    const email = freshEmail('expired');
    const res = await requestOtp({ name: 'Old Code', mobile: freshMobile(), email });
    const { userId, challengeId } = (await res.json()) as { userId: string; challengeId: string };
    await kit.store
      .collection('otp_codes')
      .updateMany({ userId }, { $set: { createdAt: new Date(Date.now() - 601_000) } });
    const r = await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(email) });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toMatch(
      /^Verification failed\. The code has expired/,
    );
  });
});
