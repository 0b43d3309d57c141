import { describe, expect, it } from 'vitest';
import {
  clampLimit,
  emptyFilters,
  filtersFromSearch,
  filtersProblem,
  formatAuditTime,
  toAuditQuery,
} from './login-audit-query';

describe('login-audit filters', () => {
  it('takes a known outcome from a link, and ignores anything else', () => {
    expect(filtersFromSearch('?outcome=code_rejected')).toEqual({
      ...emptyFilters,
      outcome: 'code_rejected',
    });
    expect(filtersFromSearch('?outcome=$where')).toEqual(emptyFilters);
    expect(filtersFromSearch('')).toEqual(emptyFilters);
  });

  it('clamps the limit to 1–1000 with 200 as default', () => {
    expect(clampLimit('')).toBe(200);
    expect(clampLimit('abc')).toBe(200);
    expect(clampLimit('0')).toBe(1);
    expect(clampLimit('5000')).toBe(1000);
    expect(clampLimit('25.7')).toBe(25);
  });

  it('lower-cases the email, keeps mobile digits, drops blanks and non-dates', () => {
    expect(toAuditQuery(emptyFilters)).toEqual({ limit: 200 });
    expect(
      toAuditQuery({
        limit: '50',
        outcome: 'verified',
        email: '  Admin@PropAI.Example ',
        mobile: '+91 98765-00000',
        since: '2025-01-01',
        until: 'yesterday',
      }),
    ).toEqual({
      limit: 50,
      outcome: 'verified',
      email: 'admin@propai.example',
      mobile: '919876500000',
      since: '2025-01-01',
    });
  });

  it('flags an until before since', () => {
    expect(filtersProblem({ ...emptyFilters, since: '2025-02-01', until: '2025-01-01' })).toMatch(/before/);
    expect(filtersProblem({ ...emptyFilters, since: '2025-01-01', until: '2025-01-01' })).toBeNull();
  });

  it('formats times for en-IN in India time', () => {
    expect(formatAuditTime('2025-06-01T10:30:00.000Z')).toMatch(/01 Jun 2025, 04:00:00\s?pm/i);
    expect(formatAuditTime('not a date')).toBe('not a date');
  });
});
