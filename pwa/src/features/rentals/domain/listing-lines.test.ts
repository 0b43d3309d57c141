import type { LandlordListing } from '@propai/api/wire';
import { describe, expect, it } from 'vitest';
import { confirmationText, statusText } from './listing-lines';

const base = {
  status: 'live',
  availability: 'available',
  freshness: {
    listedAt: '2026-10-01T00:00:00Z',
    availableAsOf: '2026-11-01T00:00:00Z',
    stale: false,
    staleAfterDays: 30,
  },
  confirmation: { state: 'ok', staleAt: '2026-12-01T00:00:00Z', daysLeft: 20 },
} as unknown as LandlordListing;
const withState = (
  confirmation: Partial<LandlordListing['confirmation']>,
  over: Partial<LandlordListing> = {},
) => ({ ...base, ...over, confirmation: { ...base.confirmation, ...confirmation } });

describe('a landlord listing in words', () => {
  it.each([
    [withState({}), 'Next confirmation by 1 Dec 2026'],
    [withState({ state: 'due', daysLeft: 3 }), 'Confirm by 1 Dec 2026 (3 days left)'],
    [withState({ state: 'due', daysLeft: 0 }), 'Confirm by 1 Dec 2026 (today)'],
    [
      withState({ state: 'stale', daysLeft: -2 }),
      'Hidden from search since 1 Dec 2026 — confirm it is still available',
    ],
    [withState({ state: 'closed', staleAt: null, daysLeft: null }, { availability: 'rented' }), 'Rented out'],
  ])('%#: %s', (listing, text) => {
    expect(confirmationText(listing)).toBe(text);
  });

  it('names the moderation state when not live', () => {
    expect(statusText(base)).toBeNull();
    expect(statusText({ ...base, status: 'pending' })).toBe('Waiting for approval');
  });
});
