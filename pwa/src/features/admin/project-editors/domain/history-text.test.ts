import { describe, expect, it } from 'vitest';
import { valueText } from './history-text';

describe('history values', () => {
  it('reads empties, lists and objects as short text', () => {
    expect(valueText(undefined)).toBe('(empty)');
    expect(valueText([])).toBe('(empty)');
    expect(valueText(['Pool', 'Gym'])).toBe('Pool, Gym');
    expect(valueText(42)).toBe('42');
    expect(valueText({ name: 'A', progressPct: 40 })).toBe('name: A, progressPct: 40');
    expect(
      valueText([
        { name: 'A', progressPct: 40 },
        { name: 'B', floors: { up: 2 } },
      ]),
    ).toBe('name: A, progressPct: 40; name: B, floors: (up: 2)');
    expect(valueText('x'.repeat(400))).toHaveLength(160);
  });
});
