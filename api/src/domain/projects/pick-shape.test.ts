import { describe, expect, it } from 'vitest';
import { pickShape } from './pick-shape';

describe('pickShape', () => {
  it('copies listed fields only, at every depth', () => {
    expect(pickShape({ title: 'Slab', by: 'u1' }, { title: true })).toEqual({ title: 'Slab' });
    expect(pickShape([{ name: 'A', x: { y: 1 } }], [{ name: true, x: true }])).toEqual([{ name: 'A' }]);
    expect(pickShape({ a: { b: 1, c: 2 } }, { a: { b: true } })).toEqual({ a: { b: 1 } });
  });
  it('keeps scalars and lists of scalars where a scalar is expected, never objects', () => {
    expect(pickShape(['a', { secret: 1 }, 2], true)).toEqual(['a', 2]);
    expect(pickShape({ nested: 1 }, true)).toBeUndefined();
    expect(pickShape(Number.NaN, true)).toBeUndefined();
    expect(pickShape(new Date('2025-01-01T00:00:00Z'), true)).toBe('2025-01-01T00:00:00.000Z');
  });
  it('copies maps of scalars and leaves absent fields absent', () => {
    expect(pickShape({ floor: 'Tile', who: { id: 'u1' } }, 'map')).toEqual({ floor: 'Tile' });
    expect(pickShape(undefined, { a: true })).toBeUndefined();
    expect(pickShape({}, { a: true })).toEqual({});
    expect(pickShape('x', [true])).toBeUndefined();
  });
});
