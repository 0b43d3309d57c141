import { describe, expect, it } from 'vitest';
import { apiQuery, parseBrowseParams, sheetFilterCount, toBrowseParams } from './browse-params';

const parse = (q: string) => parseBrowseParams(new URLSearchParams(q));

describe('/browse-projects address', () => {
  it('reads city, status, developer and sort, dropping what it does not know', () => {
    expect(
      parse('city=Gurgaon&status=under-construction,new,bogus&developer=skyline-builders&sort=possession'),
    ).toEqual({
      city: 'Gurgaon',
      status: ['new', 'under'],
      developer: 'skyline-builders',
      sort: 'possession',
    });
    expect(parse('developer=%24where&sort=cheapest')).toEqual({
      city: '',
      status: [],
      developer: '',
      sort: 'newest',
    });
  });

  it('writes one address per state (defaults left out) and reads it back', () => {
    const state = parse('status=ready,new&sort=price-high&city=Noida');
    expect(toBrowseParams(state).toString()).toBe('city=Noida&status=new%2Cready&sort=price-high');
    expect(parseBrowseParams(toBrowseParams(state))).toEqual(state);
    // All three statuses is no status filter.
    expect(toBrowseParams(parse('status=new,under,ready')).toString()).toBe('');
  });

  it('asks the API for the same list', () => {
    expect(apiQuery(parse('city=Noida&status=ready&developer=alpha&sort=possession'))).toEqual({
      city: 'Noida',
      status: 'ready',
      developer: 'alpha',
      sortBy: 'possession',
      sortOrder: 'asc',
    });
    expect(apiQuery(parse(''))).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc', city: undefined });
    expect(sheetFilterCount(parse('status=ready&developer=alpha&city=Noida'))).toBe(2);
  });
});
