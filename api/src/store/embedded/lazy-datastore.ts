/**
 * One NeDB Datastore per collection file, loaded at most once: the first caller starts the load
 * and everyone else awaits the same promise, so two early requests can never load (and rewrite)
 * the same file twice.
 *
 * Before NeDB reads the file: the manifest check refuses a file that lost documents since its last
 * compaction (data-manifest.ts), and a torn last line left by a crash is set aside (torn-tail.ts).
 * `corruptAlertThreshold: 0` then makes NeDB refuse a file with any other unreadable line instead
 * of dropping it and rewriting the file without it; we turn that refusal into a StoreOpenError
 * naming the file and the lines and pointing at `npm run store:repair`, and the failed load stays
 * failed (no later call can silently start from an empty collection). Every line NeDB writes has
 * its Unicode line separators escaped (line-separators.ts). Compaction rewrites the append-only
 * file on a schedule (crash-safe: temp file, fsync, rename) and records the manifest each time.
 */
import { statSync } from 'node:fs';
import { StoreOpenError } from '../types';
import { lineList, scanDataFile } from './data-lines';
import { installChunkedRewrite } from './chunked-rewrite';
import { ObservedDatastore } from './observed-datastore';
import { CompactionManifest } from './data-manifest';
import { escapeLineSeparators } from './line-separators';
import type { StoreLog } from './store-log';
import { setAsideTornTail } from './torn-tail';

// Loads and compactions rewrite whole files: in 1 MB chunks, not one write per line.
installChunkedRewrite();

/** NeDB's own minimum for automatic compaction; kept so a typo cannot make it run constantly. */
const MIN_COMPACTION_INTERVAL_MS = 5_000;

export class LazyDatastore {
  private loading: Promise<ObservedDatastore> | null = null;
  private readonly manifest: CompactionManifest;
  private timer: NodeJS.Timeout | null = null;
  private compacting: Promise<void> | null = null;

  constructor(
    readonly filename: string,
    private readonly compactionIntervalMs: number,
    private readonly log: StoreLog,
  ) {
    this.manifest = new CompactionManifest(filename, log);
  }

  get(): Promise<ObservedDatastore> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<ObservedDatastore> {
    await this.manifest.check();
    await setAsideTornTail(this.filename, this.log);
    const ds = new ObservedDatastore({
      filename: this.filename,
      corruptAlertThreshold: 0,
      afterSerialization: escapeLineSeparators,
      beforeDeserialization: (line) => line,
    });
    // Emitted inside NeDB's queue right after the rename, before any append can run.
    ds.on('compaction.done', () => {
      // Never let bookkeeping fail NeDB's rewrite: without a record the entry stays `rewriting`.
      try {
        this.manifest.compacted(ds.getAllData().length, statSync(this.filename).size);
      } catch (err) {
        this.log.warn(`could not record the manifest of ${this.filename}: ${String(err)}`);
      }
    });
    try {
      await this.manifest.aroundRewrite(() => ds.loadDatabaseAsync());
    } catch (err) {
      throw new StoreOpenError(await this.describeLoadFailure(err));
    }
    this.startCompaction(ds);
    return ds;
  }

  private async describeLoadFailure(err: unknown): Promise<string> {
    const reason = err instanceof Error ? err.message : String(err);
    const scan = await scanDataFile(this.filename).catch(() => null);
    const problems = [
      ...(scan?.damaged.length ? [`${lineList(scan.damaged)} damaged (not a whole record)`] : []),
      ...(scan?.rawSeparators.length
        ? [`${lineList(scan.rawSeparators)} written with raw Unicode line separators by an older version`]
        : []),
    ];
    if (problems.length === 0) {
      return `cannot open data file ${this.filename}: ${reason} Nothing was changed; repair or restore the file.`;
    }
    return (
      `cannot open data file ${this.filename}: ${problems.join('; ')}. Nothing was changed. Stop here and ` +
      'run `npm run store:repair` (it moves damaged lines to a quarantine file beside the data file, ' +
      'reports them, and keeps the rest), or restore the file from a backup.'
    );
  }

  private startCompaction(ds: ObservedDatastore): void {
    if (this.compactionIntervalMs <= 0) return;
    const every = Math.max(this.compactionIntervalMs, MIN_COMPACTION_INTERVAL_MS);
    this.timer = setInterval(() => {
      this.compacting ??= this.compact(ds).finally(() => {
        this.compacting = null;
      });
    }, every);
    this.timer.unref();
  }

  private async compact(ds: ObservedDatastore): Promise<void> {
    try {
      await this.manifest.aroundRewrite(() => ds.compactDatafileAsync());
    } catch (err) {
      this.log.warn(`compaction of ${this.filename} failed, will retry: ${String(err)}`);
    }
  }

  /** TTL indexes NeDB restored from the file (field → seconds). */
  static ttlIndexesOf(ds: ObservedDatastore): Record<string, number> {
    return (ds as unknown as { ttlIndexes?: Record<string, number> }).ttlIndexes ?? {};
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (!this.loading) return;
    await this.loading.catch(() => null);
    await this.compacting;
    await this.manifest.drain();
  }
}
