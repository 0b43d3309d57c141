/**
 * Issue 13 defect 3: "use the typed email" (allowChange) never takes a mobile off another
 * person's account without that person's consent. The holder is emailed (here: the server log
 * line), can agree or refuse; without an answer the move happens after 15 days; an undo link
 * puts it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MOBILE_CONSENT_DAYS } from '../../auth/auth-rules';
import type { AuthKit } from './auth-test-kit';
import { authKit, bearer, freshEmail, freshIp, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit({ PUBLIC_URL: 'https://propai.test' });
});
afterAll(() => kit.close());

type MeUser = {
  email: string;
  mobile: string | null;
  mobileAwaitingConsent: { mobile: string; completesAt: string } | null;
};
const meOf = async (token: string) =>
  ((await (await kit.get('/api/auth/me', bearer(token))).json()) as { user: MeUser }).user;

/** The consent link printed for the holder's address (the email itself when SMTP is set). */
function consentLink(email: string): { url: string; token: string } {
  const prefix = `[mobile-consent] for ${email}: `;
  const line = kit.lines.filter((l) => l.startsWith(prefix)).at(-1);
  if (!line) throw new Error(`no consent link printed for ${email}`);
  const url = line.slice(prefix.length).split(' ')[0]!;
  return { url, token: new URL(url).searchParams.get('token')! };
}

const act = (action: 'agree' | 'refuse' | 'undo', token: string, ip = freshIp()) =>
  kit.app.request(`/api/auth/mobile-consent/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
    body: new URLSearchParams({ token }).toString(),
  });

/** The holder signs in; a stranger asks for the holder's mobile with "use the typed email". */
async function strangerAsks() {
  const holderEmail = freshEmail('holder');
  const mobile = freshMobile();
  const holder = await kit.signIn(holderEmail, mobile);
  const strangerEmail = freshEmail('taker');
  const res = await kit.post('/api/auth/email/request-otp', {
    name: 'Taker Person',
    mobile,
    email: strangerEmail,
    allowChange: true,
  });
  expect(res.status).toBe(200);
  const { challengeId } = (await res.json()) as { challengeId: string };
  const verified = await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(strangerEmail) });
  expect(verified.status).toBe(200);
  const session = (await verified.json()) as { token: string; user: MeUser };
  return { holderEmail, holder, mobile, strangerEmail, stranger: session };
}

const outcomes = async (mobile: string) =>
  (await kit.store.collection('login_audit').find({ mobileTyped: mobile }, { sort: { createdAt: 1 } })).map(
    (r) => r.outcome,
  );

describe('a stranger choosing "use the typed email"', () => {
  it('signs in without the mobile; the holder keeps it and is asked by email', async () => {
    const s = await strangerAsks();
    // Before the fix: the holder's mobile became null right here.
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
    expect(s.stranger.user.mobile).toBeNull();
    expect(s.stranger.user.mobileAwaitingConsent).toMatchObject({ mobile: s.mobile });
    const completes = Date.parse(s.stranger.user.mobileAwaitingConsent!.completesAt);
    expect(completes - Date.now()).toBeGreaterThan((MOBILE_CONSENT_DAYS - 1) * 86_400_000);
    const { url, token } = consentLink(s.holderEmail);
    expect(url.startsWith('https://propai.test/api/auth/mobile-consent?token=')).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(await kit.store.collection('mobile_transfers').find({}))).not.toContain(token);
    expect(await outcomes(s.mobile)).toContain('change_requested');
  });

  it('the link page shows the request and changes nothing', async () => {
    const s = await strangerAsks();
    const { token } = consentLink(s.holderEmail);
    const page = await kit.get(`/api/auth/mobile-consent?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('action="/api/auth/mobile-consent/agree"');
    expect(html).toContain('action="/api/auth/mobile-consent/refuse"');
    expect(html).not.toContain(s.strangerEmail);
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
  });

  it('refused: the mobile stays, the request ends, a later agree is refused', async () => {
    const s = await strangerAsks();
    const { token } = consentLink(s.holderEmail);
    expect((await act('refuse', token)).status).toBe(200);
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
    expect(await meOf(s.stranger.token)).toMatchObject({ mobile: null, mobileAwaitingConsent: null });
    expect((await act('agree', token)).status).toBe(409);
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
    expect(await outcomes(s.mobile)).toContain('change_refused');
  });

  it('agreed: the mobile moves at once; undo puts it back', async () => {
    const s = await strangerAsks();
    const { token } = consentLink(s.holderEmail);
    expect((await act('agree', token)).status).toBe(200);
    expect((await meOf(s.holder.token)).mobile).toBeNull();
    expect(await meOf(s.stranger.token)).toMatchObject({ mobile: s.mobile, mobileAwaitingConsent: null });

    expect((await act('undo', token)).status).toBe(200);
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
    expect((await meOf(s.stranger.token)).mobile).toBeNull();
    expect((await act('undo', token)).status).toBe(409);
    expect(await outcomes(s.mobile)).toEqual(
      expect.arrayContaining(['change_requested', 'change_agreed', 'change_undone']),
    );
  });

  it('no answer: the move happens after 15 days (applied when either account is read), with an undo link', async () => {
    const s = await strangerAsks();
    const first = consentLink(s.holderEmail);
    // One day short of the window: nothing moves.
    await kit.store
      .collection('mobile_transfers')
      .updateMany(
        { fromUserId: s.holder.userId },
        { $set: { completesAt: new Date(Date.now() + 86_400_000) } },
      );
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
    await kit.store
      .collection('mobile_transfers')
      .updateMany({ fromUserId: s.holder.userId }, { $set: { completesAt: new Date(Date.now() - 1000) } });
    expect((await meOf(s.holder.token)).mobile).toBeNull();
    expect(await meOf(s.stranger.token)).toMatchObject({ mobile: s.mobile, mobileAwaitingConsent: null });
    expect(await outcomes(s.mobile)).toContain('change_completed_after_window');

    // The holder is told, with a fresh undo link; the first link's undo works as well.
    const moved = consentLink(s.holderEmail);
    expect(moved.token).not.toBe(first.token);
    expect((await act('undo', moved.token)).status).toBe(200);
    expect((await meOf(s.holder.token)).mobile).toBe(s.mobile);
    expect((await meOf(s.stranger.token)).mobile).toBeNull();
  });
});

describe('the consent endpoints', () => {
  it('validate the token and name the field', async () => {
    const bad = await act('agree', 'short');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty('token');
    const page = await kit.get('/api/auth/mobile-consent?token=x');
    expect(page.status).toBe(400);
    expect((await act('agree', 'Z'.repeat(43))).status).toBe(404);
  });

  it(`are rate-limited per IP (${LIMITS.consentPerIp.limit} per 15 minutes)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.consentPerIp.limit; i += 1) {
      expect((await act('refuse', 'Y'.repeat(43), ip)).status).toBe(404);
    }
    expect((await act('refuse', 'Y'.repeat(43), ip)).status).toBe(429);
  });
});
