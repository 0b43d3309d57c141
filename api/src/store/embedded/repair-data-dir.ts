/**
 * The work behind `npm run store:repair` (api/src/cli/store-repair.ts), never run by start-up.
 * Run it with the server stopped: it rewrites data files the server would hold in memory.
 *
 * For each collection under `<dataDir>/db`:
 *  - a file that lost documents against its manifest (data-manifest.ts) is reported and left
 *    alone, unless the operator names it with `acceptLoss`: then its manifest is recorded anew
 *    from what the file holds;
 *  - damaged lines (not a whole JSON record, a torn last line included) move to
 *    `<file>.quarantine-<time>`: a JSON header (which file, which line numbers, how many kept)
 *    then one `{ line, text }` per damaged line, written and fsynced before the data file is
 *    rewritten (crash-safely) with the other lines in their order, so nothing is ever only in
 *    memory. Records an older version wrote with raw Unicode line separators are kept, escaped.
 *    The manifest is then recorded for the repaired file, which loads on the next start.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreOpenError } from '../types';
import { writeFileAtomic } from './atomic-write';
import type { DataFileScan } from './data-lines';
import { countDocuments, lineList, scanText } from './data-lines';
import type { ManifestEntry } from './data-manifest';
import { lossAgainstManifest, manifestPathFor, readManifest, writeManifest } from './data-manifest';
import { collectionsOnDisk } from './embedded-store';
import { escapeLineSeparators } from './line-separators';
import { timestampForFileName } from './torn-tail';

export type FileRepairStatus = 'clean' | 'repaired' | 'loss-detected' | 'loss-accepted';

export interface FileRepair {
  collection: string;
  file: string;
  status: FileRepairStatus;
  /** 1-based line numbers moved to the quarantine file. */
  damagedLines: number[];
  /** Whole records rewritten with their raw line separators escaped (nothing lost). */
  rewrittenLines: number[];
  /** Lines left in the data file. */
  kept: number;
  quarantineFile?: string;
  /** Why the file is short against its manifest (loss-detected / loss-accepted). */
  loss?: string;
  /** The manifest could not be read and was recorded anew. */
  manifestRebuilt?: boolean;
}

export interface RepairReport {
  dbDir: string;
  files: FileRepair[];
  /** Every file now loads (no unaccepted loss left). */
  ok: boolean;
}

export interface RepairOptions {
  dataDir: string;
  /** Collections whose lost documents the operator accepts (`--accept-loss users`). */
  acceptLoss?: string[];
}

export async function repairDataDir({ dataDir, acceptLoss = [] }: RepairOptions): Promise<RepairReport> {
  const dbDir = join(dataDir, 'db');
  const names = await collectionsOnDisk(dbDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const files: FileRepair[] = [];
  for (const name of names)
    files.push(await repairFile(join(dbDir, `${name}.db`), name, acceptLoss.includes(name)));
  return { dbDir, files, ok: files.every((f) => f.status !== 'loss-detected') };
}

async function repairFile(file: string, collection: string, accept: boolean): Promise<FileRepair> {
  const result: FileRepair = {
    collection,
    file,
    status: 'clean',
    damagedLines: [],
    rewrittenLines: [],
    kept: 0,
  };
  let entry: ManifestEntry | null = null;
  try {
    entry = await readManifest(file);
  } catch (err) {
    if (!(err instanceof StoreOpenError)) throw err;
    result.manifestRebuilt = true;
  }
  const loss = await lossAgainstManifest(file, entry);
  if (loss) {
    result.loss = loss;
    if (!accept) return { ...result, status: 'loss-detected' };
    result.status = 'loss-accepted';
  }

  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  const scan = scanText(text);
  result.kept = scan.lines.length - scan.damaged.length;
  const rewrite = scan.damaged.length > 0 || scan.rawSeparators.length > 0;
  if (rewrite) {
    result.damagedLines = scan.damaged;
    result.rewrittenLines = scan.rawSeparators;
    if (scan.damaged.length > 0) result.quarantineFile = await quarantine(file, scan, result.kept);
    await writeFileAtomic(file, keptText(scan));
    if (result.status === 'clean') result.status = 'repaired';
  }
  if (result.status !== 'clean' || result.manifestRebuilt) {
    // The file as it now stands is the new lower bound (the next start's compaction refines it).
    const bytes = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    await writeManifest(file, {
      documents: countDocuments(scan.lines),
      bytes,
      compactedAt: new Date().toISOString(),
    });
  }
  return result;
}

function keptText(scan: DataFileScan): string {
  return scan.lines
    .filter((l) => l.record)
    .map((l) => `${escapeLineSeparators(l.text)}\n`)
    .join('');
}

async function quarantine(file: string, scan: DataFileScan, kept: number): Promise<string> {
  const target = `${file}.quarantine-${timestampForFileName()}`;
  const header = { file, repairedAt: new Date().toISOString(), damagedLines: scan.damaged, kept };
  const bad = scan.lines
    .filter((l) => !l.record)
    .map((l) => JSON.stringify({ line: l.number, text: l.text }));
  await writeFileAtomic(target, [JSON.stringify(header), ...bad].map((l) => `${l}\n`).join(''));
  return target;
}

/** The report as printed by the CLI: one paragraph per file that needed attention. */
export function formatRepairReport(report: RepairReport): string {
  const out = [`store:repair on ${report.dbDir} (${report.files.length} data files)`];
  const clean = report.files.filter((f) => f.status === 'clean' && !f.manifestRebuilt).length;
  for (const f of report.files) {
    const notes = notesFor(f);
    if (notes.length > 0) out.push(`  ${f.file}: ${notes.join(' ')}`);
  }
  out.push(`  ${clean} ${clean === 1 ? 'file was' : 'files were'} clean and left unchanged.`);
  out.push(
    report.ok
      ? 'Every data file now loads.'
      : 'Some data files lost documents; the server refuses to start until they are restored or accepted.',
  );
  return out.join('\n');
}

function notesFor(f: FileRepair): string[] {
  const notes: string[] = [];
  if (f.status === 'loss-detected') {
    notes.push(
      `${f.loss} Left unchanged. Restore it from a backup, or start with what it holds: ` +
        `npm run store:repair -- --accept-loss ${f.collection}`,
    );
  }
  if (f.status === 'loss-accepted')
    notes.push(`${f.loss} Loss accepted: its manifest now records what it holds.`);
  if (f.manifestRebuilt)
    notes.push(`its manifest ${manifestPathFor(f.file)} was unreadable and was recorded anew.`);
  if (f.damagedLines.length > 0) {
    notes.push(`${lineList(f.damagedLines)} damaged, moved to ${f.quarantineFile}; ${f.kept} lines kept.`);
  }
  if (f.rewrittenLines.length > 0) {
    notes.push(`${lineList(f.rewrittenLines)} rewritten with escaped line separators (nothing lost).`);
  }
  return notes;
}
