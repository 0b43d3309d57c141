/**
 * GET /api/files/{id}: photos and floor plans from the store's file area (GridFS or DATA_DIR/files).
 *
 * A file id never points at different bytes (uploads make new ids), so responses are cached for a
 * year and the id itself is the ETag. The sandbox CSP keeps an uploaded file from ever running as a
 * page on our origin even if someone opens it directly.
 */
import { z } from '@hono/zod-openapi';
import { asBody } from '../../http/bytes';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';

export const FileIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid file id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

const getFileRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{id}',
  tags: ['Files'],
  summary: 'Download a stored file',
  request: { params: FileIdParams },
  responses: {
    200: {
      description: 'The file, with its stored content type',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: { description: 'Not modified' },
    ...errorResponses(400, 404),
  },
});

export function fileRoutes({ store }: AppDeps) {
  return createRouter().openapi(getFileRoute, async (c) => {
    const { id } = c.req.valid('param');
    const etag = `"${id}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      if (await store.files.stat(id)) return c.body(null, 304, headers);
    }
    const file = await store.files.get(id);
    if (!file) throw ApiError.notFound('File not found.');
    const { data, info } = file;
    return c.body(asBody(data), 200, {
      ...headers,
      'Content-Type': info.contentType,
      'Content-Length': String(data.byteLength),
    });
  });
}
