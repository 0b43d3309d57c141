/**
 * The compiled matcher and the fast cursor against NeDB itself: the same answer (match, error,
 * count, page and order) for many generated documents and queries, including the odd cases NeDB
 * has rules for (arrays, nested arrays, dotted paths through arrays, numeric path segments, nulls,
 * missing fields, Dates, mixed types, regexes, `$size`, `$elemMatch`), and through writes.
 */
import Datastore from '@seald-io/nedb';
import { match } from '@seald-io/nedb/lib/model.js';
import { describe, expect, it } from 'vitest';
import type { Doc, Projection, SortSpec } from '../types';
import { compileQuery } from './compiled-query';
import { BoundedHeap, fastCount, fastFind } from './fast-cursor';

/** A small deterministic PRNG (mulberry32), so a failure is reproducible. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const D1 = new Date('2026-01-01T00:00:00Z');
const D2 = new Date('2026-06-01T00:00:00Z');
const VALUES: unknown[] = [0, 1, 2, 5, -1, 2.5, 'a', 'b', 'live', 'Live', '', null, true, false, D1, D2];

function pickFrom<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function randomValue(rand: () => number, depth = 0): unknown {
  const r = rand();
  if (r < 0.55 || depth > 1) return pickFrom(rand, VALUES);
  if (r < 0.75) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
  if (r < 0.9) return { x: randomValue(rand, depth + 1), y: pickFrom(rand, VALUES) };
  return undefined;
}

function randomDoc(rand: () => number, i: number): Record<string, unknown> {
  const doc: Record<string, unknown> = { _id: `id${String(i).padStart(4, '0')}` };
  for (const field of ['a', 'b', 'c', 'n']) {
    const v = randomValue(rand);
    if (v !== undefined) doc[field] = v;
  }
  if (rand() < 0.7) doc.s = { x: randomValue(rand, 1), y: pickFrom(rand, VALUES) };
  if (rand() < 0.3) doc.arr = [{ x: pickFrom(rand, VALUES) }, { x: pickFrom(rand, VALUES), y: 1 }];
  return doc;
}

const FIELDS = ['a', 'b', 'c', 'n', 's.x', 's.y', 'arr.x', 'arr.1.x', 'arr.0', 'missing', 's.x.x'];

function randomCondition(rand: () => number): unknown {
  const r = rand();
  const v = () => pickFrom(rand, VALUES);
  if (r < 0.25) return v();
  if (r < 0.3) return [v(), v()];
  if (r < 0.35) return { x: v() };
  if (r < 0.4) return /^l/i;
  const ops = [
    '$gt',
    '$gte',
    '$lt',
    '$lte',
    '$ne',
    '$in',
    '$nin',
    '$exists',
    '$regex',
    '$size',
    '$elemMatch',
  ];
  const cond: Record<string, unknown> = {};
  for (let i = 0, n = 1 + Math.floor(rand() * 2); i < n; i++) {
    const op = pickFrom(rand, ops);
    if (op === '$in' || op === '$nin') cond[op] = [v(), v(), v()];
    else if (op === '$exists') cond[op] = pickFrom(rand, [true, false, 1, 0, '']);
    else if (op === '$regex') cond[op] = pickFrom(rand, [/a/, /^L/i, /e$/]);
    else if (op === '$size') cond[op] = pickFrom(rand, [0, 1, 2]);
    else if (op === '$elemMatch') cond[op] = pickFrom(rand, [{ x: v() }, { $gt: 1 }, { y: 1 }]);
    else cond[op] = v();
  }
  return cond;
}

function randomQuery(rand: () => number, depth = 0): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  for (let i = 0, n = 1 + Math.floor(rand() * 3); i < n; i++) {
    const r = rand();
    if (r < 0.15 && depth < 2) q.$or = [randomQuery(rand, depth + 1), randomQuery(rand, depth + 1)];
    else if (r < 0.25 && depth < 2) q.$and = [randomQuery(rand, depth + 1), randomQuery(rand, depth + 1)];
    else if (r < 0.32 && depth < 2) q.$not = randomQuery(rand, depth + 1);
    else q[pickFrom(rand, FIELDS)] = randomCondition(rand);
  }
  return q;
}

/** The result or the error message, so errors are compared too. */
function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (err) {
    return `throws ${(err as Error).message}`;
  }
}

describe('compileQuery', () => {
  it('answers as NeDB model.match for generated documents and queries', () => {
    const rand = prng(20261129);
    const docs = Array.from({ length: 120 }, (_, i) => randomDoc(rand, i));
    let matched = 0;
    for (let q = 0; q < 600; q++) {
      const query = randomQuery(rand);
      const compiled = compileQuery(query);
      for (const doc of docs) {
        const expected = outcome(() => match(doc, query));
        expect(
          outcome(() => compiled(doc)),
          JSON.stringify({ doc, query }),
        ).toEqual(expected);
        if (expected === true) matched += 1;
      }
    }
    // The generator must produce matches and misses alike, or the comparison proves little.
    expect(matched).toBeGreaterThan(1000);
  });

  it('mirrors NeDB on primitive documents, mixed operator objects and unknown operators', () => {
    const cases: [unknown, unknown][] = [
      [5, { $gt: 1 }],
      ['a', 'a'],
      [[1, 2], 2],
      [{ a: 1 }, { a: { $gt: 0, b: 1 } }],
      [{ a: 1 }, { a: { $foo: 1 } }],
      [{ a: 1 }, { a: { $gt: 5, $foo: 1 } }],
      [{ a: 1 }, { $foo: [] }],
      [{ a: 1 }, { $or: {} }],
      [{ a: [1, [2, 3]] }, { a: 3 }],
      [{ a: 1 }, { $where: () => true }],
      [{ a: 1 }, { $where: 'x' }],
    ];
    for (const [doc, query] of cases) {
      expect(outcome(() => compileQuery(query)(doc))).toEqual(outcome(() => match(doc, query)));
    }
  });
});

