/**
 * FileStore on GridFS (bucket `files`). Ids are newId() strings, like everywhere else; the
 * content type and the caller's metadata live in the GridFS file document's `metadata`
 * (`{ contentType, meta }`), so list() can filter on them server-side. GridFS writes the chunks
 * before the file document, so a file is listed only once all its bytes are stored.
 */
import { GridFSBucket } from 'mongodb';
import type { Collection as DriverCollection, Db, ObjectId } from 'mongodb';
import { newId } from '../new-id';
import type { FileStore, StoredFileInfo } from '../types';

interface GridFsFileDoc {
  _id: string;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata?: { contentType?: string; meta?: Record<string, unknown> };
}

// GridFS accepts any _id value; the driver's types only say ObjectId.
const asId = (id: string): ObjectId => id as unknown as ObjectId;

export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFSBucket;
  private readonly filesCol: DriverCollection<GridFsFileDoc>;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: 'files' });
    this.filesCol = db.collection<GridFsFileDoc>('files.files');
  }

  async put(input: {
    filename: string;
    contentType: string;
    data: Buffer;
    metadata?: Record<string, unknown>;
  }): Promise<StoredFileInfo> {
    const id = newId();
    const upload = this.bucket.openUploadStreamWithId(asId(id), input.filename, {
      metadata: { contentType: input.contentType, meta: input.metadata ?? {} },
    });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(input.data);
    });
    const info = await this.stat(id);
    if (!info) throw new Error(`GridFS upload ${id} finished but its file document is missing`);
    return info;
  }

  async get(id: string): Promise<{ info: StoredFileInfo; data: Buffer } | null> {
    const info = await this.stat(id);
    if (!info) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(asId(id))) chunks.push(chunk as Buffer);
    return { info, data: Buffer.concat(chunks) };
  }

  async stat(id: string): Promise<StoredFileInfo | null> {
    const doc = await this.filesCol.findOne({ _id: id });
    return doc ? toInfo(doc) : null;
  }

  async delete(id: string): Promise<boolean> {
    if (!(await this.filesCol.findOne({ _id: id }, { projection: { _id: 1 } }))) return false;
    await this.bucket.delete(asId(id));
    return true;
  }

  async list(
    filter: { metadata?: Record<string, unknown>; createdBefore?: Date } = {},
  ): Promise<StoredFileInfo[]> {
    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(filter.metadata ?? {})) query[`metadata.meta.${key}`] = value;
    if (filter.createdBefore) query.uploadDate = { $lt: filter.createdBefore };
    const docs = await this.filesCol.find(query).sort({ uploadDate: 1, _id: 1 }).toArray();
    return docs.map(toInfo);
  }
}

function toInfo(doc: GridFsFileDoc): StoredFileInfo {
  return {
    id: doc._id,
    filename: doc.filename,
    contentType: doc.metadata?.contentType ?? 'application/octet-stream',
    size: doc.length,
    createdAt: doc.uploadDate,
    metadata: doc.metadata?.meta ?? {},
  };
}
