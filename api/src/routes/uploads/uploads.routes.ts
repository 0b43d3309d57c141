/**
 * POST /api/upload: one photo or floor plan per request (multipart field `file`), for a listing
 * that will reference it by the answered `url`.
 *
 * The type is decided by the bytes (JPEG, PNG or WebP, else 415) and the size capped at 10 MB
 * (413; the app sends ~300 kB after resizing on the device). The upload belongs to the caller and
 * stays unclaimed until one of their listings references it; unclaimed uploads are swept after
 * 24 h (domain/uploads/uploads.ts). An Idempotency-Key makes a replayed upload answer the first
 * file instead of storing a second copy. Each account has a rate and a byte quota (429 with
 * Retry-After), and a server short of disk refuses uploads (503): upload-quota.ts.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { allowBodyUpTo, MB } from '../../http/body-limit';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { EXTENSION, sniffImageType } from '../../domain/uploads/sniff';
import { fileUrl, removeUpload, saveUpload, UPLOAD_MAX_BYTES } from '../../services/uploads/uploads';
import { makePhotoSizes } from '../../services/uploads/photo-sizes';
import { countUpload, refuseIfDiskLow, refuseIfOverUnclaimedCap } from './upload-quota';

export const UPLOAD_TOO_LARGE = 'The photo is larger than 10 MB. Choose a smaller photo.';
export const UPLOAD_WRONG_TYPE = 'Only JPEG, PNG or WebP photos can be uploaded.';
export const UPLOAD_MISSING = 'Choose a photo to upload (multipart field "file").';

export const UploadAnswer = z
  .object({
    id: z.string().openapi({ example: '65f1c0ffee0123456789abcd' }),
    url: z.string().openapi({ example: '/api/files/65f1c0ffee0123456789abcd' }),
    contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
    size: z.number().int(),
  })
  .openapi('Upload');

const uploadRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/',
    tags: ['Posting'],
    summary: 'Upload one listing photo or floor plan (JPEG, PNG or WebP, at most 10 MB)',
    description:
      "Session required. The type is read from the bytes, not the name. The answered url goes into a listing's `photos` or `floorPlans`; uploads no listing references are deleted after 24 h. Honours Idempotency-Key. Per account: at most UPLOADS_PER_MINUTE / UPLOADS_PER_HOUR uploads and UPLOAD_UNCLAIMED_MAX_MB of photos not yet in a listing (429 with Retry-After); 503 while the server is short of disk space.",
    // Multipart overhead (boundary, headers) on top of the 10 MB file; the file itself is checked below.
    middleware: [allowBodyUpTo(UPLOAD_MAX_BYTES + MB / 4, UPLOAD_TOO_LARGE), idempotency(deps)] as const,
    request: {
      // A plain OpenAPI schema, not zod: the handler parses the form itself from the raw bytes.
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
    },
    responses: {
      201: { description: 'Stored', content: { 'application/json': { schema: UploadAnswer } } },
      ...errorResponses(400, 401, 409, 413, 415, 422, 429, 503),
    },
  });

async function readFile(c: {
  req: { arrayBuffer(): Promise<ArrayBuffer>; header(name: string): string | undefined };
}) {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new ApiError(415, 'unsupported_media_type', UPLOAD_MISSING);
  let form: FormData;
  try {
    // From the cached bytes (the idempotency layer read them first), with the boundary header.
    form = await new Response(await c.req.arrayBuffer(), { headers: { 'Content-Type': type } }).formData();
  } catch {
    throw ApiError.badRequest('The upload is not a readable multipart form.', { file: UPLOAD_MISSING });
  }
  const files = form.getAll('file').flatMap((f) => (typeof f === 'string' ? [] : [f]));
  if (files.length === 0) throw ApiError.badRequest(UPLOAD_MISSING, { file: UPLOAD_MISSING });
  if (files.length > 1)
    throw ApiError.badRequest('Send one photo per request.', { file: 'Send one photo per request.' });
  return files[0]!;
}

export function uploadRoutes(deps: AppDeps) {
  const { store, env } = deps;
  return createRouter<AuthEnv>().openapi(uploadRoute(deps), async (c) => {
    const ownerId = c.var.user._id;
    await refuseIfDiskLow(env);
    await countUpload(store, env, ownerId);
    const file = await readFile(c);
    if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, 'payload_too_large', UPLOAD_TOO_LARGE);
    const data = Buffer.from(await file.arrayBuffer());
    if (data.length === 0) throw ApiError.badRequest('The photo is empty.', { file: 'The photo is empty.' });
    const contentType = sniffImageType(data);
    if (!contentType)
      throw new ApiError(415, 'unsupported_media_type', UPLOAD_WRONG_TYPE, {
        fields: { file: UPLOAD_WRONG_TYPE },
      });
    await refuseIfOverUnclaimedCap(store, env, ownerId, data.length);
    const saved = await saveUpload(store, {
      ownerId,
      contentType,
      filename: `upload.${EXTENSION[contentType]}`,
      data,
    });
    try {
      // Again with this upload stored: a concurrent upload may have passed the first check too.
      await refuseIfOverUnclaimedCap(store, env, ownerId, 0);
    } catch (err) {
      await removeUpload(store, saved._id);
      throw err;
    }
    // The screen sizes now, so the first visitor does not wait for them; a failure only means
    // they are made on first request instead (GET /api/files/{id}?w=…).
    await makePhotoSizes(store, saved._id).catch(() => undefined);
    c.header('Cache-Control', 'no-store');
    return c.json({ id: saved._id, url: fileUrl(saved._id), contentType, size: saved.size }, 201);
  });
}
