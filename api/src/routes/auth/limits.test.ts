/** Resend countdown and the per-address / per-IP rate limits: 429 with Retry-After. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../auth/auth-rules';
import type { AuthKit } from './auth-test-kit';
import { authKit, freshEmail, freshIp, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());
afterEach(() => vi.useRealTimers());

const requestOtp = (body: Record<string, unknown>, ip = freshIp()) =>
  kit.post('/api/auth/email/request-otp', body, { 'X-Forwarded-For': ip });

describe('resend', () => {
  it('is refused before 600 s with the seconds left, then sends a new code that voids the old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = freshEmail('resend');
    const res = await requestOtp({ name: 'Re Send', mobile: freshMobile(), email });
    const { challengeId } = (await res.json()) as { challengeId: string };
    const first = kit.codeFor(email);

    vi.setSystemTime(Date.now() + 100_000);
    const early = await kit.post('/api/auth/resend-otp', { challengeId });
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('500');

    vi.setSystemTime(Date.now() + 500_000);
    const ok = await kit.post('/api/auth/resend-otp', { challengeId });
    expect(ok.status).toBe(200);
    const resent = (await ok.json()) as { success: boolean; emailDisabled: boolean; challengeId: string };
    expect(resent).toMatchObject({ success: true, emailDisabled: true });
    expect(resent.challengeId).not.toBe(challengeId);
    const second = kit.lines.filter((l) => l.includes(email)).length;
    expect(second).toBe(2);
    const code = kit.codeFor(email);
    if (code !== first) {
      const old = await kit.post('/api/auth/verify-otp', { challengeId: resent.challengeId, otp: first });
      expect(old.status).toBe(400);
    }
    // The replaced challenge's code is void even when the right code is typed against it.
    expect((await kit.post('/api/auth/verify-otp', { challengeId, otp: first })).status).toBe(400);
    const signedIn = await kit.post('/api/auth/verify-otp', { challengeId: resent.challengeId, otp: code });
    expect(signedIn.status).toBe(200);
  });

  it('answers 404 for an unknown challenge', async () => {
    const res = await kit.post('/api/auth/resend-otp', { challengeId: 'f'.repeat(43) });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('No user to resend OTP for.');
  });
});

describe('rate limits', () => {
  it(`allows ${LIMITS.codesPerEmail.limit} codes per address per 15 minutes from one client`, async () => {
    const email = freshEmail('limit');
    const mobile = freshMobile();
    const ip = freshIp();
    for (let i = 0; i < LIMITS.codesPerEmail.limit; i += 1) {
      expect((await requestOtp({ name: 'Lim It', mobile, email }, ip)).status).toBe(200);
    }
    const over = await requestOtp({ name: 'Lim It', mobile, email }, ip);
    expect(over.status).toBe(429);
    const retry = Number(over.headers.get('Retry-After'));
    expect(retry).toBeGreaterThan(890);
    expect(retry).toBeLessThanOrEqual(900);
  });

  it("a stranger who uses up an address's codes does not stop its owner getting one", async () => {
    const email = freshEmail('owner');
    const mobile = freshMobile();
    const stranger = freshIp();
    for (let i = 0; i < LIMITS.codesPerEmail.limit; i += 1) {
      expect((await requestOtp({ name: 'Own Er', mobile, email }, stranger)).status).toBe(200);
    }
    expect((await requestOtp({ name: 'Own Er', mobile, email }, stranger)).status).toBe(429);
    // Before: the owner's own request got 429 for 15 minutes.
    expect((await requestOtp({ name: 'Own Er', mobile, email }, freshIp())).status).toBe(200);
  });

  it(`stops mail-bombing: ${LIMITS.codesPerEmailAllIps.limit} codes an hour to one address from all clients`, async () => {
    const email = freshEmail('bomb');
    const mobile = freshMobile();
    const perIp = LIMITS.codesPerEmail.limit;
    for (let i = 0; i < LIMITS.codesPerEmailAllIps.limit; i += 1) {
      const ip = `198.18.${Math.floor(i / perIp)}.1`;
      expect((await requestOtp({ name: 'Bo Mb', mobile, email }, ip)).status).toBe(200);
    }
    const over = await requestOtp({ name: 'Bo Mb', mobile, email }, freshIp());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  }, 120_000); // 61 sign-in requests in turn: a hang guard sized for a loaded 2-core machine

  it(`allows ${LIMITS.sendsPerIp.limit} code requests per IP per 15 minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.sendsPerIp.limit; i += 1) {
      const res = await requestOtp({ name: 'Ip User', mobile: freshMobile(), email: freshEmail('ip') }, ip);
      expect(res.status).toBe(200);
    }
    const over = await requestOtp({ name: 'Ip User', mobile: freshMobile(), email: freshEmail('ip') }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(
      (await requestOtp({ name: 'Ip User', mobile: freshMobile(), email: freshEmail('ip') })).status,
    ).toBe(200);
    // 31 sign-ups with scrypt-hashed codes: ~6 s embedded, up to ~20 s on a busy FerretDB.
  }, 90_000);

  it(`allows ${LIMITS.verifiesPerIp.limit} verify calls per IP per 15 minutes, and frees up after the window`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    const verify = () =>
      kit.post(
        '/api/auth/verify-otp',
        { challengeId: 'e'.repeat(43), otp: '123456' },
        { 'X-Forwarded-For': ip },
      );
    for (let i = 0; i < LIMITS.verifiesPerIp.limit; i += 1) expect((await verify()).status).toBe(400);
    const over = await verify();
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('900');
    vi.setSystemTime(Date.now() + 901_000);
    expect((await verify()).status).toBe(400);
  });

  it('counts no verify calls against an account: guesses from many IPs never answer 429', async () => {
    const userId = 'd'.repeat(24);
    for (let i = 0; i < LIMITS.verifiesPerIp.limit + 2; i += 1) {
      const res = await kit.post('/api/auth/verify-otp', {
        userId,
        challengeId: 'd'.repeat(43),
        otp: '123456',
      });
      expect(res.status).toBe(400);
    }
  });
});
