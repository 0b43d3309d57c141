/**
 * The public blog, under /api/blogs:
 *   GET /?city=&limit=&cursor=  → published articles, newest first, a page at a time
 *   GET /{slug}                 → one published article with its Markdown body (404 for drafts)
 *
 * Paging is by keyset (publishedAt, _id), not by skip: an article published while a reader
 * scrolls does not shift the next page, and the cursor is opaque to the client.
 */
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import type { Filter } from '../../store/types';
import { articleCard, articles, findPublished, publicArticle } from '../../services/blogs/article-store';
import { ArticleListQuery, ArticlePageSchema, ArticleSchema, SlugParams } from './blogs.schemas';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Blogs'];
const CURSOR_MESSAGE = 'Send the cursor the previous page gave (nextCursor).';

const listRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Published articles, newest first',
  request: { query: ArticleListQuery },
  responses: { 200: json(ArticlePageSchema, 'A page of articles'), ...errorResponses(400) },
});

const detailRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{slug}',
  tags: TAGS,
  summary: 'One published article',
  request: { params: SlugParams },
  responses: { 200: json(ArticleSchema, 'The article'), ...errorResponses(400, 404) },
});

/** The cursor: the last card's publication time and id, base64url. */
export const encodeCursor = (publishedAt: Date, id: string) =>
  Buffer.from(`${publishedAt.getTime()}.${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const m = /^(\d{1,15})\.([0-9a-zA-Z_-]{1,40})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m)
    throw ApiError.badRequest(`Invalid request: cursor — ${CURSOR_MESSAGE}`, { cursor: CURSOR_MESSAGE });
  return { at: new Date(Number(m[1])), id: m[2]! };
}

export const ARTICLE_NOT_FOUND = 'Article not found.';

export function blogRoutes(deps: AppDeps) {
  const col = articles(deps.store);
  return createRouter<OptionalAuthEnv>()
    .openapi(listRoute, async (c) => {
      const { city, limit, cursor } = c.req.valid('query');
      const filter: Filter = { status: 'published', ...(city ? { city } : {}) };
      if (cursor) {
        const { at, id } = decodeCursor(cursor);
        filter.$or = [{ publishedAt: { $lt: at } }, { publishedAt: at, _id: { $lt: id } }];
      }
      const docs = await col.find(filter, { sort: { publishedAt: -1, _id: -1 }, limit: limit + 1 });
      const page = docs.slice(0, limit);
      const last = page[page.length - 1];
      const nextCursor =
        docs.length > limit && last?.publishedAt ? encodeCursor(last.publishedAt, last._id) : null;
      c.header('Cache-Control', 'no-cache');
      return c.json({ items: page.map(articleCard), nextCursor }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const doc = await findPublished(deps.store, c.req.valid('param').slug);
      if (!doc) throw ApiError.notFound(ARTICLE_NOT_FOUND);
      c.header('Cache-Control', 'no-cache');
      return c.json(publicArticle(doc), 200);
    });
}
