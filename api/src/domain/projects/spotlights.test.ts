import { describe, expect, it } from 'vitest';
import { pickSpotlights } from './spotlights';

describe('pickSpotlights', () => {
  it('takes featured projects first, by slug', () => {
    const picked = pickSpotlights([
      { _id: '1', slug: 'c', featured: true },
      { _id: '2', slug: 'a' },
      { _id: '3', slug: 'b', featured: true },
      { _id: '4', slug: 'd', featured: true },
      { _id: '5', slug: 'e', featured: true },
    ]);
    expect(picked.map((p) => p.slug)).toEqual(['b', 'c', 'd']);
  });
  it('fills with other projects when fewer are featured', () => {
    const picked = pickSpotlights([
      { _id: '1', slug: 'z', featured: true },
      { _id: '2', slug: 'b' },
      { _id: '3', slug: 'a' },
    ]);
    expect(picked.map((p) => p.slug)).toEqual(['z', 'a', 'b']);
  });
});
