import { describe, expect, it } from 'vitest';
import { BASE_DATE } from './dates';
import { developerCount, makeDevelopers, trustScore } from './developers';
import { LOCALITIES } from './localities';

const developers = makeDevelopers(7, developerCount(600));
const records = developers.flatMap((d) => d.past);
const monthIndex = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;

describe("developers' delivery record", () => {
  it('gives every past project a known place, units and a promised month', () => {
    expect(records.length).toBeGreaterThan(50);
    for (const p of records) {
      expect(
        LOCALITIES.some((l) => l.city === p.city && l.locality === p.locality),
        p.name,
      ).toBe(true);
      expect(p.units).toBeGreaterThan(0);
      expect(p.promised).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }
  });

  it('hands over delivered projects exactly the stored delay after the promise, never after "now"', () => {
    const delivered = records.filter((p) => p.status === 'Delivered' || p.status === 'Delivered late');
    expect(delivered.length).toBeGreaterThan(20);
    const now = BASE_DATE.getUTCFullYear() * 12 + BASE_DATE.getUTCMonth();
    for (const p of delivered) {
      expect(monthIndex(p.handedOver!) - monthIndex(p.promised!), p.name).toBe(p.delayMonths);
      expect(Number(p.handedOver!.slice(0, 4))).toBe(p.year);
      expect(monthIndex(p.handedOver!)).toBeLessThanOrEqual(now);
    }
    expect(records.filter((p) => p.handedOver && !delivered.includes(p))).toEqual([]);
  });

  it('leaves the trust score as the record without the new fields gives it', () => {
    for (const d of developers) {
      const bare = d.past.map(({ name, year, status, delayMonths, occupancyPct }) => ({
        name,
        year,
        status,
        delayMonths,
        occupancyPct,
      }));
      expect(d.trustScore).toBe(trustScore(bare, BASE_DATE.getUTCFullYear() - d.foundedYear));
    }
  });
});
