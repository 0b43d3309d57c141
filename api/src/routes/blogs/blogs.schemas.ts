/** Request and answer shapes of /api/blogs (public) and /api/admin/blogs (admins write articles). */
import { z } from '@hono/zod-openapi';
import {
  ARTICLE_CITIES,
  ARTICLE_LIMITS,
  ARTICLE_STATUSES,
  SLUG_MESSAGE,
  SLUG_RE,
} from '../../domain/blogs/article-rules';

const CITY_MESSAGE = `Choose one of ${ARTICLE_CITIES.join(', ')}, or leave the city out.`;
const within = (max: number) => `Use at most ${max} characters.`;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, within(max));

export const articleSlug = z
  .string({ error: `Enter a slug. ${SLUG_MESSAGE}` })
  .max(ARTICLE_LIMITS.slug, within(ARTICLE_LIMITS.slug))
  .regex(SLUG_RE, SLUG_MESSAGE);

/** The article as an admin writes it (POST creates, PUT replaces every field). */
export const ArticleBody = z
  .object({
    title: text('title', ARTICLE_LIMITS.title).openapi({ example: 'Buying your first flat in Noida' }),
    slug: articleSlug.openapi({ example: 'buying-your-first-flat-in-noida' }),
    description: text('description', ARTICLE_LIMITS.description).openapi({
      description: 'One or two sentences: the lists, the meta description and link previews show it',
    }),
    body: z
      .string({ error: 'Write the article in Markdown.' })
      .max(ARTICLE_LIMITS.body, within(ARTICLE_LIMITS.body))
      .refine((b) => b.trim() !== '', 'Write the article in Markdown.')
      .openapi({ description: 'Markdown (CommonMark); raw HTML is shown as text' }),
    city: z.enum(ARTICLE_CITIES, { error: CITY_MESSAGE }).nullable().optional(),
    category: text('category', ARTICLE_LIMITS.category).openapi({ example: 'Buying guide' }),
    authorName: text('author name', ARTICLE_LIMITS.author),
    coverImage: z
      .string()
      .trim()
      .max(ARTICLE_LIMITS.coverImage, within(ARTICLE_LIMITS.coverImage))
      .regex(/^(?:https:\/\/|\/(?!\/))\S*$/, 'Use an https:// address or a path on this site (/api/files/…).')
      .nullable()
      .optional(),
    status: z.enum(ARTICLE_STATUSES, { error: 'Choose draft or published.' }),
  })
  .openapi('ArticleInput');
export type ArticleInput = z.infer<typeof ArticleBody>;

export const SlugParams = z.object({
  slug: articleSlug.openapi({
    param: { name: 'slug', in: 'path' },
    example: 'buying-your-first-flat-in-noida',
  }),
});

export const ArticleListQuery = z.object({
  city: z
    .enum(ARTICLE_CITIES, { error: CITY_MESSAGE })
    .optional()
    .openapi({ description: 'Only articles about this city' }),
  limit: z.coerce
    .number({ error: 'Send limit as a whole number from 1 to 50.' })
    .int('Send limit as a whole number from 1 to 50.')
    .min(1, 'Send limit as a whole number from 1 to 50.')
    .max(50, 'Send limit as a whole number from 1 to 50.')
    .default(12),
  cursor: z
    .string()
    .max(120, 'Send the cursor the previous page gave (nextCursor).')
    .regex(/^[A-Za-z0-9_-]+$/, 'Send the cursor the previous page gave (nextCursor).')
    .optional(),
});

export const ArticleCardSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    city: z.enum(ARTICLE_CITIES).nullable(),
    category: z.string(),
    authorName: z.string(),
    coverImage: z.string().nullable(),
    publishedAt: z.string().openapi({ description: 'ISO date-time' }),
    updatedAt: z.string(),
    readingMinutes: z.number().int().openapi({ description: 'Words / 200, rounded up' }),
  })
  .openapi('ArticleCard');

export const ArticleSchema = ArticleCardSchema.extend({
  body: z.string().openapi({ description: 'Markdown; render it with domain/blogs/render-markdown' }),
}).openapi('Article');

export const ArticlePageSchema = z
  .object({
    items: z.array(ArticleCardSchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as cursor for the next page; null at the end' }),
  })
  .openapi('ArticlePage');

export const AdminArticleSchema = ArticleSchema.extend({
  id: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: z.string().nullable().openapi({ description: 'Null until first published' }),
  createdAt: z.string(),
}).openapi('AdminArticle');

export const AdminArticleList = z.object({ items: z.array(AdminArticleSchema) }).openapi('AdminArticleList');

export const ArticleDeleted = z.object({ deleted: z.literal(true) }).openapi('ArticleDeleted');
