/** The mobile-conflict panel (spec §4) and the email-registered-elsewhere case. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthKit } from './auth-test-kit';
import { authKit, bearer, freshEmail, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const requestOtp = (body: Record<string, unknown>) => kit.post('/api/auth/email/request-otp', body);
type Answer = Record<string, unknown> & { userId: string; challengeId: string; message: string };

/** The holder agrees through the link printed for their address (email disabled). */
function agreeFor(email: string) {
  const line = kit.lines.filter((l) => l.startsWith(`[mobile-consent] for ${email}: `)).at(-1)!;
  const token = new URL(line.split(' ')[3]!).searchParams.get('token')!;
  return kit.app.request('/api/auth/mobile-consent/agree', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
}

async function holder() {
  const email = freshEmail('rahul');
  const mobile = freshMobile();
  const owner = await kit.signIn(email, mobile);
  return { email, mobile, ...owner };
}

describe('mobile attached to a different email', () => {
  it('answers 409 with the masked address and sends no code', async () => {
    const h = await holder();
    const typed = freshEmail('other');
    const linesBefore = kit.lines.length;
    const res = await requestOtp({ name: 'Someone Else', mobile: h.mobile, email: typed });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Answer;
    expect(body).toMatchObject({
      success: false,
      action: 'request_change_or_use_attached',
      attachedEmail: 'r•••@example.com',
      cooldownDaysLeft: 0,
      userId: null,
    });
    expect(JSON.stringify(body)).not.toContain(h.email);
    expect(kit.lines.length).toBe(linesBefore);
  });

  it('useAttached sends the code to the attached address and signs in its account', async () => {
    const h = await holder();
    const res = await requestOtp({
      name: 'Rahul',
      mobile: h.mobile,
      email: freshEmail('typo'),
      useAttached: true,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body).toMatchObject({ action: 'otp_sent', userId: h.userId, email: 'r•••@example.com' });
    const verified = await kit.post('/api/auth/verify-otp', {
      challengeId: body.challengeId,
      otp: kit.codeFor(h.email),
    });
    expect(((await verified.json()) as { user: { email: string } }).user.email).toBe(h.email);
  });

  it('allowChange: nothing moves at verify; once the holder agrees, a 15-day cooldown', async () => {
    const h = await holder();
    const typed = freshEmail('new');
    const res = await requestOtp({ name: 'Rahul New', mobile: h.mobile, email: typed, allowChange: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.userId).not.toBe(h.userId);

    const verified = await kit.post('/api/auth/verify-otp', {
      challengeId: body.challengeId,
      otp: kit.codeFor(typed),
    });
    const session = (await verified.json()) as { user: { email: string; mobile: string | null } };
    // The holder's consent is needed first (mobile-consent.test.ts covers refuse, window, undo).
    expect(session.user).toMatchObject({ email: typed, mobile: null });
    const still = await kit.get('/api/auth/me', bearer(h.token));
    expect(((await still.json()) as { user: { mobile: string } }).user.mobile).toBe(h.mobile);
    expect((await agreeFor(h.email)).status).toBe(200);
    const old = await kit.get('/api/auth/me', bearer(h.token));
    expect(((await old.json()) as { user: { mobile: string | null; email: string } }).user).toMatchObject({
      email: h.email,
      mobile: null,
    });
    expect(
      await kit.store.collection('login_audit').count({ outcome: 'change_agreed', mobileTyped: h.mobile }),
    ).toBe(1);

    // Moving it again within 15 days is refused with the days left.
    const again = await requestOtp({
      name: 'Third Person',
      mobile: h.mobile,
      email: freshEmail('third'),
      allowChange: true,
    });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({
      action: 'cooldown_403',
      cooldownDaysLeft: 15,
      success: false,
    });
    const panel = await requestOtp({ name: 'Third Person', mobile: h.mobile, email: freshEmail('third') });
    expect(await panel.json()).toMatchObject({
      action: 'request_change_or_use_attached',
      cooldownDaysLeft: 15,
    });
  });

  it('after the cooldown a change can be requested again', async () => {
    const h = await holder();
    await kit.store
      .collection('users')
      .updateOne(
        { _id: h.userId },
        { $set: { emailChangedAt: new Date(Date.now() - 15 * 86_400_000 - 1000) } },
      );
    const typed = freshEmail('later');
    const res = await requestOtp({ name: 'Later Change', mobile: h.mobile, email: typed, allowChange: true });
    expect(res.status).toBe(200);
    const { challengeId } = (await res.json()) as Answer;
    expect((await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(typed) })).status).toBe(
      200,
    );
    expect(
      await kit.store.collection('login_audit').count({ outcome: 'change_requested', emailTyped: typed }),
    ).toBe(1);
  });
});

describe('email registered with a different mobile', () => {
  it('answers 409 mismatch_409 and sends no code', async () => {
    const h = await holder();
    const linesBefore = kit.lines.length;
    const res = await requestOtp({ name: 'Rahul', mobile: freshMobile(), email: h.email });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ action: 'mismatch_409', success: false, userId: null });
    expect(kit.lines.length).toBe(linesBefore);
  });
});

describe('login audit rows', () => {
  it('records every outcome with typed values and the IP', async () => {
    const h = await holder();
    await requestOtp({ name: 'Audit Me', mobile: h.mobile, email: freshEmail('aud') });
    const rows = await kit.store
      .collection('login_audit')
      .find({ mobileTyped: h.mobile }, { sort: { createdAt: 1 } });
    expect(rows.map((r) => r.outcome)).toEqual(['otp_sent', 'verified', 'request_change_or_use_attached']);
    expect(rows[2]).toMatchObject({ attachedEmail: 'r•••@example.com', matchedUserId: h.userId });
    expect(typeof rows[2]!.ip).toBe('string');
  });
});
