import { describe, expect, it } from 'vitest';
import { browseApiQuery, browseParams, pagingButtons, parseBrowseParams } from './listing-query';

const parse = (q: string, fixed?: Parameters<typeof parseBrowseParams>[1]) =>
  parseBrowseParams(new URLSearchParams(q), fixed);

describe('listing browser URL', () => {
  it('defaults to sort new, page 1, no category', () => {
    expect(parse('')).toMatchObject({ category: '', sort: 'new', page: 1 });
    expect(browseParams(parse('')).toString()).toBe('');
  });
  it('round-trips filters and drops junk', () => {
    const q = 'category=pg&q=sector&city=Noida&min=1000&max=9000&sort=priceLow&page=3';
    expect(browseParams(parse(q)).toString()).toBe(q);
    expect(parse('category=boat&sort=x&page=-2')).toMatchObject({ category: '', sort: 'new', page: 1 });
  });
  it('keeps a fixed category out of the URL but in the request', () => {
    const s = parse('category=sale&page=2', 'plot');
    expect(s.category).toBe('plot');
    expect(browseParams(s, 'plot').toString()).toBe('page=2');
    expect(browseApiQuery(s)).toMatchObject({ category: 'plot', page: 2, sort: 'new' });
  });
  it('disables Prev on page 1 and Next on the last page', () => {
    expect(pagingButtons(1, 5)).toEqual({ prev: false, next: true });
    expect(pagingButtons(5, 5)).toEqual({ prev: true, next: false });
    expect(pagingButtons(1, 1)).toEqual({ prev: false, next: false });
  });
});
