import { describe, expect, it } from 'vitest';
import { canRevealMore, nextOffset, revealMore } from './explore-reveal';

describe('explore reveal', () => {
  it('reveals 10 more of what is loaded without fetching', () => {
    expect(revealMore({ revealed: 10, loaded: 32, hasMore: true, loading: false })).toEqual({
      revealed: 20,
      fetchMore: false,
    });
  });
  it('fetches the next page when the reveal runs past the loaded list', () => {
    expect(revealMore({ revealed: 30, loaded: 32, hasMore: true, loading: false })).toEqual({
      revealed: 40,
      fetchMore: true,
    });
    expect(revealMore({ revealed: 30, loaded: 32, hasMore: true, loading: true }).fetchMore).toBe(false);
  });
  it('stops at the end of the results', () => {
    expect(revealMore({ revealed: 20, loaded: 25, hasMore: false, loading: false })).toEqual({
      revealed: 25,
      fetchMore: false,
    });
    expect(canRevealMore(25, 25, false)).toBe(false);
    expect(canRevealMore(20, 25, false)).toBe(true);
    expect(canRevealMore(25, 25, true)).toBe(true);
  });
  it('pages by 20 on the server', () => {
    expect(nextOffset(1, 20)).toBe(20);
    expect(nextOffset(3, 20)).toBe(60);
  });
});
