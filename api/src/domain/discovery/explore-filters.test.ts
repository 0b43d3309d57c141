import { describe, expect, it } from 'vitest';
import {
  exploreApiQuery,
  hasExploreFilters,
  parseExploreParams,
  resetSheetFilters,
  toExploreParams,
} from './explore-filters';

const parse = (q: string) => parseExploreParams(new URLSearchParams(q));

describe('explore URL ⇄ filters', () => {
  it('round-trips every filter', () => {
    const q =
      'type=buy&city=Noida&area=Sector+62&priceMin=5000000&priceMax=20000000&bhk=2%2C3&q=park&ptype=Apartment&status=ready%2Cnew&sort=priceLow&pill=verified';
    expect(toExploreParams(parse(q)).toString()).toBe(q);
  });
  it('defaults: all statuses, relevance, nothing else', () => {
    const f = parse('');
    expect(f.status).toEqual(['ready', 'new', 'under']);
    expect(f.sort).toBe('relevance');
    expect(hasExploreFilters(f)).toBe(false);
    expect(toExploreParams(f).toString()).toBe('');
  });
  it("reads the home page's status=under-construction and drops unknown values", () => {
    expect(parse('status=under-construction').status).toEqual(['under']);
    expect(parse('bhk=2,9,studio&ptype=Castle&sort=x&pill=owner')).toMatchObject({
      bhk: ['2', 'studio'],
      ptypes: [],
      sort: 'relevance',
      pill: '',
    });
  });
  it('a city alone counts as a filter; the home search type does not', () => {
    expect(hasExploreFilters(parse('type=buy'))).toBe(false);
    expect(hasExploreFilters(parse('city=Noida&type=buy'))).toBe(true);
  });
  it('Reset All clears the sheet groups but keeps city, text and sort', () => {
    const f = resetSheetFilters(
      parse('city=Noida&q=x&priceMin=1000000&bhk=2&ptype=Villa&status=new&sort=name'),
    );
    expect(toExploreParams(f).toString()).toBe('city=Noida&q=x&sort=name');
  });
});

describe('explore API query', () => {
  it('asks for the newest 20 on the unfiltered first view', () => {
    expect(exploreApiQuery(parse(''), 0)).toMatchObject({
      limit: 20,
      offset: 0,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });
  it('maps sorts, filters and the New Launch pill', () => {
    const q = exploreApiQuery(parse('city=Noida&bhk=2,6%2B&ptype=Villa&sort=priceLow&pill=new'), 40);
    expect(q).toMatchObject({
      offset: 40,
      sortBy: 'price',
      sortOrder: 'asc',
      city: 'Noida',
      bhk: '2,6+',
      propertyType: 'Villa',
      status: 'new',
    });
    expect(exploreApiQuery(parse('city=A'), 0)).toMatchObject({
      sortBy: 'score',
      sortOrder: 'desc',
      status: undefined,
    });
    expect(exploreApiQuery(parse('sort=name'), 0)).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });
});