async function twinStores(docs: Record<string, unknown>[]) {
  const nedb = new Datastore({ inMemoryOnly: true });
  await nedb.loadDatabaseAsync();
  await nedb.ensureIndexAsync({ fieldName: 'b' });
  await nedb.insertAsync(docs);
  return nedb;
}

const ids = (docs: Doc[]) => docs.map((d) => d._id);

describe('fastFind / fastCount', () => {
  it('give NeDB cursor answers: counts, pages, order, projections', async () => {
    const rand = prng(7);
    const docs = Array.from({ length: 300 }, (_, i) => randomDoc(rand, i));
    const ds = await twinStores(docs);
    const sorts: (SortSpec | undefined)[] = [
      undefined,
      { n: 1 as const, _id: 1 as const },
      { a: -1 as const, _id: 1 as const },
      { 's.x': 1 as const },
      { b: -1 as const },
    ];
    const projections: (Projection | undefined)[] = [
      undefined,
      { a: 1 as const, 's.y': 1 as const },
      { _id: 0 as const, n: 1 as const },
      { c: 0 as const },
      { 's.x': 1, 's.y': 1, 'arr.x': 1, 'arr.1.x': 1, a: 1, missing: 1 },
      { a: 1, 'a.b': 1 },
      { 's.x': 1, s: 1 },
      { _id: 1, n: 1, 'arr.0': 1 },
    ];
    for (let q = 0; q < 300; q++) {
      const query = q % 5 === 0 ? { b: { $gte: 1, $lte: 5 }, ...randomQuery(rand, 2) } : randomQuery(rand);
      const sort = pickFrom(rand, sorts);
      const skip = pickFrom(rand, [0, 0, 3, 40]);
      const limit = pickFrom(rand, [0, 1, 5, 20]);
      const projection = pickFrom(rand, projections);
      let cursor = ds.findAsync(query, projection ?? {});
      if (sort) cursor = cursor.sort(sort);
      if (skip) cursor = cursor.skip(skip);
      if (limit) cursor = cursor.limit(limit);
      const expected = await outcomeAsync(() => cursor);
      const actual = await outcomeAsync(() => fastFind(ds, query, { sort, skip, limit, projection }));
      expect(actual, JSON.stringify({ query, sort, skip, limit, projection })).toEqual(expected);
      expect(await outcomeAsync(() => fastCount(ds, query))).toEqual(
        await outcomeAsync(() => ds.countAsync(query)),
      );
    }
  });

  it('keeps NeDB order for ties (its stable sort) and returns copies', async () => {
    const docs = Array.from({ length: 50 }, (_, i) => ({
      _id: `t${String(49 - i).padStart(2, '0')}`,
      k: i % 3,
    }));
    const ds = await twinStores(docs);
    const expected = await ds.findAsync({}).sort({ k: 1 }).skip(4).limit(10);
    const actual = await fastFind(ds, {}, { sort: { k: 1 }, skip: 4, limit: 10 });
    expect(ids(actual)).toEqual(ids(expected as unknown as Doc[]));
    (actual[0] as Record<string, unknown>).k = 'changed';
    expect((await ds.findOneAsync({ _id: actual[0]?._id }))?.k).not.toBe('changed');
  });

  it('sees inserts, updates and deletes (it reads NeDB’s own data and indexes)', async () => {
    const ds = await twinStores([
      { _id: 'x1', b: 1 },
      { _id: 'x2', b: 2 },
    ]);
    const read = async () => ids(await fastFind(ds, { b: { $gte: 1 } }, { sort: { b: -1 } }));
    expect(await read()).toEqual(['x2', 'x1']);
    await ds.insertAsync({ _id: 'x3', b: 3 });
    await ds.updateAsync({ _id: 'x1' }, { $set: { b: 9 } });
    expect(await read()).toEqual(['x1', 'x3', 'x2']);
    await ds.removeAsync({ _id: 'x3' }, {});
    expect(await read()).toEqual(['x1', 'x2']);
    expect(await fastCount(ds, { b: { $gte: 2 } })).toBe(2);
  });
});

describe('BoundedHeap', () => {
  it('keeps the smallest items in order', () => {
    const rand = prng(3);
    for (const size of [1, 2, 7, 50]) {
      const values = Array.from({ length: 200 }, () => Math.floor(rand() * 100));
      const heap = new BoundedHeap<number>(size, (a, b) => a - b);
      for (const v of values) heap.offer(v);
      expect(heap.sorted()).toEqual([...values].sort((a, b) => a - b).slice(0, size));
    }
  });
});

async function outcomeAsync(run: () => PromiseLike<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (err) {
    return `throws ${(err as Error).message}`;
  }
}
