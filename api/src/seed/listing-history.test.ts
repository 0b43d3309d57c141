import { describe, expect, it } from 'vitest';
import { median } from '../domain/listings/price-insights';
import { inDefaultSearch, staleAfterDays } from '../domain/listings/freshness';
import { buildDataset, type PhotoUrls } from './dataset';
import { BASE_DATE, daysBefore } from './dates';
import { HISTORY_DAYS } from './listing-history';
import { LOCALITIES } from './localities';
import { localityTrend } from './market-trend';

const urls = (kind: string, n: number) => Array.from({ length: n }, (_, i) => `/api/files/${kind}-${i}`);
const PHOTOS: PhotoUrls = {
  home: urls('h', 10),
  interior: urls('i', 10),
  commercial: urls('c', 8),
  project: urls('p', 12),
};
const params = { seed: 11, listings: 400, projects: 20 };
const data = buildDataset(params, PHOTOS);
const current = data.listings(0, params.listings);
const closed = data.closedListings(0, data.closedCount);
const DAY = 86_400_000;

describe('the 24-month history of closed listings', () => {
  it('holds one closed listing per current listing by default, or as many as asked', () => {
    expect(closed).toHaveLength(params.listings);
    expect(buildDataset({ ...params, closedListings: 7 }, PHOTOS).closedCount).toBe(7);
    expect(buildDataset({ ...params, closedListings: 0 }, PHOTOS).closedListings(0, 10)).toEqual([]);
  });

  it('leaves the current listings exactly as they are, and every id unique', () => {
    const without = buildDataset({ ...params, closedListings: 0 }, PHOTOS);
    expect(JSON.stringify(without.listings(0, params.listings))).toBe(JSON.stringify(current));
    const ids = new Set([...current, ...closed].map((l) => l._id));
    expect(ids.size).toBe(current.length + closed.length);
    expect(new Set([...current, ...closed].map((l) => l.slug)).size).toBe(ids.size);
  });

  it('is deterministic and the same built alone as in a batch', () => {
    expect(JSON.stringify(buildDataset(params, PHOTOS).closedListings(0, 50))).toBe(
      JSON.stringify(closed.slice(0, 50)),
    );
    expect(data.closedListings(123, 124)[0]).toEqual(closed[123]);
  });

  it('has homes for sale and rent, closed the way a poster closes them', () => {
    expect(closed.filter((l) => l.category === 'sale')).toHaveLength(220);
    expect(closed.filter((l) => l.category === 'rent')).toHaveLength(180);
    for (const l of closed) {
      expect(l.status).toBe('live');
      expect(l.availability).toBe(l.category === 'sale' ? 'sold' : 'rented');
      const closedAt = l.availabilityChangedAt!;
      expect(l.updatedAt).toEqual(closedAt);
      expect(l.createdAt.getTime()).toBeGreaterThanOrEqual(daysBefore(HISTORY_DAYS).getTime());
      expect(closedAt.getTime()).toBeGreaterThan(l.createdAt.getTime());
      expect(closedAt.getTime()).toBeLessThanOrEqual(BASE_DATE.getTime());
      // Confirmed when posted or later, and still fresh when it was marked: it was in search until then.
      expect(l.confirmedAt!.getTime()).toBeGreaterThanOrEqual(l.createdAt.getTime());
      expect(l.confirmedAt!.getTime()).toBeLessThan(closedAt.getTime());
      expect(l.staleAt!.getTime()).toBe(l.confirmedAt!.getTime() + staleAfterDays({ ...l }) * DAY);
      expect(l.staleAt!.getTime()).toBeGreaterThan(closedAt.getTime());
      // Out of search for good, like any listing marked sold or rented.
      expect(inDefaultSearch({ ...l }, BASE_DATE)).toBe(false);
      if (l.category === 'sale') expect(l.description).toContain('Asking ₹');
      else expect(l.pricePerMonth).toBeGreaterThanOrEqual(5000);
    }
  });

  it('spreads the listings over the 24 months', () => {
    const byYear = [0, 0];
    for (const l of closed) byYear[BASE_DATE.getTime() - l.createdAt.getTime() > 365 * DAY ? 1 : 0]! += 1;
    expect(byYear[0]).toBeGreaterThan(120);
    expect(byYear[1]).toBeGreaterThan(120);
  });

  it("drifts asking prices by the locality's trend: older listings ask less where prices rise", () => {
    const big = buildDataset({ ...params, listings: 100, closedListings: 6000 }, PHOTOS);
    const sales = big.closedListings(0, 6000).filter((l) => l.category === 'sale' && l.city === 'Gurgaon');
    const rising = LOCALITIES.filter(
      (l) => l.city === 'Gurgaon' && localityTrend(params.seed, l).price > 0.05,
    );
    expect(rising.length).toBeGreaterThan(3);
    const psf = (from: number, to: number) =>
      median(
        sales
          .filter((l) => rising.some((r) => r.locality === l.locality && r.sector === l.sector))
          .filter((l) => {
            const age = (BASE_DATE.getTime() - l.createdAt.getTime()) / DAY;
            return age >= from && age < to;
          })
          .map((l) => l.price! / l.areaSqft!),
      )!;
    // Within one set of localities, the prices of 18–24 months ago sit clearly below last year's.
    expect(psf(550, 730)).toBeLessThan(psf(150, 365) * 0.97);
  });
});
