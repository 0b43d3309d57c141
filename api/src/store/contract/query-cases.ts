/** Contract cases for reads: filters, regular expressions, sorting, paging, projection, count. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Filter } from '../types';
import type { Ctx } from './define-contract';
import { uniqueName } from './harness';

const DAY = 86_400_000;
const T0 = new Date('2024-01-01T00:00:00Z');

const LISTINGS = [
  {
    _id: 'a',
    name: 'Alpha Tower',
    city: 'Noida',
    price: 50,
    tags: ['metro', 'park'],
    address: { sector: '62', pin: 201309 },
    rera: true,
    rooms: [{ type: '2bhk', n: 2 }],
    listedAt: T0,
  },
  {
    _id: 'b',
    name: 'beta heights',
    city: 'Gurugram',
    price: 120,
    tags: ['golf'],
    address: { sector: '54' },
    rera: false,
    nullable: null,
    listedAt: new Date(T0.getTime() + DAY),
  },
  {
    _id: 'c',
    name: 'Gamma Greens',
    city: 'Noida',
    price: 80,
    tags: [],
    listedAt: new Date(T0.getTime() + 2 * DAY),
  },
  {
    _id: 'd',
    name: 'Delta alpha',
    city: 'Delhi',
    price: 200,
    tags: ['metro'],
    address: { sector: '62' },
    rera: true,
    rooms: [{ type: '3bhk', n: 3 }],
  },
  { _id: 'e', name: 'Epsilon', city: 'Gurugram', tags: ['park'], listedAt: new Date(T0.getTime() + 3 * DAY) },
];

export function queryCases(ctx: Ctx): void {
  describe('queries', () => {
    let col: Collection;
    const ids = async (filter: Filter): Promise<string[]> =>
      (await col.find(filter, { projection: { _id: 1 } })).map((d) => d._id).sort();

    beforeAll(async () => {
      col = ctx.h.store.collection(uniqueName('q'));
      expect(await col.insertMany(LISTINGS)).toBe(5);
    });

    it('finds everything with an empty filter, and by plain equality', async () => {
      expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(await ids({ city: 'Noida' })).toEqual(['a', 'c']);
      expect(await ids({ city: 'Noida', price: 80 })).toEqual(['c']);
      expect(await ids({ rera: false })).toEqual(['b']);
      expect(await ids({ listedAt: new Date(T0.getTime() + DAY) })).toEqual(['b']);
    });

    it('matches dotted paths, array members, exact arrays and paths through arrays of objects', async () => {
      expect(await ids({ 'address.sector': '62' })).toEqual(['a', 'd']);
      expect(await ids({ 'address.pin': 201309 })).toEqual(['a']);
      expect(await ids({ tags: 'metro' })).toEqual(['a', 'd']);
      expect(await ids({ tags: ['golf'] })).toEqual(['b']);
      expect(await ids({ 'rooms.type': '3bhk' })).toEqual(['d']);
    });

    it('treats null as "null or missing", as MongoDB does', async () => {
      expect(await ids({ nullable: null })).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(await ids({ address: null })).toEqual(['c', 'e']);
      expect(await ids({ address: { $eq: null } })).toEqual(['c', 'e']);
      expect(await ids({ address: { $ne: null } })).toEqual(['a', 'b', 'd']);
      expect(await ids({ price: { $in: [null, 50] } })).toEqual(['a', 'e']);
    });

    it('supports $eq $ne $in $nin with array-field semantics', async () => {
      expect(await ids({ city: { $eq: 'Delhi' } })).toEqual(['d']);
      expect(await ids({ price: { $ne: 50 } })).toEqual(['b', 'c', 'd', 'e']);
      expect(await ids({ tags: { $ne: 'metro' } })).toEqual(['b', 'c', 'e']);
      expect(await ids({ city: { $in: ['Noida', 'Delhi'] } })).toEqual(['a', 'c', 'd']);
      expect(await ids({ tags: { $in: ['golf', 'park'] } })).toEqual(['a', 'b', 'e']);
      expect(await ids({ city: { $nin: ['Noida'] } })).toEqual(['b', 'd', 'e']);
      expect(await ids({ tags: { $nin: ['metro'] } })).toEqual(['b', 'c', 'e']);
      expect(await ids({ _id: { $in: ['a', 'zz'] } })).toEqual(['a']);
    });

    it('supports $exists and the range operators on numbers and dates', async () => {
      expect(await ids({ price: { $exists: false } })).toEqual(['e']);
      expect(await ids({ address: { $exists: true } })).toEqual(['a', 'b', 'd']);
      expect(await ids({ nullable: { $exists: true } })).toEqual(['b']);
      expect(await ids({ price: { $gt: 50, $lte: 120 } })).toEqual(['b', 'c']);
      expect(await ids({ price: { $gte: 80 } })).toEqual(['b', 'c', 'd']);
      expect(await ids({ price: { $lt: 100 } })).toEqual(['a', 'c']);
      expect(
        await ids({
          listedAt: { $gte: new Date(T0.getTime() + DAY), $lt: new Date(T0.getTime() + 3 * DAY) },
        }),
      ).toEqual(['b', 'c']);
    });

    it('supports $and and $or, also nested', async () => {
      expect(await ids({ $or: [{ city: 'Delhi' }, { price: { $lt: 60 } }] })).toEqual(['a', 'd']);
      expect(await ids({ $and: [{ city: 'Noida' }, { price: { $gt: 60 } }] })).toEqual(['c']);
      expect(await ids({ tags: 'park', $or: [{ city: 'Gurugram' }, { rera: true }] })).toEqual(['a', 'e']);
    });

    it('matches $regex strings with and without the i option, anchored or not', async () => {
      expect(await ids({ name: { $regex: '^Alpha' } })).toEqual(['a']);
      expect(await ids({ name: { $regex: '^alpha' } })).toEqual([]);
      expect(await ids({ name: { $regex: '^alpha', $options: 'i' } })).toEqual(['a']);
      expect(await ids({ name: { $regex: 'alpha' } })).toEqual(['d']);
      expect(await ids({ name: { $regex: 'alpha', $options: 'i' } })).toEqual(['a', 'd']);
      expect(await ids({ name: { $regex: 'heights$' } })).toEqual(['b']);
      expect(await ids({ tags: { $regex: '^me' } })).toEqual(['a', 'd']);
      expect(await ids({ price: { $regex: '5' } })).toEqual([]);
      expect(await ids({ city: 'Noida', name: { $regex: 'green', $options: 'i' } })).toEqual(['c']);
    });

    it('sorts with missing fields first ascending and last descending, on several keys', async () => {
      const order = async (sort: Record<string, 1 | -1>): Promise<string[]> =>
        (await col.find({}, { sort })).map((d) => d._id);
      expect(await order({ price: 1 })).toEqual(['e', 'a', 'c', 'b', 'd']);
      expect(await order({ price: -1 })).toEqual(['d', 'b', 'c', 'a', 'e']);
      expect(await order({ city: 1, price: -1 })).toEqual(['d', 'b', 'e', 'c', 'a']);
      expect(await order({ name: 1 })).toEqual(['a', 'd', 'e', 'c', 'b']);
      expect(await order({ 'address.sector': 1, _id: -1 })).toEqual(['e', 'c', 'b', 'd', 'a']);
    });

    it('pages with skip and limit after sorting, ties broken by _id', async () => {
      const page = async (skip: number, limit: number): Promise<string[]> =>
        (await col.find({}, { sort: { city: 1 }, skip, limit })).map((d) => d._id);
      expect(await page(0, 2)).toEqual(['d', 'b']);
      expect(await page(2, 2)).toEqual(['e', 'a']);
      expect(await page(4, 2)).toEqual(['c']);
      expect(await col.find({ city: 'Noida' }, { limit: 1 })).toHaveLength(1);
    });

    it('projects included and excluded fields', async () => {
      expect(await col.findOne({ _id: 'a' }, { projection: { name: 1, city: 1 } })).toEqual({
        _id: 'a',
        name: 'Alpha Tower',
        city: 'Noida',
      });
      expect(await col.findOne({ _id: 'a' }, { projection: { name: 1, _id: 0 } })).toEqual({
        name: 'Alpha Tower',
      });
      const without = await col.findOne({ _id: 'b' }, { projection: { tags: 0, address: 0, listedAt: 0 } });
      expect(without).toEqual({
        _id: 'b',
        name: 'beta heights',
        city: 'Gurugram',
        price: 120,
        rera: false,
        nullable: null,
      });
    });

    it('findOne honours sort and returns null when nothing matches', async () => {
      expect((await col.findOne({ city: 'Noida' }, { sort: { price: -1 } }))?._id).toBe('c');
      expect(await col.findOne({ city: 'Mumbai' })).toBeNull();
      const full = await col.findOne({ _id: 'a' });
      expect(full).toEqual(LISTINGS[0]);
      expect(full?.listedAt).toBeInstanceOf(Date);
    });

    it('counts with and without filters', async () => {
      expect(await col.count()).toBe(5);
      expect(await col.count({ tags: 'park' })).toBe(2);
      expect(await col.count({ name: { $regex: 'ALPHA', $options: 'i' } })).toBe(2);
      expect(await col.count({ price: { $exists: false } })).toBe(1);
      expect(await ctx.h.store.collection(uniqueName('empty')).count()).toBe(0);
    });
  });
}
