/**
 * FileStore on the local disk: `<dir>/<id>.bin` holds the bytes and `<id>.json` the info. The
 * bytes are written (atomically) before the info, and the info is removed before the bytes, so a
 * file is visible exactly when both are complete; a crash can leave at most an orphan `.bin`,
 * never an entry that cannot be read. Metadata must be JSON values (it is stored as JSON).
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { newId } from '../new-id';
import type { FileStore, StoredFileInfo } from '../types';
import { writeFileAtomic } from './atomic-write';

type InfoJson = Omit<StoredFileInfo, 'createdAt'> & { createdAt: string };

const ID = /^[0-9a-f]{24}$/;

export class EmbeddedFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async put(input: {
    filename: string;
    contentType: string;
    data: Buffer;
    metadata?: Record<string, unknown>;
  }): Promise<StoredFileInfo> {
    const info: StoredFileInfo = {
      id: newId(),
      filename: input.filename,
      contentType: input.contentType,
      size: input.data.length,
      createdAt: new Date(),
      metadata: input.metadata ?? {},
    };
    await writeFileAtomic(this.path(info.id, 'bin'), input.data);
    await writeFileAtomic(this.path(info.id, 'json'), JSON.stringify(info));
    return info;
  }

  async get(id: string): Promise<{ info: StoredFileInfo; data: Buffer } | null> {
    const info = await this.stat(id);
    if (!info) return null;
    return { info, data: await readFile(this.path(id, 'bin')) };
  }

  async stat(id: string): Promise<StoredFileInfo | null> {
    if (!ID.test(id)) return null;
    try {
      return parseInfo(await readFile(this.path(id, 'json'), 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(id: string): Promise<boolean> {
    if (!(await this.stat(id))) return false;
    await rm(this.path(id, 'json'), { force: true });
    await rm(this.path(id, 'bin'), { force: true });
    return true;
  }

  async list(
    filter: { metadata?: Record<string, unknown>; createdBefore?: Date } = {},
  ): Promise<StoredFileInfo[]> {
    const names = (await readdir(this.dir)).filter((n) => n.endsWith('.json'));
    const infos = await Promise.all(names.map((n) => this.stat(n.slice(0, -'.json'.length))));
    return infos
      .filter((info): info is StoredFileInfo => info !== null)
      .filter((info) => !filter.createdBefore || info.createdAt < filter.createdBefore)
      .filter((info) =>
        Object.entries(filter.metadata ?? {}).every(([k, v]) => isDeepStrictEqual(info.metadata[k], v)),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  private path(id: string, ext: 'bin' | 'json'): string {
    return join(this.dir, `${id}.${ext}`);
  }
}

function parseInfo(text: string): StoredFileInfo {
  const raw = JSON.parse(text) as InfoJson;
  return { ...raw, createdAt: new Date(raw.createdAt) };
}
