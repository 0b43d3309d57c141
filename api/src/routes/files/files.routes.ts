/**
 * GET /api/files/{id}: photos and floor plans from the store's file area (GridFS or DATA_DIR/files).
 * GET /api/files/{id}?w=480 (or 800): the photo sized for the screen, WebP, made when the photo was
 * stored or on this first request (services/uploads/photo-sizes.ts); the original when it is no
 * wider. Other widths are refused (400 naming `w`): a fixed set cannot be used to fill the disk.
 *
 * A file id never points at different bytes (uploads make new ids), and neither does an (id, w)
 * pair, so responses are cached for a year and the id (with `-w480`) is the ETag. The sandbox CSP
 * keeps an uploaded file from ever running as a page on our origin even if someone opens it directly.
 */
import { z } from '@hono/zod-openapi';
import { asBody } from '../../http/bytes';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { PHOTO_WIDTHS, photoAtWidth } from '../../services/uploads/photo-sizes';

export const FileIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid file id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

const WIDTH_MESSAGE = `Choose a width of ${PHOTO_WIDTHS.join(' or ')}.`;

export const FileQuery = z.object({
  w: z
    .enum(PHOTO_WIDTHS.map(String) as [string, ...string[]], { error: WIDTH_MESSAGE })
    .optional()
    .openapi({
      description:
        'A smaller width of a photo, WebP (the original when it is no wider); omit for the original',
      example: '480',
    }),
});

const getFileRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{id}',
  tags: ['Files'],
  summary: 'Download a stored file, or a photo at a screen width (?w=480|800)',
  request: { params: FileIdParams, query: FileQuery },
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
    const width = c.req.valid('query').w;
    const etag = `"${id}${width ? `-w${width}` : ''}"`;
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      if (await store.files.stat(id)) return c.body(null, 304, headers);
    }
    const file = width
      ? await photoAtWidth(store, id, Number(width) as (typeof PHOTO_WIDTHS)[number])
      : await store.files.get(id);
    if (!file) throw ApiError.notFound('File not found.');
    const { data, info } = file;
    return c.body(asBody(data), 200, {
      ...headers,
      'Content-Type': info.contentType,
      'Content-Length': String(data.byteLength),
    });
  });
}
