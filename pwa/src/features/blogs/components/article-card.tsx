import type { ArticleCard as Card } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { articlePath } from '@propai/api/domain/blogs/article-rules';
import { ArticleMeta, articleTag } from './article-meta';

/** One article in the lists; `featured` is the large card at the top of /blogs. */
export function ArticleCard({ article, featured = false }: { article: Card; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <Link
      to={articlePath(article.slug)}
      className={featured ? 'article-card article-card-featured' : 'article-card'}
      data-testid="article-card"
    >
      {article.coverImage && (
        <div className="article-card-media">
          <img src={article.coverImage} alt="" loading={featured ? 'eager' : 'lazy'} />
        </div>
      )}
      <div className="article-card-body">
        <p className="article-tags">
          {featured && <span className="article-tag article-tag-featured">Featured</span>}
          <span className="article-tag">{articleTag(article)}</span>
        </p>
        <Heading className="article-card-title">{article.title}</Heading>
        <p className="article-card-text">{article.description}</p>
        <ArticleMeta article={article} />
      </div>
    </Link>
  );
}
