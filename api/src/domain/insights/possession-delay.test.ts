import { describe, expect, it } from 'vitest';
import { monthsBetween, possessionDelay } from './possession-delay';

const TODAY = '2026-11-15';

describe('possession delay', () => {
  it.each([
    ['2025-06-30', '2026-09-30', 15],
    ['2025-06-30', '2025-07-29', 0],
    ['2025-06-30', '2025-07-30', 1],
    ['2026-03-31', '2025-03-31', 0],
    ['2026-01-31', '2026-02-28', 0],
    ['garbage', '2026-02-28', 0],
  ])('%s → %s is %i whole months', (a, b, months) => {
    expect(monthsBetween(a, b)).toBe(months);
  });

  it.each([
    // [case, status, promised, revised, months, expected]
    [
      'revised later and now overdue too: the longer counts',
      'Under Construction',
      '2025-06-30',
      '2026-09-30',
      16,
      '2026-09-30',
    ],
    ['revised, not yet due', 'Under Construction', '2026-03-31', '2026-12-31', 9, '2026-12-31'],
    [
      'promised date passed, no revision, not handed over',
      'New Launch',
      '2025-11-15',
      undefined,
      12,
      '2025-11-15',
    ],
    ['handed over on time: no delay', 'Ready to Move', '2024-03-31', undefined, 0, '2024-03-31'],
    ['handed over late: the recorded slip stays', 'Completed', '2023-03-31', '2024-01-31', 10, '2024-01-31'],
    ['due in the future', 'New Launch', '2029-12-31', undefined, 0, '2029-12-31'],
  ])('%s', (_case, status, promised, revised, months, expected) => {
    expect(possessionDelay({ status, possession: { promised, revised } }, TODAY)).toMatchObject({
      months,
      expected,
      promised,
    });
  });

  it('has no figure without a promised date', () => {
    expect(possessionDelay({ status: 'New Launch' }, TODAY)).toBeNull();
    expect(possessionDelay({ status: 'New Launch', possession: { promised: 'soon' } }, TODAY)).toBeNull();
  });
});
