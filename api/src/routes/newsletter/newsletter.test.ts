/**
 * The newsletter's double opt-in through the real app on a real store (embedded, or MongoDB/FerretDB
 * on the MongoDB run): subscribe → the printed confirmation line → confirm → unsubscribe; tokens
 * stored hashed; the rate limits; each pulse issue mailed once per subscriber; and the store's
 * DuplicateKeyError reaching the client as a 409.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { hashToken } from '../../auth/secrets';
import type { Notice, OtpMailer } from '../../auth/mailer';
import { weekFromKey } from '../../domain/pulse/pulse-rules';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { UNSAFE_KEY_MESSAGE } from '../../http/json-keys';
import { createRouter } from '../../http/validation';
import { ensureIndexes } from '../../indexes';
import {
  ADDRESS_EMAIL_GAP_MS,
  NEWSLETTER_TOKENS,
  subscribe as subscribeAt,
} from '../../services/newsletter/subscriptions';
import { ensureIssue } from '../../services/pulse/generate-pulse';
import { mailPendingIssues, NEWSLETTER_SENDS } from '../../services/pulse/pulse-mailing';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { NEWSLETTER, SUBSCRIBES_PER_IP, TOKEN_USES_PER_IP } from './newsletter.routes';

let store: Store;
let app: ReturnType<typeof createApp>;
let seq = 0;
const run = Date.now().toString(36);
const freshEmail = () => `reader.${run}.${++seq}@example.com`;
const freshIp = () => `10.9.${(++seq >> 8) & 255}.${seq & 255}`;
let lines: string[] = [];

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  app = createApp({
    store,
    env: loadEnv({
      LOG_LEVEL: 'silent',
      SEED: 'off',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://propai.example',
    }),
    version: 'test',
    log: silentLogger,
  });
  // Test-only: a write that lets the unique index's refusal escape, as any route's bug would.
  app.route(
    '/api/test',
    createRouter().post('/raw-subscribe', async (c) => {
      const { email } = await c.req.json<{ email: string }>();
      return c.json(await store.collection(NEWSLETTER).insertOne({ email, createdAt: new Date() }), 201);
    }),
  );
  // Email is disabled: the mailer prints one line per email, which is what these tests read.
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
});

afterEach(() => {
  lines = [];
});

afterAll(async () => {
  vi.restoreAllMocks();
  await store.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/newsletter/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: JSON.stringify(body),
  });
const subscribe = (body: unknown, headers: Record<string, string> = {}) => post('subscribe', body, headers);

/** The token of the last printed link of `kind` ('confirm' or 'unsubscribe') to `email`. */
function tokenFor(email: string, kind: 'confirm' | 'unsubscribe'): string {
  const line = lines.filter((l) => l.startsWith(`[newsletter] for ${email}:`)).at(-1) ?? '';
  const match = new RegExp(`[?]${kind}=([A-Za-z0-9_-]{43})`).exec(line);
  if (!match) throw new Error(`no ${kind} link for ${email} in ${JSON.stringify(lines)}`);
  return match[1]!;
}

type Answer = { success: boolean; email: string; status: string; emailDisabled: boolean };

