/**
 * A Collection on one NeDB file. Guarantees:
 *  - every write runs through a per-collection SerialQueue, so findOneAndUpdate and upserts are
 *    atomic with respect to every other call in this process;
 *  - a write resolves only after NeDB has appended it to the data file (it survives kill -9);
 *  - unique-index violations surface as DuplicateKeyError;
 *  - expired TTL documents are never returned or counted (see shared/ttl-rules.ts);
 *  - version() changes after every write (settled, failed or not: a failure may have written part),
 *    counted in memory — sound because one process owns the data directory by design.
 */
import type Datastore from '@seald-io/nedb';
import { isDeepStrictEqual } from 'node:util';
import { newId } from '../new-id';
import { andFilters } from '../shared/filters';
import { TtlRules } from '../shared/ttl-rules';
import { normalizeUpdate, withoutSetOnInsert } from '../shared/update-spec';
import type {
  Collection,
  Doc,
  DocumentObserver,
  Filter,
  FindOneAndUpdateOptions,
  FindOptions,
  IndexSpec,
  UpdateOptions,
  UpdateResult,
  UpdateSpec,
} from '../types';
import { LazyDatastore } from './lazy-datastore';
import type { ObservedDatastore } from './observed-datastore';
import { withDuplicateMapping } from './nedb-errors';
import { SerialQueue } from '../shared/serial-queue';
import { translateFilter } from './translate-filter';
import { applyUpdate, upsertInsert } from './nedb-writes';
import { fastCount, fastFind } from './fast-cursor';

/** A skip or limit the fast path reads as NeDB does: absent, or a whole number ≥ 0. */
const countable = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0);

type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };

