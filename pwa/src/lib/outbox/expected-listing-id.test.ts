import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedListingId } from './expected-listing-id';

/**
 * The server's rule, word for word (api/src/routes/_shared/create-listing.ts `listingIdFor`; the
 * PWA may not import server routes). The e2e posting-states.spec.ts checks the two agree for real:
 * the queued row gives way to the server's row while the answer is held.
 */
const serverListingId = (authorId: string, clientKey: string) =>
  createHash('sha256').update(`listing\n${authorId}\n${clientKey}`).digest('hex').slice(0, 24);

describe('the id the server will give a queued listing', () => {
  it('is the one the server derives from the author and the submission key', async () => {
    for (const [author, key] of [
      ['65a1b2c3d4e5f6a7b8c9d0e1', '3f2a9c1e-7b44-4d1a-9a0e-2c5d8e7f6a10'],
      ['u1', 'k'],
    ] as const) {
      const id = await expectedListingId(author, key);
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      expect(id).toBe(serverListingId(author, key));
    }
  });
});
