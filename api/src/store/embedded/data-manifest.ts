/**
 * Detects documents lost outside the store (a file emptied, truncated or deleted by a disk problem,
 * a bad restore, a stray command). Each compaction records, beside the data file, how many
 * documents it wrote and the byte length of the compacted file (`<name>.manifest.json`, written
 * crash-safely: temp file, fsync, rename). Until the next compaction the file only grows: inserts,
 * updates and deletes (`$$deleted` lines) are all appended. So a file shorter than its last
 * compacted size, or missing while the manifest counts documents, has lost acknowledged data and
 * start-up refuses it, naming it. The store has no "drop collection"; emptying one is a deleteMany,
 * which appends, and the next compaction records the smaller file.
 *
 * A rewrite (the compaction NeDB does on every load, and the scheduled ones) first marks the entry
 * `rewriting`, then records the new file once NeDB has renamed it into place. A crash between the
 * two leaves the mark, and the next start checks nothing for that file rather than refusing a good,
 * freshly compacted file; a failed rewrite puts the previous entry back. Collections that never held
 * a document get no manifest.
 *
 * Not detected: losing lines appended since the last compaction (their count is not recorded).
 */
import { readFile, rm, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { SerialQueue } from '../shared/serial-queue';
import { StoreOpenError } from '../types';
import { writeFileAtomic } from './atomic-write';
import type { StoreLog } from './store-log';

export interface ManifestEntry {
  documents: number;
  bytes: number;
  compactedAt: string;
  rewriting?: boolean;
}

export function manifestPathFor(dataFile: string): string {
  return dataFile.replace(/\.db$/, '.manifest.json');
}

export function collectionOf(dataFile: string): string {
  return basename(dataFile).replace(/\.db$/, '');
}

export async function readManifest(dataFile: string): Promise<ManifestEntry | null> {
  const path = manifestPathFor(dataFile);
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (text === null) return null;
  const entry = parseEntry(text);
  if (!entry) {
    throw new StoreOpenError(
      `cannot open data file ${dataFile}: its manifest ${path} is unreadable. Nothing was changed. ` +
        'Stop here and run `npm run store:repair` (it checks the data file and records a new manifest).',
    );
  }
  return entry;
}

function parseEntry(text: string): ManifestEntry | null {
  try {
    const v = JSON.parse(text) as Partial<ManifestEntry> | null;
    const ok =
      v !== null &&
      Number.isInteger(v.documents) &&
      Number.isInteger(v.bytes) &&
      typeof v.compactedAt === 'string';
    return ok ? (v as ManifestEntry) : null;
  } catch {
    return null;
  }
}

export async function writeManifest(dataFile: string, entry: ManifestEntry): Promise<void> {
  await writeFileAtomic(manifestPathFor(dataFile), `${JSON.stringify(entry)}\n`);
}

export async function removeManifest(dataFile: string): Promise<void> {
  await rm(manifestPathFor(dataFile), { force: true });
}

/** NeDB restores `<file>~` when a rewrite died before its rename, so that copy counts as the file. */
async function sizeOnDisk(dataFile: string): Promise<number | null> {
  for (const path of [dataFile, `${dataFile}~`]) {
    const size = await stat(path).then(
      (s) => s.size,
      () => null,
    );
    if (size !== null) return size;
  }
  return null;
}

/** What is wrong with the file compared with its manifest, or null when nothing is. */
export async function lossAgainstManifest(
  dataFile: string,
  entry: ManifestEntry | null,
): Promise<string | null> {
  if (!entry || entry.rewriting) return null;
  const size = await sizeOnDisk(dataFile);
  const last = `its last compaction (${entry.compactedAt}) wrote ${entry.documents} documents in ${entry.bytes} bytes`;
  if (size === null) return entry.documents > 0 ? `it is missing, but ${last}.` : null;
  if (size < entry.bytes) {
    return `it holds ${size} bytes, but ${last}; documents were lost (the file was emptied or cut short).`;
  }
  return null;
}

/** The manifest of one open collection: checked before loading, updated around every rewrite. */
export class CompactionManifest {
  private readonly queue = new SerialQueue();
  private entry: ManifestEntry | null = null;
  private compactions = 0;

  constructor(
    private readonly dataFile: string,
    private readonly log: StoreLog,
  ) {}

  async check(): Promise<void> {
    this.entry = await readManifest(this.dataFile);
    const loss = await lossAgainstManifest(this.dataFile, this.entry);
    if (loss) {
      throw new StoreOpenError(
        `cannot open data file ${this.dataFile}: ${loss} Nothing was changed. Restore the file from a ` +
          'backup, or stop here and run `npm run store:repair` to see what it holds and how to accept the loss.',
      );
    }
  }

  /** Runs a rewrite of the data file (load or compaction) with the entry marked meanwhile. */
  async aroundRewrite(rewrite: () => Promise<void>): Promise<void> {
    const previous = this.entry;
    const compactionsBefore = this.compactions;
    if (previous && !previous.rewriting) await this.save({ ...previous, rewriting: true });
    try {
      await rewrite();
    } catch (err) {
      // The file was not replaced, so the previous bound still holds.
      if (previous && this.compactions === compactionsBefore) {
        await this.save(previous).catch((saveErr: unknown) => {
          // Left marked `rewriting`: the next start checks less, but the rewrite's error is the news.
          this.log.warn(`could not restore the manifest of ${this.dataFile}: ${String(saveErr)}`);
        });
      }
      throw err;
    }
  }

  /** Called synchronously on NeDB's `compaction.done`, while nothing can append to the file. */
  compacted(documents: number, bytes: number): void {
    this.compactions += 1;
    if (documents === 0 && !this.entry) return;
    this.save({ documents, bytes, compactedAt: new Date().toISOString() }).catch((err: unknown) => {
      // The entry on disk still says `rewriting` (no check), so start-up stays possible.
      this.log.warn(`could not record the manifest of ${this.dataFile}: ${String(err)}`);
    });
  }

  private save(entry: ManifestEntry): Promise<void> {
    this.entry = entry;
    return this.queue.run(() => writeManifest(this.dataFile, entry));
  }

  /** Resolves once every manifest write already queued has finished. */
  drain(): Promise<void> {
    return this.queue.drain();
  }
}
