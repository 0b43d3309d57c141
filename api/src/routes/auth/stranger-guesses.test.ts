/**
 * Issue 13 defect 1: guesses by someone who did not request a code can neither void it nor lock
 * the account. User ids are public; the challenge id is handed only to the code's requester.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../auth/auth-rules';
import type { AuthKit } from './auth-test-kit';
import { authKit, freshEmail, freshIp, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

type Sent = { userId: string; challengeId: string };
const ask = async (email: string, mobile = freshMobile(), ip = freshIp()) => {
  const res = await kit.post(
    '/api/auth/email/request-otp',
    { name: 'Owner Person', mobile, email },
    { 'X-Forwarded-For': ip },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Sent;
};
const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');
const verify = (body: Record<string, unknown>, ip = freshIp()) =>
  kit.post('/api/auth/verify-otp', body, { 'X-Forwarded-For': ip });

describe('a stranger guessing', () => {
  it('cannot void the owner’s code or lock the account, whatever public data they send', async () => {
    const email = freshEmail('owner');
    const owner = await ask(email);
    expect(owner.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const right = kit.codeFor(email);
    const wrong = wrongFor(right);

    // The stranger's own challenge (a code to their own address) and the owner's public user id.
    const strangerEmail = freshEmail('stranger');
    const stranger = await ask(strangerEmail);
    const strangerIps = [freshIp(), freshIp()];
    const guesses: Record<string, unknown>[] = [
      { userId: owner.userId, otp: wrong },
      { userId: owner.userId, challengeId: stranger.challengeId, otp: wrong },
      { userId: owner.userId, challengeId: 'A'.repeat(43), otp: wrong },
      { challengeId: stranger.challengeId, otp: wrong },
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const res = await verify(guesses[i % guesses.length]!, strangerIps[i % 2]);
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);

    // Before the fix: 429 for 15 minutes (or 'Too many wrong codes'); now the owner signs in.
    const signedIn = await verify({ challengeId: owner.challengeId, otp: right });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('needs the challenge id: a user id alone never verifies, even with the right code', async () => {
    const email = freshEmail('alone');
    const owner = await ask(email);
    const res = await verify({ userId: owner.userId, otp: kit.codeFor(email) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty('challengeId');
    // Another account's user id next to the right challenge is refused too (no mixing).
    const mixed = await verify({
      userId: 'f'.repeat(24),
      challengeId: owner.challengeId,
      otp: kit.codeFor(email),
    });
    expect(mixed.status).toBe(400);
    expect((await verify({ challengeId: owner.challengeId, otp: kit.codeFor(email) })).status).toBe(200);
  });

  it('cannot resend (and so void) the owner’s code without the challenge id', async () => {
    const email = freshEmail('resend');
    const owner = await ask(email);
    const byUser = await kit.post('/api/auth/resend-otp', { userId: owner.userId });
    expect(byUser.status).toBe(400);
    const byGuess = await kit.post('/api/auth/resend-otp', { challengeId: 'B'.repeat(43) });
    expect(byGuess.status).toBe(404);
    expect((await verify({ challengeId: owner.challengeId, otp: kit.codeFor(email) })).status).toBe(200);
  });

  it('cannot void the owner’s code by asking for another code to the same address', async () => {
    const email = freshEmail('again');
    const mobile = freshMobile();
    const owner = await ask(email, mobile);
    const right = kit.codeFor(email);
    // Whoever knows the address and mobile can make the server mail the owner a second code;
    // that code is the owner's to use, and the first one keeps working for its own requester.
    await ask(email, mobile);
    expect((await verify({ challengeId: owner.challengeId, otp: right })).status).toBe(200);
  });
});

describe('the rules that stay', () => {
  it('the 5th wrong try by the requester voids their code', async () => {
    const email = freshEmail('five');
    const own = await ask(email);
    const right = kit.codeFor(email);
    const ip = freshIp();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await verify({ challengeId: own.challengeId, otp: wrongFor(right) }, ip);
      expect(r.status).toBe(400);
      messages.push(((await r.json()) as { message: string }).message);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid code.'));
    expect(messages[4]).toBe('Too many wrong codes. Request a new code.');
    const late = await verify({ challengeId: own.challengeId, otp: right });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toBe(
      'Too many wrong codes. Request a new code.',
    );
  });

  it(`the guessing address gets 429 after ${LIMITS.verifiesPerIp.limit} tries`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.verifiesPerIp.limit; i += 1) {
      expect((await verify({ challengeId: 'C'.repeat(43), otp: '123456' }, ip)).status).toBe(400);
    }
    const over = await verify({ challengeId: 'C'.repeat(43), otp: '123456' }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
