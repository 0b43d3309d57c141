/**
 * A Collection on the official MongoDB driver. Guarantees, matching the embedded adapter:
 *  - `_id` is always a string: inserts and upserts get a newId() when the caller gives none, so the
 *    server never invents an ObjectId;
 *  - duplicate keys (code 11000) surface as DuplicateKeyError;
 *  - expired TTL documents are never returned, counted, updated or deleted, whether or not the
 *    server's TTL monitor has run yet (shared/ttl-rules.ts); the store's sweep deletes them.
 *  - updates are queued per collection (shared/serial-queue.ts): MongoDB is atomic per document
 *    anyway, FerretDB 1.x is not, and this keeps counters and claims correct on both in one process.
 * TTL rules are kept in a small registry collection (ttl-registry.ts) and read back on first use.
 * version() reads the collection's write version (write-versions.ts), bumped after every write here.
 */
import type { Collection as DriverCollection, Filter as DriverFilter, Sort, UpdateFilter } from 'mongodb';
import { newId } from '../new-id';
import { andFilters } from '../shared/filters';
import { SerialQueue } from '../shared/serial-queue';
import { TtlRules } from '../shared/ttl-rules';
import { normalizeUpdate, upsertSeed } from '../shared/update-spec';
import type {
  Collection,
  Doc,
  Filter,
  FindOneAndUpdateOptions,
  FindOptions,
  IndexSpec,
  UpdateOptions,
  UpdateResult,
  UpdateSpec,
} from '../types';
import { isDuplicateKey, withDuplicateMapping } from './mongo-errors';
import type { TtlRegistry } from './ttl-registry';
import type { WriteVersions } from './write-versions';

type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };
/** How documents look to the driver: a string `_id`, anything else. */
export type RawDoc = { _id: string } & Record<string, unknown>;
type Q = DriverFilter<RawDoc>;
const asUpdate = (spec: UpdateSpec): UpdateFilter<RawDoc> => spec as UpdateFilter<RawDoc>;

