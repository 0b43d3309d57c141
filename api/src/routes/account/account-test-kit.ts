/** Shared by the /api/account suites: a signed-in caller with a live listing, and JSON helpers. */
import { randomBytes } from 'node:crypto';
import { bearer, type AuthKit } from '../auth/auth-test-kit';
import { fixtureListing } from '../_shared/listing-fixtures';

export const asJson = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

export function put(kit: AuthKit, path: string, token: string, body: unknown) {
  return kit.app.request(path, {
    method: 'PUT',
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
    body: JSON.stringify(body),
  });
}

/** A live listing of `authorId` in the store (what approval leaves), with its contact fields. */
export async function liveListing(kit: AuthKit, authorId: string) {
  const doc = fixtureListing({ authorId, slug: `acct-${authorId}-${Date.now()}` });
  await kit.store.collection('listings').insertOne(doc);
  return doc;
}

/** A callback request from `from` for `listingId` through the real route (notifies the lister). */
export function requestCallback(kit: AuthKit, token: string, listingId: string, name = 'Ravi Kumar') {
  return kit.post(
    '/api/leads',
    { targetType: 'listing', targetId: listingId, name, phone: '9812345678', message: 'Call me at 6' },
    { ...bearer(token), 'Idempotency-Key': `lead-${randomBytes(8).toString('hex')}` },
  );
}
