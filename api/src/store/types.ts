/**
 * The storage interface every part of the API talks to.
 *
 * Two adapters implement it: `embedded` (NeDB files under DATA_DIR, the default) and `mongo`
 * (the official driver, used when MONGODB_URI is set). Both must pass the one contract suite in
 * `contract.test.ts`, so code above this line may rely only on what is written here.
 *
 * Query language: the subset of MongoDB's that both adapters support —
 *   equality (also on dotted paths and array members), $eq $ne $gt $gte $lt $lte $in $nin $exists,
 *   $regex given as a string with optional $options ('i', 'm', 's'), $and $or $not? (no), $elemMatch? (no).
 * Updates: $set $unset $inc $push $pull $addToSet (plain values) and $setOnInsert with upsert.
 * Ids: every document has a string `_id`; when the caller does not give one, a 24-hex id is made
 * (the same shape as a MongoDB ObjectId's hex form), never an ObjectId object.
 */

export type { Doc, Filter, Projection, SortSpec } from '../domain/query-language';
import type { Doc, Filter, Projection, SortSpec } from '../domain/query-language';

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateSpec {
  $set?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  /** Only applied when an upsert inserts. */
  $setOnInsert?: Record<string, unknown>;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matched: number;
  modified: number;
  /** Set when an upsert inserted a new document. */
  upsertedId?: string;
}

export interface FindOneAndUpdateOptions extends UpdateOptions {
  /** Which copy to return; default 'after'. */
  returnDocument?: 'before' | 'after';
}

export interface IndexSpec {
  /** Field paths in order, 1 ascending / -1 descending. */
  fields: Record<string, 1 | -1>;
  unique?: boolean;
  /**
   * Leave documents without the field out of a unique index. (Embedded: honoured for unique
   * indexes only, and not on Date-valued fields; a non-unique index answers the same either way.)
   */
  sparse?: boolean;
  /** TTL: documents whose (single, Date-valued) field is older than this many seconds are removed. */
  expireAfterSeconds?: number;
}

export interface Collection<T extends Doc = Doc> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  /** Throws DuplicateKeyError on a unique-index violation. Returns the stored document. */
  insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<T>;
  /** All or nothing is not promised across documents; a duplicate throws DuplicateKeyError. */
  insertMany(docs: (Omit<T, '_id'> & { _id?: string })[]): Promise<number>;
  updateOne(filter: Filter, update: UpdateSpec, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateSpec): Promise<UpdateResult>;
  /** Atomic read-modify-write on one document (counters, claims). */
  findOneAndUpdate(filter: Filter, update: UpdateSpec, options?: FindOneAndUpdateOptions): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  /** Idempotent: creating an index that exists is a no-op. */
  createIndex(spec: IndexSpec): Promise<void>;
  /**
   * An opaque token that changes after every write made through this interface (insert, update,
   * delete, TTL sweep), for result caches keyed by (version, query). The change happens after the
   * write is visible, so a reader that sees a token never sees data older than the writes before it.
   * Not promised: a change on TTL expiry before the sweep, or on writes that bypass the adapter.
   * Embedded: an in-process counter (one process owns the data by design). Mongo: a `_versions`
   * document per collection, `$set` to a fresh random value on every write (one indexed read).
   */
  version(): Promise<string>;
  /**
   * Embedded store only (absent on MongoDB, where other processes write too): hands the observer
   * every stored document now (`reset`), then every change as it is applied in memory, before the
   * write's promise resolves, so a structure kept from these calls is never behind a finished write.
   * Documents are the store's own objects: an observer reads them and never changes or keeps them.
   */
  observe?(observer: DocumentObserver<T>): Promise<void>;
}

/** What a collection's observer is told (Collection.observe). */
export interface DocumentObserver<T extends Doc = Doc> {
  /** The collection now holds exactly these documents (start, reload). */
  reset(docs: readonly T[]): void;
  insert(doc: T): void;
  remove(doc: T): void;
  update(before: T, after: T): void;
}

export interface StoredFileInfo {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  createdAt: Date;
  metadata: Record<string, unknown>;
}

/** Binary files (photos, floor plans): GridFS with MongoDB, files under DATA_DIR/files when embedded. */
export interface FileStore {
  put(input: {
    filename: string;
    contentType: string;
    data: Buffer;
    metadata?: Record<string, unknown>;
  }): Promise<StoredFileInfo>;
  get(id: string): Promise<{ info: StoredFileInfo; data: Buffer } | null>;
  stat(id: string): Promise<StoredFileInfo | null>;
  delete(id: string): Promise<boolean>;
  /** Files matching metadata equality, e.g. { ownerId } or unreferenced uploads older than a date. */
  list(filter?: { metadata?: Record<string, unknown>; createdBefore?: Date }): Promise<StoredFileInfo[]>;
}

export interface Store {
  readonly kind: 'embedded' | 'mongo';
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  readonly files: FileStore;
  close(): Promise<void>;
}

/** A unique index refused a write. Routes turn it into a 409. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly detail: string,
  ) {
    super(`duplicate key in ${collection}: ${detail}`);
    this.name = 'DuplicateKeyError';
  }
}

/** The store could not be opened (corrupt file, unreachable server): start-up stops with this message. */
export class StoreOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreOpenError';
  }
}