export class EmbeddedCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly queue = new SerialQueue();
  private readonly ttl = new TtlRules();
  /** Per-process epoch, so a token never repeats across restarts of a long-lived cache holder. */
  private readonly epoch = newId();
  private writes = 0;

  constructor(
    readonly name: string,
    private readonly handle: LazyDatastore,
  ) {}

  private async db(): Promise<ObservedDatastore> {
    const ds = await this.handle.get();
    for (const [field, seconds] of Object.entries(LazyDatastore.ttlIndexesOf(ds)))
      this.ttl.add(field, seconds);
    return ds;
  }

  private query(filter: Filter): Record<string, unknown> {
    return translateFilter(andFilters(filter, this.ttl.liveFilter()));
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const db = await this.db();
    // Ties broken by _id so skip/limit pages are stable, as in the mongo adapter.
    const sort = options.sort ? { ...options.sort, _id: options.sort._id ?? 1 } : undefined;
    const { skip, limit } = options;
    if (countable(skip) && countable(limit)) {
      // NeDB's answer without its per-document query interpretation (fast-cursor.ts).
      return (await fastFind(db, this.query(filter), { ...options, sort })) as T[];
    }
    let cursor = db.findAsync<T>(this.query(filter), options.projection ?? {});
    if (sort) cursor = cursor.sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (limit) cursor = cursor.limit(limit);
    return await cursor;
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    const db = await this.db();
    return fastCount(db, this.query(filter));
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const db = await this.db();
    return this.write(() =>
      withDuplicateMapping(this.name, () => db.insertAsync({ ...doc, _id: doc._id ?? newId() })),
    ) as Promise<T>;
  }

  async insertMany(docs: NewDoc<T>[]): Promise<number> {
    if (docs.length === 0) return 0;
    const db = await this.db();
    const stored = await this.write(() =>
      withDuplicateMapping(this.name, () =>
        db.insertAsync(docs.map((d) => ({ ...d, _id: d._id ?? newId() }))),
      ),
    );
    return stored.length;
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    const spec = normalizeUpdate(update);
    const db = await this.db();
    return this.write(async () => {
      const before = await this.findOne(filter);
      if (before) {
        const after = await this.applyTo(db, before, spec);
        return { matched: 1, modified: isDeepStrictEqual(before, after) ? 0 : 1 };
      }
      if (!options.upsert) return { matched: 0, modified: 0 };
      const inserted = await this.upsertInsert(db, filter, spec);
      return { matched: 0, modified: 0, upsertedId: inserted._id };
    });
  }

  async updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult> {
    const spec = normalizeUpdate(update);
    const rest = withoutSetOnInsert(spec);
    const db = await this.db();
    return this.write(async () => {
      const befores = await this.find(filter);
      if (befores.length === 0 || !rest) return { matched: befores.length, modified: 0 };
      if (rest.$pull) {
        // $pull needs a per-document spec (update-quirks.ts), so apply it one document at a time.
        let modified = 0;
        for (const before of befores) {
          if (!isDeepStrictEqual(before, await this.applyTo(db, before, rest))) modified += 1;
        }
        return { matched: befores.length, modified };
      }
      const ids = befores.map((d) => d._id);
      const { affectedDocuments } = await withDuplicateMapping(this.name, () =>
        db.updateAsync({ _id: { $in: ids } }, rest, { multi: true, returnUpdatedDocs: true }),
      );
      const afterById = new Map(((affectedDocuments ?? []) as T[]).map((d) => [d._id, d]));
      const modified = befores.filter((b) => !isDeepStrictEqual(b, afterById.get(b._id))).length;
      return { matched: befores.length, modified };
    });
  }

  async findOneAndUpdate(
    filter: Filter,
    update: UpdateSpec,
    options: FindOneAndUpdateOptions = {},
  ): Promise<T | null> {
    const spec = normalizeUpdate(update);
    const returnBefore = options.returnDocument === 'before';
    const db = await this.db();
    return this.write(async () => {
      const before = await this.findOne(filter);
      if (before) {
        const after = await this.applyTo(db, before, spec);
        return returnBefore ? before : after;
      }
      if (!options.upsert) return null;
      const inserted = await this.upsertInsert(db, filter, spec);
      return returnBefore ? null : inserted;
    });
  }

  async deleteOne(filter: Filter): Promise<number> {
    const db = await this.db();
    return this.write(() => db.removeAsync(this.query(filter), { multi: false }));
  }

  async deleteMany(filter: Filter): Promise<number> {
    const db = await this.db();
    return this.write(() => db.removeAsync(this.query(filter), { multi: true }));
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    const fields = Object.keys(spec.fields);
    const [first] = fields;
    if (!first) throw new TypeError('an index needs at least one field');
    if (spec.expireAfterSeconds !== undefined && fields.length !== 1) {
      throw new TypeError('a TTL index has exactly one field');
    }
    const db = await this.db();
    await this.write(() =>
      withDuplicateMapping(this.name, () =>
        db.ensureIndexAsync({
          fieldName: fields.length === 1 ? first : fields,
          unique: spec.unique ?? false,
          // Sparse only changes what a UNIQUE index refuses. NeDB 4.1 takes a Date key for a
          // missing one in sparse indexes (Object.values(date) is empty) and leaves every
          // Date-valued document out, so queries through it find none: ask for sparse only
          // where uniqueness needs it (a sparse unique index on a Date field is not supported).
          sparse: (spec.sparse ?? false) && (spec.unique ?? false),
          ...(spec.expireAfterSeconds !== undefined ? { expireAfterSeconds: spec.expireAfterSeconds } : {}),
        }),
      ),
    );
    if (spec.expireAfterSeconds !== undefined) this.ttl.add(first, spec.expireAfterSeconds);
  }

  async observe(observer: DocumentObserver<T>): Promise<void> {
    const db = await this.db();
    // Inside NeDB's executor, as its reads: no write is half-applied when the observer starts.
    const executor = (db as unknown as { executor: { pushAsync(task: () => Promise<void>): Promise<void> } })
      .executor;
    await executor.pushAsync(() => {
      db.observe(observer);
      return Promise.resolve();
    });
  }

  version(): Promise<string> {
    return Promise.resolve(`${this.epoch}:${this.writes}`);
  }

  /** Every write goes through here: serialised, and the version bumped once it has settled. */
  private write<R>(task: () => Promise<R>): Promise<R> {
    return this.queue.run(task).finally(() => {
      this.writes += 1;
    });
  }

  /** Resolves once every write already queued has finished (used by close). */
  drain(): Promise<void> {
    return this.queue.drain();
  }

  /** Deletes expired documents for good; called by the store's sweep. */
  async sweepExpired(): Promise<number> {
    const expired = this.ttl.expiredFilter();
    if (!expired) return 0;
    const db = await this.db();
    return this.write(() => db.removeAsync(translateFilter(expired), { multi: true }));
  }

  private applyTo(db: Datastore, before: T, spec: UpdateSpec): Promise<T> {
    return applyUpdate(db, this.name, before, spec);
  }

  private upsertInsert(db: Datastore, filter: Filter, spec: UpdateSpec): Promise<T> {
    return upsertInsert(db, this.name, filter, spec) as Promise<T>;
  }
}
