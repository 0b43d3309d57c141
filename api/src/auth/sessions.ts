/**
 * Server-side sessions (`sessions` collection): the client holds a random Bearer token, the
 * store holds only its SHA-256 {tokenHash (unique), userId, createdAt, lastSeenAt, expiresAt}.
 *
 * Guarantees: a session lives 30 days from its last use (sliding; the write that extends it
 * happens at most once a minute per session, so reads stay cheap); `expiresAt` carries a TTL
 * index, so an expired session is invisible to every process at once and is later deleted;
 * logout deletes the row, so a revoked token fails everywhere immediately.
 */
import type { Store } from '../store/types';
import { SESSION_DAYS, SESSION_SLIDE_EVERY_MS } from './auth-rules';
import { hashToken, newSessionToken, SESSION_TOKEN_PATTERN } from './secrets';
import type { UserRecord } from './users';
import { users } from './users';

export const SESSIONS = 'sessions';
const SESSION_MS = SESSION_DAYS * 86_400_000;

export type SessionRecord = {
  _id: string;
  tokenHash: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
};

const sessions = (store: Store) => store.collection<SessionRecord>(SESSIONS);

/** Starts a session; the returned token is shown to the client once and never stored. */
export async function createSession(store: Store, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await sessions(store).insertOne({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

/** The token from `Authorization: Bearer <token>`, or null when absent or not token-shaped. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && SESSION_TOKEN_PATTERN.test(token) ? token : null;
}

export interface ActiveSession {
  session: SessionRecord;
  user: UserRecord;
}

/** The live session and its user for a token, sliding its expiry; null when none. */
export async function resolveSession(store: Store, token: string): Promise<ActiveSession | null> {
  const now = Date.now();
  const session = await sessions(store).findOne({ tokenHash: hashToken(token) });
  if (!session || session.expiresAt.getTime() <= now) return null;
  const user = await users(store).findOne({ _id: session.userId });
  // An account being deleted (or deleted) has no sessions, even ones a crash left behind.
  if (!user || user.deletion) return null;
  if (now - session.lastSeenAt.getTime() >= SESSION_SLIDE_EVERY_MS) {
    const lastSeenAt = new Date(now);
    const expiresAt = new Date(now + SESSION_MS);
    await sessions(store).updateOne({ _id: session._id }, { $set: { lastSeenAt, expiresAt } });
    return { session: { ...session, lastSeenAt, expiresAt }, user };
  }
  return { session, user };
}

/** Revokes one session; true when it existed. */
export async function revokeSession(store: Store, sessionId: string): Promise<boolean> {
  return (await sessions(store).deleteOne({ _id: sessionId })) > 0;
}
