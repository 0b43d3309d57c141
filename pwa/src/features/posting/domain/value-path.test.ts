import { describe, expect, it } from 'vitest';
import { compact, getPath, setPath } from './value-path';

describe('form value paths', () => {
  it('reads and writes nested values without mutating the original', () => {
    const values = { pgMeta: { amenities: { wifi: true } }, city: 'Noida' };
    const next = setPath(values, 'pgMeta.amenities.ac', true);
    expect(getPath(next, 'pgMeta.amenities')).toEqual({ wifi: true, ac: true });
    expect(values.pgMeta.amenities).toEqual({ wifi: true });
    expect(getPath(next, 'city')).toBe('Noida');
    expect(getPath(next, 'missing.deep')).toBeUndefined();
    expect(setPath({}, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });

  it('compacts blank strings, undefined and empty objects but keeps false and 0', () => {
    expect(compact({ a: ' x ', b: '', c: undefined, d: { e: '' }, f: false, g: 0, h: ['a'] })).toEqual({
      a: 'x',
      f: false,
      g: 0,
      h: ['a'],
    });
  });
});
