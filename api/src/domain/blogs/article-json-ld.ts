/**
 * An article's schema.org structured data (Article), written once: the server puts it in the
 * article page's HTML (routes/blogs/blog-page.ts) and the app writes the same block once it runs
 * (pwa blog-post-page.tsx), so a crawler reading either sees one description.
 */
import { articlePath } from './article-rules';

export interface JsonLdArticle {
  slug: string;
  title: string;
  description: string;
  authorName: string;
  publishedAt: string;
  updatedAt: string;
  coverImage?: string | null;
  city?: string | null;
}

export function articleJsonLd(a: JsonLdArticle, origin: string): unknown {
  const url = new URL(articlePath(a.slug), origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    url,
    mainEntityOfPage: url,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: { '@type': 'Person', name: a.authorName },
    publisher: { '@type': 'Organization', name: 'PropAI' },
    inLanguage: 'en-IN',
    ...(a.coverImage ? { image: [new URL(a.coverImage, origin).toString()] } : {}),
    ...(a.city ? { contentLocation: { '@type': 'Place', name: a.city } } : {}),
  };
}
