/**
 * The `articles` collection: blog articles written by admins (routes/blogs/admin-blogs.routes.ts)
 * and read by everyone (routes/blogs/blogs.routes.ts, the page shell, the seed).
 *
 * Guarantees: one article per slug, decided by the unique index (blogs.indexes.ts), never by a
 * read-then-insert; `readingMinutes` is computed from the body on every write, never typed in;
 * `publishedAt` is set the first time an article is published and kept through edits and
 * unpublishing, so republishing does not push an old article to the top of the list.
 */
import { type ArticleCity, type ArticleStatus, readingMinutes } from '../../domain/blogs/article-rules';
import type { Collection, Store } from '../../store/types';

export const ARTICLES = 'articles';

export type ArticleDoc = {
  _id: string;
  slug: string;
  title: string;
  description: string;
  body: string;
  city: ArticleCity | null;
  category: string;
  authorName: string;
  coverImage: string | null;
  status: ArticleStatus;
  readingMinutes: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const articles = (store: Store): Collection<ArticleDoc> => store.collection<ArticleDoc>(ARTICLES);

/** What an admin sends, as stored fields (timestamps are the caller's). */
export interface ArticleFields {
  slug: string;
  title: string;
  description: string;
  body: string;
  city?: ArticleCity | null;
  category: string;
  authorName: string;
  coverImage?: string | null;
  status: ArticleStatus;
}

/** The stored fields of an article written now; `previous` keeps its first publication date. */
export function articleFields(
  input: ArticleFields,
  now: Date,
  previous?: Pick<ArticleDoc, 'publishedAt'>,
): Omit<ArticleDoc, '_id' | 'createdAt'> {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    body: input.body,
    city: input.city ?? null,
    category: input.category,
    authorName: input.authorName,
    coverImage: input.coverImage || null,
    status: input.status,
    readingMinutes: readingMinutes(input.body),
    publishedAt: previous?.publishedAt ?? (input.status === 'published' ? now : null),
    updatedAt: now,
  };
}

/** A published article as the public lists show it. */
export function articleCard(doc: ArticleDoc) {
  return {
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    city: doc.city ?? null,
    category: doc.category,
    authorName: doc.authorName,
    coverImage: doc.coverImage ?? null,
    publishedAt: (doc.publishedAt ?? doc.updatedAt).toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    readingMinutes: doc.readingMinutes,
  };
}

export const publicArticle = (doc: ArticleDoc) => ({ ...articleCard(doc), body: doc.body });

export const adminArticle = (doc: ArticleDoc) => ({
  ...publicArticle(doc),
  id: doc._id,
  status: doc.status,
  publishedAt: doc.publishedAt?.toISOString() ?? null,
  createdAt: doc.createdAt.toISOString(),
});

/** A published article by slug, or null (drafts are not public). */
export const findPublished = (store: Store, slug: string) =>
  articles(store).findOne({ slug, status: 'published' });
