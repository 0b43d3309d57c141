/**
 * One NeDB Datastore per collection file, loaded at most once: the first caller starts
 * `loadDatabaseAsync` and everyone else awaits the same promise, so two early requests can never
 * load (and rewrite) the same file twice.
 *
 * `corruptAlertThreshold: 0` makes NeDB refuse a file with any unreadable line instead of dropping
 * it and rewriting the file without it; we turn that refusal into a StoreOpenError naming the file,
 * and the failed load stays failed (no later call can silently start from an empty collection).
 * Autocompaction rewrites the append-only file on a schedule (crash-safe: temp file, fsync, rename).
 */
import Datastore from '@seald-io/nedb';
import { StoreOpenError } from '../types';

export class LazyDatastore {
  private loading: Promise<Datastore> | null = null;

  constructor(
    readonly filename: string,
    private readonly compactionIntervalMs: number,
  ) {}

  get(): Promise<Datastore> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<Datastore> {
    const ds = new Datastore({ filename: this.filename, corruptAlertThreshold: 0 });
    try {
      await ds.loadDatabaseAsync();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new StoreOpenError(
        `cannot open data file ${this.filename}: ${reason} Nothing was changed; repair or restore the file.`,
      );
    }
    if (this.compactionIntervalMs > 0) ds.setAutocompactionInterval(this.compactionIntervalMs);
    return ds;
  }

  /** TTL indexes NeDB restored from the file (field → seconds). */
  static ttlIndexesOf(ds: Datastore): Record<string, number> {
    return (ds as unknown as { ttlIndexes?: Record<string, number> }).ttlIndexes ?? {};
  }

  async close(): Promise<void> {
    if (!this.loading) return;
    const ds = await this.loading.catch(() => null);
    ds?.stopAutocompaction();
  }
}
