import { describe, expect, it } from 'vitest';
import { assignSpotlights, SPOTLIGHTS } from './spotlights';

describe('SPOTLIGHTS', () => {
  it('names three routes, each slug the slug of its name', () => {
    expect(SPOTLIGHTS.map((s) => s.slug)).toEqual(['aravali-heights', 'yamuna-greens', 'skyline-towers']);
    for (const s of SPOTLIGHTS) expect(s.name.toLowerCase().replace(/\s+/g, '-')).toBe(s.slug);
  });
});

describe('assignSpotlights', () => {
  const at = (m: Map<number, { slug: string }>) =>
    Object.fromEntries([...m].map(([i, s]) => [s.slug, i] as const));

  it('places each in its cities first, never on a skipped index or twice', () => {
    const projects = [{ city: 'Gurgaon' }, { city: 'Delhi' }, { city: 'Noida' }, { city: 'Gurgaon' }];
    expect(at(assignSpotlights(projects, new Set([0])))).toEqual({
      'aravali-heights': 3,
      'yamuna-greens': 2,
      'skyline-towers': 1,
    });
  });

  it('falls back to any project, and names fewer when there are fewer projects', () => {
    expect(at(assignSpotlights([{ city: 'Delhi' }, { city: 'Delhi' }]))).toEqual({
      'aravali-heights': 0,
      'yamuna-greens': 1,
    });
  });
});