describe('POST /api/newsletter/subscribe', () => {
  it('stores the address pending, lower-cased, and prints one confirmation line with both links', async () => {
    const email = freshEmail();
    const res = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'pulse' });
    expect(res.status).toBe(202);
    expect((await res.json()) as Answer).toEqual({
      success: true,
      email,
      status: 'check-inbox',
      emailDisabled: true,
    });
    expect(await store.collection(NEWSLETTER).findOne({ email })).toMatchObject({
      status: 'pending',
      source: 'pulse',
    });
    const printed = lines.filter((l) => l.includes(email));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^\[newsletter\] for \S+: https:\/\/propai\.example\/blogs\/pulse\?confirm=\S{43} \(Confirm your PropAI weekly market pulse subscription\) unsubscribe: https:\/\/propai\.example\/blogs\/pulse\?unsubscribe=\S{43}$/,
    );
  });

  it('stores only hashes of the link tokens', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const token = tokenFor(email, 'confirm');
    const sub = await store.collection(NEWSLETTER).findOne({ email });
    const stored = await store.collection(NEWSLETTER_TOKENS).find({ subscriptionId: sub!._id });
    expect(stored.map((t) => t._id)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('re-subscribing is harmless: one row, the same answer, and a resend only after the per-address gap', async () => {
    const email = freshEmail();
    const now = new Date();
    expect((await subscribe({ email })).status).toBe(202);
    const again = await subscribe({ email });
    expect(again.status).toBe(202);
    expect(((await again.json()) as Answer).status).toBe('check-inbox');
    expect(await store.collection(NEWSLETTER).count({ email })).toBe(1);
    expect(lines.filter((l) => l.includes(email))).toHaveLength(1); // within the gap: no second email
    // After the gap a resend goes out, and the first link still works (a stranger's repeats block no one).
    const first = tokenFor(email, 'confirm');
    const ctx = { store, mailer: printer(), publicUrl: 'https://propai.example' };
    expect(await subscribeAt(ctx, { email }, new Date(now.getTime() + ADDRESS_EMAIL_GAP_MS + 1000))).toEqual({
      emailed: true,
    });
    expect((await post('confirm', { token: first })).status).toBe(200);
  });

  it.each([{ email: 'not-an-email' }, { email: '' }, {}, { email: 42 }])(
    'refuses %j naming the field',
    async (body) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('validation_failed');
      expect(answer.fields.email).toBe('Enter a valid email address.');
    },
  );

  it('refuses an operator as the email, naming the key (safe-json-keys.ts, before validation)', async () => {
    const res = await subscribe({ email: { $gt: '' } });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields).toEqual({ 'email.$gt': UNSAFE_KEY_MESSAGE });
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const email = freshEmail();
    const key = `nl-${run}-${++seq}`;
    const first = await subscribe({ email }, { 'Idempotency-Key': key });
    const replay = await subscribe({ email }, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    expect(replay.status).toBe(202);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
  });

  it(`allows ${SUBSCRIBES_PER_IP.limit} subscribes per IP per window, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SUBSCRIBES_PER_IP.limit; i++) {
      expect((await subscribe({ email: freshEmail() }, { 'X-Forwarded-For': ip })).status).toBe(202);
    }
    const over = await subscribe({ email: freshEmail() }, { 'X-Forwarded-For': ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('confirm and unsubscribe', () => {
  it('the confirmation link confirms; the unsubscribe link unsubscribes; subscribing again starts over', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const confirm = await post('confirm', { token: tokenFor(email, 'confirm') });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ email, status: 'confirmed' });
    expect(await store.collection(NEWSLETTER).findOne({ email })).toMatchObject({ status: 'confirmed' });

    const off = await post('unsubscribe', { token: tokenFor(email, 'unsubscribe') });
    expect(await off.json()).toEqual({ email, status: 'unsubscribed' });
    expect(await store.collection(NEWSLETTER).findOne({ email })).toMatchObject({ status: 'unsubscribed' });
  });

  it('a wrong, unknown or wrong-purpose token is 404; a malformed one 400 naming the field', async () => {
    const email = freshEmail();
    await subscribe({ email });
    expect((await post('confirm', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await post('confirm', { token: tokenFor(email, 'unsubscribe') })).status).toBe(404);
    expect((await post('unsubscribe', { token: tokenFor(email, 'confirm') })).status).toBe(404);
    const bad = await post('confirm', { token: 'short' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.token).toMatch(
      /link from the email/,
    );
  });

  it(`limits token uses to ${TOKEN_USES_PER_IP.limit} per IP per window`, async () => {
    const ip = freshIp();
    for (let i = 0; i < TOKEN_USES_PER_IP.limit; i++)
      expect((await post('confirm', { token: 'B'.repeat(43) }, { 'X-Forwarded-For': ip })).status).toBe(404);
    expect((await post('confirm', { token: 'B'.repeat(43) }, { 'X-Forwarded-For': ip })).status).toBe(429);
  });
});

/** A mailer that records what it would send. */
function printer(sent: { to: string; notice: Notice }[] = [], failFor?: string): OtpMailer {
  return {
    emailDisabled: true,
    sendCode: () => Promise.resolve(),
    sendNotice: (to, notice) => {
      if (to === failFor) return Promise.reject(new Error('SMTP down'));
      sent.push({ to, notice });
      return Promise.resolve();
    },
  };
}

describe('mailing a pulse issue', () => {
  it('sends each new issue once to each confirmed subscriber, with an unsubscribe link, and retries a failed send', async () => {
    const own = await openTestStore();
    try {
      await ensureIndexes(own);
      const sent: { to: string; notice: Notice }[] = [];
      const base = { store: own, publicUrl: 'https://propai.example' };
      const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
      for (const email of emails) await subscribeAt({ ...base, mailer: printer() }, { email });
      await own
        .collection(NEWSLETTER)
        .updateMany(
          { email: { $in: ['a@example.com', 'b@example.com'] } },
          { $set: { status: 'confirmed' } },
        );
      await ensureIssue(own, weekFromKey('2026-W40')!, { mailing: 'skipped' });
      await ensureIssue(own, weekFromKey('2026-W41')!);

      // b's send fails: a is mailed, b is retried next run, the pending (c) and skipped issue are not.
      expect(
        await mailPendingIssues({ ...base, mailer: printer(sent, 'b@example.com') }, silentLogger),
      ).toEqual([]);
      expect(sent.map((s) => s.to)).toEqual(['a@example.com']);
      expect(await mailPendingIssues({ ...base, mailer: printer(sent) }, silentLogger)).toEqual(['2026-W41']);
      expect(await mailPendingIssues({ ...base, mailer: printer(sent) }, silentLogger)).toEqual([]);
      expect(sent.map((s) => s.to)).toEqual(['a@example.com', 'b@example.com']);
      expect(sent[0]!.notice.link).toBe('https://propai.example/blogs/pulse?week=2026-W41');
      expect(sent[0]!.notice.unsubscribe).toMatch(/\/blogs\/pulse\?unsubscribe=\S{43}$/);
      expect(await own.collection(NEWSLETTER_SENDS).count({ week: '2026-W41' })).toBe(2);

      // Two loops racing over a new issue still send it once per subscriber.
      await ensureIssue(own, weekFromKey('2026-W42')!);
      const raced: { to: string; notice: Notice }[] = [];
      await Promise.all([
        mailPendingIssues({ ...base, mailer: printer(raced) }, silentLogger),
        mailPendingIssues({ ...base, mailer: printer(raced) }, silentLogger),
      ]);
      expect(raced.map((s) => s.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    } finally {
      await own.close();
    }
  });
});

describe(`a unique-index violation through HTTP (store: ${process.env.MONGODB_TEST_URI ? 'mongo' : 'embedded'})`, () => {
  it('becomes 409 conflict in the error shape', async () => {
    const email = freshEmail();
    const raw = () =>
      app.request('/api/test/raw-subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await raw()).status).toBe(201);
    const res = await raw();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: 'That already exists.' });
    expect(store.kind).toBe(process.env.MONGODB_TEST_URI ? 'mongo' : 'embedded');
  });
});
