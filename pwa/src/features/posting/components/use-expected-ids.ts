import { useEffect, useState } from 'react';
import type { Draft } from '../../../db/schema';
import { expectedListingId } from '../../../lib/outbox/expected-listing-id';

/**
 * By draft id, the id the server gives each submitted draft's listing (computed from the signed-in
 * author and the submission's key), so My Listings can drop a queued row the moment the server's
 * row exists, before the answer reached the device.
 */
export function useExpectedIds(drafts: Draft[] | undefined, authorId: string | null): Map<string, string> {
  const [ids, setIds] = useState<Map<string, string>>(() => new Map());
  const keys = (drafts ?? [])
    .filter((d) => d.submission && !d.submission.serverId)
    .map((d) => `${d.id}:${d.submission!.key}`)
    .join(',');
  useEffect(() => {
    if (!authorId || !keys) return;
    let cancelled = false;
    const pairs = keys.split(',').map((pair) => pair.split(':') as [string, string]);
    void Promise.all(
      pairs.map(async ([draftId, key]) => [draftId, await expectedListingId(authorId, key)] as const),
    ).then((found) => {
      if (cancelled) return;
      setIds(new Map(found.filter((pair): pair is [string, string] => pair[1] !== null)));
    });
    return () => {
      cancelled = true;
    };
  }, [authorId, keys]);
  return ids;
}
