import type { ArticleCard } from '@propai/api/wire';
import { formatDay } from '../../../lib/format';

/** The city (or, for an all-NCR article, the category) tag of an article. */
export const articleTag = (a: Pick<ArticleCard, 'city' | 'category'>) => a.city ?? a.category;

/** Date, author and reading time, the byline of every card and of the article. */
export function ArticleMeta({ article }: { article: ArticleCard }) {
  return (
    <p className="article-meta">
      <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{article.authorName}</span>
      <span aria-hidden="true"> · </span>
      <span>{article.readingMinutes} min read</span>
    </p>
  );
}
