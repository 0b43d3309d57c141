import { describe, expect, it } from 'vitest';
import { bhkMatches, parseBhk } from './bhk';
import { cityLabel, normalizeCity, resolvePlace } from './city-aliases';
import { applicableFilters, listingFilterClauses } from './listing-filters';
import { parsePriceLabel } from './price-label';
import { parseStatusClass, statusClass } from './status-class';
import { escapeRegex, substringClause } from './text-match';

describe('normalizeCity', () => {
  it.each([
    ['Gurugram', 'gurgaon'],
    [' GGN ', 'gurgaon'],
    ['gurgoan', 'gurgaon'],
    ['Gurugaon', 'gurgaon'],
    ['Noida Extension', 'greater noida west'],
    ['Indirapuram', 'ghaziabad'],
    ['vaishali', 'ghaziabad'],
    ['Raj Nagar Extension', 'ghaziabad'],
    ['Sohna', 'gurgaon'],
    ['Manesar', 'gurgaon'],
    ['farrukhnagar', 'gurgaon'],
    ['Dwarka Expressway', 'gurgaon'],
    ['Golf Course Road', 'gurgaon'],
    ['Sohna Road', 'gurgaon'],
    ['New Gurgaon', 'gurgaon'],
    ['New Delhi', 'delhi'],
    ['Delhi NCR', 'delhi'],
    ['dilli', 'delhi'],
    ['YEIDA', 'greater noida'],
    ['Greater  Noida', 'greater noida'],
    ['Noida', 'noida'],
    ['Sonipat', 'sonipat'],
  ])('%s → %s', (raw, key) => expect(normalizeCity(raw)).toBe(key));

  it('reads a typed name as a city, a place inside one, or neither', () => {
    expect(resolvePlace(' GGN ')).toEqual({ city: 'gurgaon' });
    expect(resolvePlace('Gurgaon')).toEqual({ city: 'gurgaon' });
    expect(resolvePlace('noida extension')).toEqual({ city: 'greater noida west' });
    expect(resolvePlace('Sohna  Road')).toEqual({ city: 'gurgaon', area: 'Sohna Road' });
    expect(resolvePlace('yeida')).toEqual({ city: 'greater noida', area: 'YEIDA' });
    for (const text of ['201305', 'Sector 137', 'Sonipat', 'Aster Square'])
      expect(resolvePlace(text)).toBeNull();
  });

  it('labels canonical keys', () => {
    expect(cityLabel('greater noida west')).toBe('Greater Noida West');
    expect(cityLabel('sonipat')).toBe('Sonipat');
  });
});

describe('parsePriceLabel', () => {
  it.each([
    ['1.5Cr', 15_000_000, false],
    ['1.5 Cr', 15_000_000, false],
    ['50L', 5_000_000, false],
    ['50 lakh', 5_000_000, false],
    ['₹1,20,000', 120_000, false],
    ['25k', 25_000, false],
    ['5000000', 5_000_000, false],
    ['10Cr+', 100_000_000, true],
  ])('%s', (raw, value, openEnded) => expect(parsePriceLabel(raw)).toEqual({ ok: true, value, openEnded }));

  it('blank is no bound', () =>
    expect(parsePriceLabel('  ')).toEqual({ ok: true, value: null, openEnded: false }));
  it.each(['-5', 'abc', '5 bucks', '1..5Cr'])('rejects %s', (raw) =>
    expect(parsePriceLabel(raw).ok).toBe(false),
  );
});

describe('BHK rules', () => {
  it.each([
    ['4', { value: 4, orMore: true }],
    ['4 BHK', { value: 4, orMore: true }],
    ['6+', { value: 6, orMore: true }],
    ['6+ BHK', { value: 6, orMore: true }],
    ['5+', { value: 5, orMore: true }],
    ['1 RK', { value: 1, orMore: false }],
    ['Studio', { value: 0, orMore: false }],
    ['2.5 BHK', { value: 2.5, orMore: false }],
    ['3', { value: 3, orMore: false }],
  ])('%s', (label, rule) => expect(parseBhk(label)).toEqual(rule));

  it('rejects other text', () => expect(parseBhk('villa')).toBeNull());
  it('matches', () => {
    expect(bhkMatches(5, [parseBhk('4')!])).toBe(true);
    expect(bhkMatches(3, [parseBhk('4')!])).toBe(false);
    expect(bhkMatches(6, [parseBhk('6+')!])).toBe(true);
    expect(bhkMatches(5, [parseBhk('6+')!])).toBe(false);
    expect(bhkMatches(2.5, [parseBhk('2.5 BHK')!])).toBe(true);
    expect(bhkMatches(3, [])).toBe(true);
  });
});

