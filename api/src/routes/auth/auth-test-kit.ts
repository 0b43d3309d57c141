/**
 * Test support for the /api/auth suites: the real app on a real store (openTestStore), codes
 * read back from the captured `[otp] code for …` stdout line exactly as an operator would, and
 * helpers that make fresh addresses, mobiles and client IPs so tests never share a rate limit.
 */
import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';

export interface AuthKit {
  app: ReturnType<typeof createApp>;
  store: Store;
  lines: string[];
  /** The last code printed for this address. */
  codeFor(email: string): string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** request-otp → code from the log → verify-otp; returns the token and user id. */
  signIn(email: string, mobile?: string): Promise<{ token: string; userId: string }>;
  close(): Promise<void>;
}

let seq = 0;
const run = randomBytes(3).toString('hex');
export const freshEmail = (tag = 'u') => `${tag}.${run}.${++seq}@example.com`;
export const freshMobile = () =>
  `9${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(++seq).padStart(5, '0')}`;
export const freshIp = () => `10.${(++seq >> 8) & 255}.${seq & 255}.${Math.floor(Math.random() * 250) + 1}`;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every console.log line of this test file; shared by its kits (one spy, never stacked). */
const lines: string[] = [];
let capturing = false;
function captureStdout() {
  if (capturing) return;
  capturing = true;
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
}

export async function authKit(settings: Record<string, string> = {}): Promise<AuthKit> {
  const store = await openTestStore();
  await ensureIndexes(store);
  const env = loadEnv({ LOG_LEVEL: 'silent', SEED: 'off', TRUST_PROXY: 'true', ...settings });
  const app = createApp({ store, env, version: 'test', log: silentLogger });
  captureStdout();

  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        'X-Forwarded-For': freshIp(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  const codeFor = (email: string) => {
    const prefix = `[otp] code for ${email}: `;
    const line = lines.filter((l) => l.startsWith(prefix)).at(-1);
    if (!line) throw new Error(`no code printed for ${email}`);
    return line.slice(prefix.length, prefix.length + 6);
  };

  const kit: AuthKit = {
    app,
    store,
    lines,
    codeFor,
    post: (path, body, headers) => send('POST', path, body, headers),
    get: (path, headers) => send('GET', path, undefined, headers),
    async signIn(email, mobile = freshMobile()) {
      const res = await kit.post('/api/auth/email/request-otp', { name: 'Test User', mobile, email });
      const { userId, challengeId } = (await res.json()) as { userId: string; challengeId: string };
      const verified = await kit.post('/api/auth/verify-otp', { challengeId, otp: codeFor(email) });
      const { token } = (await verified.json()) as { token: string };
      return { token, userId };
    },
    async close() {
      await store.close();
    },
  };
  return kit;
}
