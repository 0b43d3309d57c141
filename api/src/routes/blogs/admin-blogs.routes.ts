/**
 * Admins write the blog, under /api/admin/blogs (401 without a session, 403 without the role):
 *   GET    /           → every article, drafts too, last edited first
 *   POST   /           → 201 the new article (409 naming `slug` when it is taken)
 *   GET    /{slug}     → one article, drafts too
 *   PUT    /{slug}     → replaces every field (the slug may change: 409 when the new one is taken)
 *   DELETE /{slug}     → { deleted: true } (404 when not there)
 *
 * POST takes an Idempotency-Key (http/idempotency.ts): a double tap on Save creates one article.
 * PUT states the whole article, so repeating it changes nothing more.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { adminArticle, articleFields, articles } from '../../services/blogs/article-store';
import { DuplicateKeyError } from '../../store/types';
import { ARTICLE_NOT_FOUND } from './blogs.routes';
import {
  AdminArticleList,
  AdminArticleSchema,
  ArticleBody,
  ArticleDeleted,
  SlugParams,
} from './blogs.schemas';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Blogs (admin)'];
const body = { required: true, content: { 'application/json': { schema: ArticleBody } } };
export const SLUG_TAKEN = 'Another article already uses this slug. Choose another.';

const listRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Every article, drafts included, last edited first',
  responses: { 200: json(AdminArticleList, 'The articles'), ...errorResponses(401, 403) },
});

const createRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'admin',
    method: 'post',
    path: '/',
    tags: TAGS,
    summary: 'Write a new article (draft or published)',
    middleware: [idempotency(deps)] as const,
    request: { body },
    responses: { 201: json(AdminArticleSchema, 'Created'), ...errorResponses(400, 401, 403, 409) },
  });

const getRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/{slug}',
  tags: TAGS,
  summary: 'One article, drafts included',
  request: { params: SlugParams },
  responses: { 200: json(AdminArticleSchema, 'The article'), ...errorResponses(400, 401, 403, 404) },
});

const putRoute = defineRoute({
  access: 'admin',
  method: 'put',
  path: '/{slug}',
  tags: TAGS,
  summary: 'Replace an article (publish or unpublish with status)',
  request: { params: SlugParams, body },
  responses: { 200: json(AdminArticleSchema, 'The article now'), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteRoute = defineRoute({
  access: 'admin',
  method: 'delete',
  path: '/{slug}',
  tags: TAGS,
  summary: 'Delete an article',
  request: { params: SlugParams },
  responses: { 200: json(ArticleDeleted, 'Deleted'), ...errorResponses(400, 401, 403, 404) },
});

const slugTaken = () => new ApiError(409, 'conflict', SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });

export function adminBlogRoutes(deps: AppDeps) {
  const col = articles(deps.store);
  const find = async (slug: string) => {
    const doc = await col.findOne({ slug });
    if (!doc) throw ApiError.notFound(ARTICLE_NOT_FOUND);
    return doc;
  };
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => {
      const docs = await col.find({}, { sort: { updatedAt: -1 }, limit: 500 });
      c.header('Cache-Control', 'no-store');
      return c.json({ items: docs.map(adminArticle) }, 200);
    })
    .openapi(createRoute(deps), async (c) => {
      const now = new Date();
      try {
        const doc = await col.insertOne({ ...articleFields(c.req.valid('json'), now), createdAt: now });
        c.header('Cache-Control', 'no-store');
        return c.json(adminArticle(doc), 201);
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw slugTaken();
        throw err;
      }
    })
    .openapi(getRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(adminArticle(await find(c.req.valid('param').slug)), 200);
    })
    .openapi(putRoute, async (c) => {
      const previous = await find(c.req.valid('param').slug);
      const fields = articleFields(c.req.valid('json'), new Date(), previous);
      try {
        await col.updateOne({ _id: previous._id }, { $set: fields });
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw slugTaken();
        throw err;
      }
      c.header('Cache-Control', 'no-store');
      return c.json(adminArticle({ ...previous, ...fields }), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const deleted = await col.deleteOne({ slug: c.req.valid('param').slug });
      if (deleted === 0) throw ApiError.notFound(ARTICLE_NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return c.json({ deleted: true as const }, 200);
    });
}
