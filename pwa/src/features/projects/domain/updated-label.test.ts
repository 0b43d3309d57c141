import { describe, expect, it } from 'vitest';
import { latestStamp, updatedLabel } from './updated-label';

describe('section "updated" labels', () => {
  const now = new Date('2026-11-25T04:00:00Z'); // 09:30 in India

  it('says today for a write on the same Indian calendar day', () => {
    expect(updatedLabel('2026-11-24T19:00:00Z', now)).toBe('Updated today'); // 00:30 IST on the 25th
    expect(updatedLabel('2026-11-24T18:00:00Z', now)).toBe('Updated 24 Nov 2026'); // 23:30 IST on the 24th
  });

  it('names the day otherwise', () => {
    expect(updatedLabel('2026-03-03T10:00:00Z', now)).toBe('Updated 3 Mar 2026');
    expect(updatedLabel('2025-09-15T10:00:00Z', now)).toBe('Updated 15 Sep 2025');
  });

  it('takes the latest of the section’s keys and nothing for unstamped sections', () => {
    const stamps = { living: '2026-01-01T00:00:00Z', amenities: '2026-02-01T00:00:00Z', escrow: 'bad' };
    expect(latestStamp(stamps, 'living')).toBe('2026-02-01T00:00:00Z');
    expect(latestStamp(stamps, 'escrow')).toBeNull();
    expect(latestStamp(stamps, 'legal')).toBeNull();
    expect(latestStamp(undefined, 'legal')).toBeNull();
  });
});
