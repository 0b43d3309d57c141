import { describe, expect, it } from 'vitest';
import { confirmationDue } from './confirmation-due';

const NOW = new Date('2026-11-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

describe('confirmation due (rentals: 30 days, sales: 60)', () => {
  it.each([
    ['rent confirmed 5 days ago', { category: 'rent', confirmedAt: daysAgo(5) }, 'ok', 25],
    ['rent confirmed 24 days ago', { category: 'rent', confirmedAt: daysAgo(24) }, 'due', 6],
    ['rent confirmed 30 days ago', { category: 'rent', confirmedAt: daysAgo(30) }, 'stale', 0],
    ['PG confirmed 40 days ago', { category: 'pg', confirmedAt: daysAgo(40) }, 'stale', -10],
    ['sale confirmed 40 days ago', { category: 'sale', confirmedAt: daysAgo(40) }, 'ok', 20],
    ['never confirmed: counts from posting', { category: 'rent', createdAt: daysAgo(28) }, 'due', 2],
  ] as const)('%s → %s, %d days left', (_why, listing, state, daysLeft) => {
    expect(confirmationDue(listing, NOW)).toMatchObject({ state, daysLeft });
  });

  it('a rented listing is closed: nothing to confirm', () => {
    expect(
      confirmationDue({ category: 'rent', availability: 'rented', confirmedAt: daysAgo(40) }, NOW),
    ).toEqual({
      state: 'closed',
      staleAt: null,
      daysLeft: null,
    });
  });
});
