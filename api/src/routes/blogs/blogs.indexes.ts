/** Indexes of the blog articles (services/blogs/article-store.ts). */
import type { CollectionIndexes } from '../../indexes';
import { ARTICLES } from '../../services/blogs/article-store';

export const blogIndexes: CollectionIndexes[] = [
  {
    collection: ARTICLES,
    indexes: [
      {
        fields: { slug: 1 },
        unique: true,
        why: "an article's address: two admins saving the same slug get one article and a 409",
      },
      {
        fields: { status: 1, publishedAt: -1 },
        why: '/api/blogs: published articles, newest first, a page at a time',
      },
      {
        fields: { status: 1, city: 1, publishedAt: -1 },
        why: '/api/blogs?city=: the same list for one city',
      },
    ],
  },
];