export class MongoCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly ttl = new TtlRules();
  private ttlLoaded: Promise<void> | null = null;
  private readonly queue = new SerialQueue();

  constructor(
    readonly name: string,
    private readonly col: DriverCollection<RawDoc>,
    private readonly registry: TtlRegistry,
    private readonly versions: WriteVersions,
  ) {}

  version(): Promise<string> {
    return this.versions.read(this.name);
  }

  private write<R>(task: () => Promise<R>): Promise<R> {
    return this.versions.around(this.name, task);
  }

  private async query(filter: Filter): Promise<Q> {
    this.ttlLoaded ??= this.loadTtlRules().catch((err: unknown) => {
      this.ttlLoaded = null;
      throw err;
    });
    await this.ttlLoaded;
    return andFilters(filter, this.ttl.liveFilter());
  }

  private async loadTtlRules(): Promise<void> {
    for (const rule of await this.registry.load(this.name)) this.ttl.add(rule.field, rule.seconds);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const cursor = this.col.find(await this.query(filter), {
      ...(options.projection ? { projection: options.projection } : {}),
      // Ties broken by _id so skip/limit pages are stable, as in the embedded adapter.
      ...(options.sort ? { sort: { ...options.sort, _id: options.sort._id ?? 1 } as Sort } : {}),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
    });
    return (await cursor.toArray()) as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const [doc] = await this.find(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.col.countDocuments(await this.query(filter));
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const stored = { ...doc, _id: doc._id ?? newId() };
    await this.write(() => withDuplicateMapping(this.name, () => this.col.insertOne(stored as RawDoc)));
    return stored as unknown as T;
  }

  async insertMany(docs: NewDoc<T>[]): Promise<number> {
    if (docs.length === 0) return 0;
    const stored = docs.map((d) => ({ ...d, _id: d._id ?? newId() }));
    const result = await this.write(() =>
      withDuplicateMapping(this.name, () => this.col.insertMany(stored as RawDoc[])),
    );
    return result.insertedCount;
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    const spec = options.upsert ? withStringId(filter, normalizeUpdate(update)) : normalizeUpdate(update);
    const q = await this.query(filter);
    const once = () => this.col.updateOne(q, asUpdate(spec), { upsert: options.upsert ?? false });
    // Two upserts racing on a missing document (processes starting together, both marking the same
    // meta document) may both try the insert; the loser gets E11000. The document exists now, so
    // one more try matches it and updates, as MongoDB's own retry does where it applies.
    const upsert = async () => {
      try {
        return await once();
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        return once();
      }
    };
    const r = await this.queue.run(() =>
      this.write(() => withDuplicateMapping(this.name, options.upsert ? upsert : once)),
    );
    const result: UpdateResult = { matched: r.matchedCount, modified: r.modifiedCount };
    if (r.upsertedId !== null && r.upsertedId !== undefined) result.upsertedId = String(r.upsertedId);
    return result;
  }

  async updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult> {
    const spec = normalizeUpdate(update);
    const q = await this.query(filter);
    const r = await this.queue.run(() =>
      this.write(() => withDuplicateMapping(this.name, () => this.col.updateMany(q, asUpdate(spec)))),
    );
    return { matched: r.matchedCount, modified: r.modifiedCount };
  }

  async findOneAndUpdate(
    filter: Filter,
    update: UpdateSpec,
    options: FindOneAndUpdateOptions = {},
  ): Promise<T | null> {
    const spec = options.upsert ? withStringId(filter, normalizeUpdate(update)) : normalizeUpdate(update);
    const q = await this.query(filter);
    const doc = await this.queue.run(() =>
      this.write(() =>
        withDuplicateMapping(this.name, () =>
          this.col.findOneAndUpdate(q, asUpdate(spec), {
            upsert: options.upsert ?? false,
            returnDocument: options.returnDocument ?? 'after',
          }),
        ),
      ),
    );
    return doc as unknown as T | null;
  }

  async deleteOne(filter: Filter): Promise<number> {
    const q = await this.query(filter);
    return (await this.write(() => this.col.deleteOne(q))).deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const q = await this.query(filter);
    return (await this.write(() => this.col.deleteMany(q))).deletedCount;
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    const fields = Object.keys(spec.fields);
    const [first] = fields;
    if (!first) throw new TypeError('an index needs at least one field');
    if (spec.expireAfterSeconds !== undefined && fields.length !== 1) {
      throw new TypeError('a TTL index has exactly one field');
    }
    const options = { ...(spec.unique ? { unique: true } : {}), ...(spec.sparse ? { sparse: true } : {}) };
    const ttl = spec.expireAfterSeconds;
    await withDuplicateMapping(this.name, async () => {
      if (ttl === undefined) return this.col.createIndex(spec.fields, options);
      // A real TTL index where the server has one; FerretDB 1.x answers NotImplemented (238), and
      // a plain index plus our own filter and sweep give the same contract there.
      return this.col
        .createIndex(spec.fields, { ...options, expireAfterSeconds: ttl })
        .catch((err: unknown) => {
          if ((err as { code?: unknown }).code !== 238) throw err;
          return this.col.createIndex(spec.fields, options);
        });
    });
    if (ttl !== undefined) {
      await this.registry.save(this.name, first, ttl);
      this.ttl.add(first, ttl);
    }
  }

  /** Deletes expired documents for good; called by the store's sweep. */
  async sweepExpired(): Promise<number> {
    const expired = this.ttl.expiredFilter();
    if (!expired) return 0;
    const deleted = (await this.col.deleteMany(expired)).deletedCount;
    if (deleted > 0) await this.versions.bump(this.name);
    return deleted;
  }
}

/** Without this the server would give an upserted document an ObjectId `_id`. */
function withStringId(filter: Filter, spec: UpdateSpec): UpdateSpec {
  if (typeof upsertSeed(filter)._id === 'string') return spec;
  return { ...spec, $setOnInsert: { ...spec.$setOnInsert, _id: newId() } };
}
