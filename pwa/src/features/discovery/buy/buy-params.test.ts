import { describe, expect, it } from 'vitest';
import {
  parseBuyParams,
  primaryRequest,
  secondaryRequest,
  sectionsOf,
  showsFilters,
  toBuyParams,
} from './buy-params';

const parse = (q: string) => parseBuyParams(new URLSearchParams(q));

describe('/buy state', () => {
  it('round-trips the URL', () => {
    const q =
      'tab=plot&city=Noida&q=park&sort=priceLow&section=secondary&bhk=3&amenities=Lift%2CPool&min=100&max=900&page=2';
    expect(toBuyParams(parse(q)).toString()).toBe(q);
    expect(toBuyParams(parse('')).toString()).toBe('');
  });
  it('keeps only known amenities, in a fixed order, and sends them to both sections', () => {
    const s = parse('amenities=Pool,Helipad,Lift');
    expect(s.amenities).toEqual(['Lift', 'Pool']);
    expect(primaryRequest(s).query).toMatchObject({ amenities: 'Lift,Pool' });
    expect(secondaryRequest(s).query).toMatchObject({ amenities: 'Lift,Pool' });
    expect(primaryRequest(parse('')).query.amenities).toBeUndefined();
  });
  it('has the sections each tab can show', () => {
    expect(sectionsOf('rent')).toEqual(['secondary']);
    expect(sectionsOf('projects')).toEqual(['primary']);
    expect(parse('tab=rent').section).toBe('secondary');
    expect(parse('tab=new&section=secondary').section).toBe('primary');
  });
  it('shows the filter sidebar only with a city or query', () => {
    expect(showsFilters(parse(''))).toBe(false);
    expect(showsFilters(parse('city=Noida'))).toBe(true);
  });
  it('asks for 24 per page from the right endpoint', () => {
    expect(primaryRequest(parse('tab=new&sort=priceHigh')).query).toMatchObject({
      limit: 24,
      status: 'new',
      sortBy: 'price',
      sortOrder: 'desc',
    });
    expect(secondaryRequest(parse('tab=rent&bhk=2'))).toMatchObject({
      path: '/user-properties/search',
      query: { type: 'rent', bedroomsMin: 2, limit: 24 },
    });
    expect(secondaryRequest(parse('tab=commercial'))).toMatchObject({
      path: '/listings',
      query: { category: 'commercial' },
    });
  });
});
