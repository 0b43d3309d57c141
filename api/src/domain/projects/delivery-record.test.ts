import { describe, expect, it } from 'vitest';
import { deliveryBook, median, ON_TIME_GRACE_MONTHS, sortDelivered, summarise } from './delivery-record';

const rec = (name: string, status: string, delayMonths: number, city = 'Gurgaon', extra = {}) => ({
  name,
  year: 2020,
  status,
  delayMonths,
  occupancyPct: 80,
  city,
  ...extra,
});

const developers = [
  {
    _id: 'd1',
    name: 'Alpha Builders',
    slug: 'alpha-builders',
    past: [
      rec('A1', 'Delivered', 0, 'Gurgaon', { promised: '2019-04', handedOver: '2019-04', units: 400 }),
      rec('A2', 'Delivered', 3),
      rec('A3', 'Delivered late', 14, 'Noida'),
      rec('A4', 'Delivered late', 30),
      rec('A5', 'Stalled', 40, 'Noida'),
      rec('A6', 'Under Construction', 0),
    ],
  },
  { _id: 'd2', name: 'Beta Homes', slug: 'beta-homes', past: [rec('B1', 'Delivered late', 7, 'Noida')] },
  // A record stored before the dates existed, and one with a broken delay: kept / left out.
  {
    _id: 'd3',
    name: 'Gamma Estates',
    past: [{ name: 'G1', year: 2012, status: 'Delivered', delayMonths: 1 }, rec('G2', 'Delivered', -2)],
  },
];

describe('the delivery record', () => {
  const book = deliveryBook(developers);

  it('keeps delivered records only, with their public fields, and nulls for what was not stored', () => {
    expect(book.delivered.map((d) => d.name)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1', 'G1']);
    expect(book.delivered[0]).toEqual({
      id: 'alpha-builders-0',
      name: 'A1',
      developer: 'Alpha Builders',
      developerSlug: 'alpha-builders',
      city: 'Gurgaon',
      locality: null,
      units: 400,
      promised: '2019-04',
      handedOver: '2019-04',
      year: 2020,
      delayMonths: 0,
      onTime: true,
      occupancyPct: 80,
    });
    const g1 = book.delivered.find((d) => d.name === 'G1')!;
    expect([g1.developerSlug, g1.promised, g1.city, g1.occupancyPct]).toEqual(['d3', null, null, null]);
    expect(book.stalled.get('alpha-builders')).toEqual({ developer: 'Alpha Builders', cities: ['Noida'] });
  });

  it(`counts on time as a delay of at most ${ON_TIME_GRACE_MONTHS} months`, () => {
    expect(book.delivered.filter((d) => d.onTime).map((d) => d.name)).toEqual(['A1', 'A2', 'G1']);
  });

  it('summarises by hand: Alpha 2 of 4 on time (50 %), median delay (3 + 14) / 2 = 8.5, 1 stalled', () => {
    const all = summarise(book.delivered, book.stalled, () => true);
    expect(all.find((s) => s.developerSlug === 'alpha-builders')).toEqual({
      developer: 'Alpha Builders',
      developerSlug: 'alpha-builders',
      delivered: 4,
      onTime: 2,
      onTimePct: 50,
      medianDelayMonths: 8.5,
      stalled: 1,
    });
    expect(all.map((s) => s.developerSlug)).toEqual(['alpha-builders', 'beta-homes', 'd3']);
  });

  it('summarises over the filtered deliveries only (Gurgaon: Alpha 2 of 3, median 3, no stall there)', () => {
    const gurgaon = book.delivered.filter((d) => d.city === 'Gurgaon');
    const s = summarise(gurgaon, book.stalled, (_slug, city) => city === 'Gurgaon');
    expect(s).toEqual([
      {
        developer: 'Alpha Builders',
        developerSlug: 'alpha-builders',
        delivered: 3,
        onTime: 2,
        onTimePct: 67,
        medianDelayMonths: 3,
        stalled: 0,
      },
    ]);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([30, 0, 2])).toBe(2);
    expect(median([0, 2, 4, 30])).toBe(3);
  });

  it('sorts by delay (longest first by default), handover, occupancy and name, ties by id', () => {
    expect(sortDelivered(book.delivered, 'delay').map((d) => d.delayMonths)).toEqual([30, 14, 7, 3, 1, 0]);
    expect(sortDelivered(book.delivered, 'delay', 'asc').map((d) => d.delayMonths)).toEqual([
      0, 1, 3, 7, 14, 30,
    ]);
    expect(sortDelivered(book.delivered, 'name').map((d) => d.name)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'B1',
      'G1',
    ]);
    expect(sortDelivered(book.delivered, 'handover')[0]!.name).not.toBe('G1');
  });
});
