/** Contract cases for the FileStore: exact binary round-trips, stat, delete, list filters. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Ctx } from './define-contract';
import { uniqueName } from './harness';

const HEX24 = /^[0-9a-f]{24}$/;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function fileCases(ctx: Ctx): void {
  describe('files', () => {
    it('stores and returns bytes exactly, with their info', async () => {
      const files = ctx.h.store.files;
      const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const big = randomBytes(700_000); // spans several GridFS chunks
      for (const data of [every, big, Buffer.alloc(0)]) {
        const info = await files.put({
          filename: 'plan.webp',
          contentType: 'image/webp',
          data,
          metadata: { a: 1 },
        });
        expect(info).toEqual({
          id: expect.stringMatching(HEX24) as unknown,
          filename: 'plan.webp',
          contentType: 'image/webp',
          size: data.length,
          createdAt: expect.any(Date) as unknown,
          metadata: { a: 1 },
        });
        const got = await files.get(info.id);
        expect(got?.info).toEqual(info);
        expect(got?.data.equals(data)).toBe(true);
        expect(await files.stat(info.id)).toEqual(info);
      }
    });

    it('returns null for unknown ids and deletes once', async () => {
      const files = ctx.h.store.files;
      expect(await files.get('0123456789abcdef01234567')).toBeNull();
      expect(await files.stat('not-an-id')).toBeNull();
      const info = await files.put({ filename: 'x', contentType: 'text/plain', data: Buffer.from('x') });
      expect(info.metadata).toEqual({});
      expect(await files.delete(info.id)).toBe(true);
      expect(await files.delete(info.id)).toBe(false);
      expect(await files.get(info.id)).toBeNull();
      expect(await files.stat(info.id)).toBeNull();
    });

    it('lists by metadata equality and by createdBefore, oldest first', async () => {
      const files = ctx.h.store.files;
      const owner = uniqueName('owner');
      const put = (name: string, metadata: Record<string, unknown>) =>
        files.put({ filename: name, contentType: 'image/jpeg', data: Buffer.from(name), metadata });
      const first = await put('1.jpg', { ownerId: owner, used: false });
      await put('other.jpg', { ownerId: `${owner}-other`, used: false });
      await pause(30);
      const cut = new Date();
      await pause(30);
      const second = await put('2.jpg', { ownerId: owner, used: true });
      const mine = await files.list({ metadata: { ownerId: owner } });
      expect(mine.map((f) => f.filename)).toEqual(['1.jpg', '2.jpg']);
      expect((await files.list({ metadata: { ownerId: owner, used: false } })).map((f) => f.id)).toEqual([
        first.id,
      ]);
      const old = await files.list({ createdBefore: cut });
      expect(old.map((f) => f.id)).toContain(first.id);
      expect(old.map((f) => f.id)).not.toContain(second.id);
      expect(await files.list({ metadata: { ownerId: owner }, createdBefore: cut })).toEqual([first]);
      expect(await files.list({ metadata: { ownerId: 'nobody' } })).toEqual([]);
    });
  });
}