describe('status classes', () => {
  it.each([
    ['Ready to Move', 'ready'],
    ['Completed', 'ready'],
    ['OC received', 'ready'],
    ['Possession started', 'ready'],
    ['New Launch', 'new'],
    ['Under Construction', 'under'],
    ['', 'under'],
  ])('%s → %s', (text, cls) => expect(statusClass(text)).toBe(cls));

  it('reads URL spellings', () => {
    expect(parseStatusClass('under-construction')).toBe('under');
    expect(parseStatusClass('ready-to-move')).toBe('ready');
    expect(parseStatusClass('new-launch')).toBe('new');
    expect(parseStatusClass('soon')).toBeNull();
  });
});

describe('which filters apply', () => {
  const all = {
    sharing: '2',
    furnish: 'furnished',
    gender: 'female',
    occ: 'shared',
    sub: 'coworking',
    amin: 100,
    amax: 900,
    seatType: 'cabin',
    smin: 2,
    smax: 10,
    ptype: 'house',
  } as const;

  it('PG filters only for pg', () => {
    expect(applicableFilters({ ...all, category: 'pg' })).toEqual({
      category: 'pg',
      sharing: '2',
      furnish: 'furnished',
      gender: 'female',
      occ: 'shared',
    });
    expect(applicableFilters({ ...all, category: 'plot' })).toEqual({ category: 'plot' });
  });

  it('home type and furnishing for sale and rent homes', () => {
    for (const category of ['sale', 'rent'] as const)
      expect(applicableFilters({ ...all, category })).toEqual({
        category,
        ptype: 'house',
        furnish: 'furnished',
      });
    expect(listingFilterClauses({ category: 'rent', ptype: 'house', furnish: 'furnished' })).toEqual([
      { 'search.ptype': { $in: ['independent house', 'villa'] } },
      { 'search.furnishing': 'furnished' },
    ]);
  });

  it('commercial: seats only for coworking, furnishing only without sub or office/retail/mall_shop', () => {
    expect(applicableFilters({ ...all, category: 'commercial' })).toEqual({
      category: 'commercial',
      sub: 'coworking',
      amin: 100,
      amax: 900,
      seatType: 'cabin',
      smin: 2,
      smax: 10,
    });
    const office = applicableFilters({ ...all, category: 'commercial', sub: 'office' });
    expect(office.furnish).toBe('furnished');
    expect(office.seatType).toBeUndefined();
    expect(applicableFilters({ ...all, category: 'commercial', sub: undefined }).furnish).toBe('furnished');
    expect(applicableFilters({ ...all, category: 'commercial', sub: 'warehouse' }).furnish).toBeUndefined();
  });

  it('builds clauses', () => {
    expect(listingFilterClauses({ category: 'pg', gender: 'male', sharing: '4+' })).toEqual([
      { 'pgMeta.sharing': '4+' },
      { 'pgMeta.gender': { $in: ['male', 'any'] } },
    ]);
    expect(listingFilterClauses({ category: 'commercial', amin: 100 })).toEqual([
      { 'search.area': { $gte: 100 } },
    ]);
  });
});

describe('text matching', () => {
  it('escapes every regex metacharacter', () => {
    const nasty = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(new RegExp(escapeRegex(nasty)).test(nasty)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
  it('is a case-insensitive substring clause, blank is none', () => {
    expect(substringClause('  Sohna   Road ')).toEqual({ $regex: 'sohna road', $options: 'i' });
    expect(substringClause(' ')).toBeNull();
  });
});
