/**
 * /blogs: the articles admins publish, from the store (spec part 2 Blogs): city buttons kept in the
 * URL (?city=), the newest article featured, then the recent ones, each with its city or category
 * tag, date, author and reading time. Empty per city; an error with Retry; the last copy with an
 * offline note when the network is gone.
 */
import type { ArticlePage } from '@propai/api/wire';
import { BLOG_FILTER_CITIES } from '@propai/api/domain/blogs/article-rules';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { useIsActivePage, usePageQuery } from '../../../lib/use-page-query';
import { ArticleCard } from '../components/article-card';
import { CityFilter } from '../components/city-filter';
import { MoreArticles } from '../components/more-articles';
import '../blogs.css';

const PAGE_SIZE = 12;

const cityOf = (raw: string | null) =>
  (BLOG_FILTER_CITIES as readonly string[]).includes(raw ?? '') ? (raw as string) : '';

export default function BlogsPage() {
  const [params, setParams] = usePageQuery();
  const city = cityOf(params.get('city'));
  const active = useIsActivePage();
  const query = useFreshQuery<ArticlePage>('/blogs', { city, limit: PAGE_SIZE });
  useDocumentHead(
    {
      title: city ? `Blogs about ${city}` : 'Blogs',
      description: 'Guides and articles on buying and renting a home in Delhi NCR.',
      canonical: city ? `/blogs?city=${encodeURIComponent(city)}` : '/blogs',
    },
    active,
  );
  const choose = (next: string) => {
    const p = new URLSearchParams(params);
    if (next) p.set('city', next);
    else p.delete('city');
    setParams(p, true);
  };

  const items = query.status === 'ready' ? query.result.data.items : [];
  const [featured, ...recent] = items;
  return (
    <PageLayout
      title="Blogs"
      eyebrow="Insights"
      lead="Guides and articles on buying and renting a home in Delhi NCR."
      className="blogs-page"
    >
      <CityFilter value={city} onChange={choose} />
      {query.status === 'loading' && <CardSkeletons count={3} className="blog-grid" />}
      {query.status === 'error' && <ErrorBox message="Could not load articles." onRetry={query.retry} />}
      {query.status === 'ready' && (
        <>
          <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
          {!featured && (
            <div className="empty-text blog-empty">
              <p>{city ? `No articles about ${city} yet.` : 'No articles have been published yet.'}</p>
              {city && (
                <button type="button" className="btn btn-outline" onClick={() => choose('')}>
                  See all cities
                </button>
              )}
            </div>
          )}
          {featured && (
            <section aria-label="Featured article">
              <ArticleCard article={featured} featured />
            </section>
          )}
          {recent.length > 0 && (
            <section aria-labelledby="blog-recent">
              <h2 id="blog-recent" className="blog-section-title">
                Recent articles
              </h2>
              <div className="blog-grid">
                {recent.map((a) => (
                  <ArticleCard key={a.slug} article={a} />
                ))}
                <MoreArticles
                  key={`${city}-${query.result.fetchedAt}`}
                  city={city}
                  cursor={query.result.data.nextCursor}
                />
              </div>
            </section>
          )}
        </>
      )}
    </PageLayout>
  );
}
