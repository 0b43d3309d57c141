/**
 * Per-collection write versions for the mongo adapter (Collection.version()): one document per
 * collection in `_versions`, `{ _id: <collection>, v }`, whose `v` is `$set` to a fresh random id
 * after every write made through the adapter. A `$set` of a new value rather than `$inc`: FerretDB
 * 1.x loses concurrent `$inc`s, and a cache key only needs "any write changes the value".
 * Guarantee: the bump is awaited after the write settles (also when it failed, since a failed
 * updateMany may have written part), so a reader that sees a version never sees older data under it;
 * if the bump itself fails the write's caller gets that error. Works across processes sharing a db.
 */
import type { Collection as DriverCollection, Db } from 'mongodb';
import { newId } from '../new-id';
import { upsertRacingOthers } from './mongo-errors';

type VersionDoc = { _id: string; v: string };

export class WriteVersions {
  private readonly col: DriverCollection<VersionDoc>;

  constructor(db: Db) {
    this.col = db.collection<VersionDoc>('_versions');
  }

  async read(collection: string): Promise<string> {
    const doc = await this.col.findOne({ _id: collection });
    return doc?.v ?? 'none';
  }

  async bump(collection: string): Promise<void> {
    // Two processes making the first write to a collection both upsert its version document.
    await upsertRacingOthers(() =>
      this.col.updateOne({ _id: collection }, { $set: { v: newId() } }, { upsert: true }),
    );
  }

  /** Runs a write, then bumps the version whether it succeeded or not. */
  async around<R>(collection: string, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } finally {
      await this.bump(collection);
    }
  }
}
