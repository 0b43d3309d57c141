import { describe, expect, it } from 'vitest';
import { blockedText, valueText } from './history-text';

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

describe('why a change cannot be reverted', () => {
  const change = { at: '2026-11-25T04:00:00.000Z', by: { name: 'Asha' } };
  it('names the later change, the revert that undid it, or an edit outside the editors', () => {
    expect(blockedText({ kind: 'superseded', change })).toBe(
      'Superseded by the change of 25 Nov 2026, 9:30 am by Asha: revert that one first.',
    );
    expect(blockedText({ kind: 'reverted', change: { ...change, by: { name: null } } })).toBe(
      'Reverted on 25 Nov 2026, 9:30 am by an admin.',
    );
    expect(blockedText({ kind: 'outside', change: null })).toBe(
      'Changed since outside the editors: it cannot be reverted here.',
    );
  });
});
