/**
 * Counts a view of the listing on screen, once per device per day (POST /api/listing-views/{id};
 * the rule and its guarantees: api/src/services/rentals/listing-views.ts). The device id is a random
 * id kept in this browser, never tied to the account; the lister's own visits are not sent (and the
 * server does not count them either). Best effort: offline, or refused, nothing is retried.
 */
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';

const DEVICE_KEY = 'propai-device-id';

function deviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return null; // storage blocked: no stable id, so no count rather than one per visit
  }
}

export function useCountView(listingId: string | null, isAuthor: boolean): void {
  useEffect(() => {
    if (!listingId || isAuthor) return;
    const device = deviceId();
    if (device)
      void api.post(`/listing-views/${encodeURIComponent(listingId)}`, { device }).catch(() => undefined);
  }, [listingId, isAuthor]);
}
