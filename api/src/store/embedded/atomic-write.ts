/**
 * Crash-safe file replacement: write a temp file beside the target, fsync it, rename it over the
 * target, then fsync the directory so the rename itself is durable. A reader sees the old file or
 * the new one, never a torn one, even after kill -9 or power loss.
 */
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

export async function writeFileAtomic(target: string, data: Buffer | string): Promise<void> {
  const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDir(dirname(target));
}

export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
