/**
 * NeDB rewrites a whole data file on every load and compaction (crash-safe: a temp file, fsync,
 * rename, fsync of the folder). Its writer queues one stream write per document line without
 * waiting: at 100,000 listings (200,000 documents, ~400 MB) that is 200,000 Buffers held at once
 * and a large part of a restart. This writer makes the same file — the same bytes (each line and a
 * newline), the same temp name, fsyncs and rename, in NeDB's order — from 1 MB chunks written one
 * after the other. Installed over NeDB 4.1.2's `storage.crashSafeWriteFileLinesAsync` (pinned in
 * api/package.json), which its persistence module calls through the module object.
 */
import storage from '@seald-io/nedb/lib/storage.js';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

const CHUNK_CHARS = 1 << 20;
const DEFAULT_MODES = { fileMode: 0o644, dirMode: 0o755 };

/** The lines, each followed by a newline, into a new file (NeDB's writeFileLinesAsync's bytes). */
export async function writeLines(filename: string, lines: readonly string[], mode: number): Promise<void> {
  const file = await open(filename, 'w', mode);
  try {
    let chunk = '';
    for (const line of lines) {
      chunk += `${line}\n`;
      if (chunk.length >= CHUNK_CHARS) {
        // writeFile on a handle writes all of it, from the current position.
        await file.writeFile(chunk, 'utf8');
        chunk = '';
      }
    }
    if (chunk) await file.writeFile(chunk, 'utf8');
  } finally {
    await file.close();
  }
}

/** NeDB's crashSafeWriteFileLinesAsync, step for step, with writeLines as its writer. */
export async function crashSafeWriteLines(
  filename: string,
  lines: readonly string[],
  modes: { fileMode: number; dirMode: number } = DEFAULT_MODES,
): Promise<void> {
  const temp = `${filename}~`;
  await storage.flushToStorageAsync({ filename: dirname(filename), isDir: true, mode: modes.dirMode });
  if (await storage.existsAsync(filename))
    await storage.flushToStorageAsync({ filename, mode: modes.fileMode });
  await writeLines(temp, lines, modes.fileMode);
  await storage.flushToStorageAsync({ filename: temp, mode: modes.fileMode });
  await storage.renameAsync(temp, filename);
  await storage.flushToStorageAsync({ filename: dirname(filename), isDir: true, mode: modes.dirMode });
}

let installed = false;
/** Makes NeDB's rewrites use crashSafeWriteLines (once per process). */
export function installChunkedRewrite(): void {
  if (installed) return;
  installed = true;
  storage.crashSafeWriteFileLinesAsync = crashSafeWriteLines;
}
