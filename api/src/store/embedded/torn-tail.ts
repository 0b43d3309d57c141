/**
 * Crash recovery for the one damage a crash can cause in an append-only file: a last line cut
 * short. NeDB appends each write as whole lines ending in "\n" and acknowledges it only after the
 * append completed, so a last line with no newline that is not a whole record was never
 * acknowledged. It is moved, byte for byte, to `<file>.torn-<time>` beside the data file (written
 * and fsynced before the data file is shortened), and the move is logged with both names.
 *
 * Nothing else qualifies: a last line that parses is kept (NeDB loads it and rewrites the file);
 * a damaged line anywhere else, or a torn tail behind other damage, leaves the file untouched so
 * start-up refuses it and `npm run store:repair` reports it.
 */
import { open, stat } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-write';
import { parseRecord, scanText } from './data-lines';
import type { StoreLog } from './store-log';

const CHUNK = 64 * 1024;

export async function setAsideTornTail(file: string, log: StoreLog): Promise<string | null> {
  const size = await stat(file).then(
    (s) => s.size,
    () => 0,
  );
  if (size === 0) return null;
  const handle = await open(file, 'r+');
  try {
    const start = await startOfLastLine(handle, size);
    if (start === size) return null; // ends with "\n": nothing torn
    const tail = Buffer.alloc(size - start);
    await handle.read(tail, 0, tail.length, start);
    if (parseRecord(tail.toString('utf8'))) return null;
    const head = Buffer.alloc(start);
    await handle.read(head, 0, start, 0);
    if (scanText(head.toString('utf8')).damaged.length > 0) return null;

    const tornFile = `${file}.torn-${timestampForFileName()}`;
    await writeFileAtomic(tornFile, tail);
    await handle.truncate(start);
    await handle.sync();
    log.warn(
      `${file}: its last line was an incomplete write (${tail.length} bytes, never acknowledged); ` +
        `set aside in ${tornFile}`,
    );
    return tornFile;
  } finally {
    await handle.close();
  }
}

/** Offset just after the last "\n" (0 when there is none), reading backwards in chunks. */
async function startOfLastLine(handle: Awaited<ReturnType<typeof open>>, size: number): Promise<number> {
  let end = size;
  while (end > 0) {
    const from = Math.max(0, end - CHUNK);
    const chunk = Buffer.alloc(end - from);
    await handle.read(chunk, 0, chunk.length, from);
    const at = chunk.lastIndexOf(0x0a);
    if (at !== -1) return from + at + 1;
    end = from;
  }
  return 0;
}

/** 2026-11-24T05-28-03-123Z: sortable and valid in file names everywhere. */
export function timestampForFileName(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}
