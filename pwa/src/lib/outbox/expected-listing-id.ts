/**
 * The id the server will give a queued listing, known before it answers: the server derives it
 * from the author and the submission's Idempotency-Key (api/src/routes/_shared/create-listing.ts
 * `listingIdFor`: sha256("listing\n<authorId>\n<key>"), first 24 hex). My Listings uses it to show
 * one row per listing while a request is held: the queued row gives way as soon as the server's
 * row with that id exists, even before the answer reached the device.
 */
export async function expectedListingId(authorId: string, key: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null; // not a secure context: the row is matched by the server's answer instead
  const bytes = new TextEncoder().encode(`listing\n${authorId}\n${key}`);
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 24);
}
