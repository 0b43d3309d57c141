import { describe, expect, it } from 'vitest';
import { isProjectRef, projectRefFilter } from './project-ref';

describe('project refs', () => {
  it('accepts ids and slugs', () => {
    expect(isProjectRef('65f0a1b2c3d4e5f6a7b8c9d0')).toBe(true);
    expect(isProjectRef('aravali-heights')).toBe(true);
  });
  it('refuses malformed refs', () => {
    for (const bad of ['', '-x', 'a b', 'a/b', "x'; drop", 'é', 'a'.repeat(121)]) {
      expect(isProjectRef(bad)).toBe(false);
    }
  });
  it('matches id or lower-cased slug', () => {
    expect(projectRefFilter('Aravali-Heights')).toEqual({
      $or: [{ _id: 'Aravali-Heights' }, { slug: 'aravali-heights' }],
    });
  });
});
