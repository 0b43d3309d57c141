/** The period chips as the API's `from`: whole UTC days, today included. */
import { describe, expect, it } from 'vitest';
import { periodQuery } from './survey-period';

describe('periodQuery', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['7', '2026-11-18'],
    ['30', '2026-10-26'],
    ['90', '2026-08-27'],
  ] as const)('%s days starts on %s', (id, from) => {
    expect(periodQuery(id, now)).toEqual({ from });
  });
  it('all time sends no from', () => {
    expect(periodQuery('all', now)).toEqual({});
  });
});
