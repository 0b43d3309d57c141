import { describe, expect, it } from 'vitest';
import {
  parseSearchParams,
  searchHeading,
  searchRequest,
  toSearchParams,
  visibleFilters,
} from './search-params';

const parse = (q: string) => parseSearchParams(new URLSearchParams(q));

describe('which /search filters show', () => {
  it('PG filters only for PG', () => {
    expect(visibleFilters('pg', '')).toMatchObject({
      pg: true,
      commercial: false,
      furnishing: true,
      seats: false,
    });
    expect(visibleFilters('buy', '')).toMatchObject({ pg: false, commercial: false, home: true });
    expect(visibleFilters('plot', '')).toMatchObject({ home: false, furnishing: false });
  });
  it('furnishing for commercial only without sub-type or for office, retail, mall_shop', () => {
    for (const sub of ['', 'office', 'retail', 'mall_shop'])
      expect(visibleFilters('commercial', sub).furnishing).toBe(true);
    for (const sub of ['coworking', 'warehouse', 'land'])
      expect(visibleFilters('commercial', sub).furnishing).toBe(false);
  });
  it('seat type and seats only for coworking', () => {
    expect(visibleFilters('commercial', 'coworking').seats).toBe(true);
    expect(visibleFilters('commercial', 'office').seats).toBe(false);
    expect(visibleFilters('pg', 'coworking').seats).toBe(false);
  });
});

describe('/search URL', () => {
  it('keeps the spec parameter names', () => {
    const q =
      'type=pg&city=Noida&q=sector+62&min=5000&max=15000&sharing=2&furnish=furnished&gender=female&occ=shared';
    expect(toSearchParams(parse(q)).toString()).toBe(q);
    const c = 'type=commercial&sub=coworking&amin=100&amax=900&seatType=dedicated&smin=2&smax=10';
    expect(toSearchParams(parse(c)).toString()).toBe(c);
  });
  it('drops filters that do not apply to the type', () => {
    expect(toSearchParams(parse('type=plot&sharing=2&sub=office&furnish=furnished')).toString()).toBe(
      'type=plot',
    );
    expect(toSearchParams(parse('type=pg&ptype=house')).toString()).toBe('type=pg');
    expect(
      toSearchParams(parse('type=commercial&sub=warehouse&furnish=furnished&seatType=cabin')).toString(),
    ).toBe('type=commercial&sub=warehouse');
  });
  it('sends listings or projects and names the heading', () => {
    expect(searchRequest(parse('type=pg&sharing=1'))).toMatchObject({
      path: '/listings',
      query: { category: 'pg', sharing: '1' },
    });
    expect(searchRequest(parse('type=rent&ptype=house&furnish=furnished&sharing=2'), 3)).toEqual({
      path: '/listings',
      query: { category: 'rent', page: 3, limit: 24, ptype: 'house', furnish: 'furnished' },
    });
    expect(parse('type=rent&ptype=castle').ptype).toBe('');
    expect(searchRequest(parse('type=projects&city=Noida&min=100'))).toMatchObject({
      path: '/projects/query',
      query: { city: 'Noida', minBudget: 100 },
    });
    expect(searchHeading('pg')).toBe('PG / Co-living');
    expect(searchHeading('plot')).toBe('Plots');
    expect(searchHeading('commercial')).toBe('Commercial');
    expect(searchHeading('rent')).toBe('All listings');
  });
});
