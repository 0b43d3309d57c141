/**
 * The rules of a blog article that the API, the admin editor and the article pages share: the
 * cities an article can be about, the slug's shape, the length limits, and reading time. Imported
 * by package name from the PWA (`@propai/api/domain/blogs/article-rules`), so the editor checks the
 * same limits the server enforces and shows the same reading time the lists do.
 */
import { POSTING_CITIES } from '../posting/common-rules';

/** An article is about one of the marketplace's cities, or none (a guide for all of NCR). */
export const ARTICLE_CITIES = POSTING_CITIES;
export type ArticleCity = (typeof ARTICLE_CITIES)[number];

/** The city filter of /blogs (spec part 2 Blogs): All Cities, Delhi, Gurgaon, Noida. */
export const BLOG_FILTER_CITIES = ['Delhi', 'Gurgaon', 'Noida'] as const;

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_LIMITS = {
  title: 120,
  slug: 80,
  description: 300,
  category: 40,
  author: 80,
  coverImage: 500,
  /** ~100 kB of Markdown: a long guide is a few thousand words, far below the 1 MB body limit. */
  body: 100_000,
} as const;

/** Lower-case words of letters and digits joined by single hyphens, e.g. 'buying-in-gurgaon'. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens, e.g. buying-in-gurgaon.';

/** Words a reader reads a minute (the usual figure for reading-time labels). */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read Markdown: its words at WORDS_PER_MINUTE, rounded up, at least 1. Link targets
 * and Markdown punctuation are not words.
 *
 * @example readingMinutes('word '.repeat(401)) // 3
 */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']') // [text](url) → [text]
    .replace(/[#>*_`~[\]|-]+/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * A slug made from a title: lower-case ASCII words joined by hyphens, cut at the slug limit on a
 * word boundary; '' when the title has no letters or digits.
 *
 * @example slugFromTitle('Buying in Gurgaon: a first-timer’s guide') // 'buying-in-gurgaon-a-first-timer-s-guide'
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= ARTICLE_LIMITS.slug) return slug;
  const cut = slug.slice(0, ARTICLE_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The article's page, e.g. '/blogs/buying-in-gurgaon'. */
export const articlePath = (slug: string): string => `/blogs/${slug}`;
