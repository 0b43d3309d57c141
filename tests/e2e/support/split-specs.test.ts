import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC_SECONDS, SPEC_SECONDS } from './spec-seconds';
import { secondsOf, splitSpecs } from './split-specs';

const total = (files: string[], table: Record<string, number>) =>
  files.reduce((sum, file) => sum + secondsOf(file, table), 0);

describe('splitSpecs', () => {
  const table = { 'a.spec.ts': 300, 'b.spec.ts': 200, 'c.spec.ts': 150, 'd.spec.ts': 100, 'e.spec.ts': 50 };
  const files = Object.keys(table);

  it('puts every spec in exactly one list', () => {
    const lists = splitSpecs(files, 2, table);
    expect(lists).toHaveLength(2);
    expect(lists.flat().sort()).toEqual([...files].sort());
  });

  it('balances by measured seconds, longest first onto the least loaded server', () => {
    // 300 → 1; 200 → 2; 150 → 2 (350); 100 → 1 (400); 50 → 2 (400).
    expect(splitSpecs(files, 2, table)).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
  });

  it('keeps the longest list within one spec of the shortest (greedy bound)', () => {
    const many = Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [`s${i}.spec.ts`, 10 + ((i * 37) % 90)]),
    );
    const lists = splitSpecs(Object.keys(many), 2, many);
    const [one, two] = lists.map((list) => total(list, many));
    expect(Math.abs(one! - two!)).toBeLessThanOrEqual(Math.max(...Object.values(many)));
  });

  it('gives the same split whatever order the files come in', () => {
    const shuffled = ['d.spec.ts', 'e.spec.ts', 'a.spec.ts', 'c.spec.ts', 'b.spec.ts'];
    expect(splitSpecs(shuffled, 2, table)).toEqual(splitSpecs(files, 2, table));
    // Equal costs are ordered by name, so ties do not depend on the input order either.
    const even = { 'x.spec.ts': 10, 'y.spec.ts': 10, 'z.spec.ts': 10 };
    expect(splitSpecs(['z.spec.ts', 'x.spec.ts', 'y.spec.ts'], 2, even)).toEqual([
      ['x.spec.ts', 'z.spec.ts'],
      ['y.spec.ts'],
    ]);
  });

  it('counts a spec missing from the table as the default', () => {
    expect(secondsOf('new.spec.ts', table)).toBe(DEFAULT_SPEC_SECONDS);
    // Just under the default: the new spec is the longer one and goes first; just over: second.
    const under = { 'known.spec.ts': DEFAULT_SPEC_SECONDS - 1 };
    expect(splitSpecs(['known.spec.ts', 'new.spec.ts'], 2, under)).toEqual([
      ['new.spec.ts'],
      ['known.spec.ts'],
    ]);
    const over = { 'known.spec.ts': DEFAULT_SPEC_SECONDS + 1 };
    expect(splitSpecs(['known.spec.ts', 'new.spec.ts'], 2, over)).toEqual([
      ['known.spec.ts'],
      ['new.spec.ts'],
    ]);
  });

  it('with one server keeps every spec, sorted by name', () => {
    expect(splitSpecs(['b.spec.ts', 'a.spec.ts'], 1, table)).toEqual([['a.spec.ts', 'b.spec.ts']]);
  });

  it('refuses a server count that is not a whole number of at least one', () => {
    expect(() => splitSpecs(files, 0, table)).toThrow(/servers/);
    expect(() => splitSpecs(files, 1.5, table)).toThrow(/servers/);
  });

  it('the committed table names spec files that exist, each with positive seconds', () => {
    const e2eDir = join(import.meta.dirname, '..');
    for (const [file, seconds] of Object.entries(SPEC_SECONDS)) {
      expect(existsSync(join(e2eDir, file)), `${file} is in spec-seconds.ts but not in tests/e2e`).toBe(true);
      expect(seconds).toBeGreaterThan(0);
    }
  });
});
