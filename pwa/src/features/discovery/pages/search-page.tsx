import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { ProjectCard } from '../../../components/ui/project-card';
import { toListingCard, toProjectCard } from '../../../lib/card-models';
import { usePageQuery } from '../../../lib/use-page-query';
import { SaveSearchButton } from '../../../components/ui/save-search-button';
import { SearchForm } from '../components/search-form';
import { searchPageSearch } from '../saved-search-of';
import { useSearchResults } from '../api/use-search-results';
import { parseSearchParams, searchHeading, toSearchParams } from '../search-params';
import '../components/discovery.css';
import { formatIndianNumber } from '../../../lib/format';

/** /search: one search bar over listings (or projects); every filter lives in the URL. */
export default function SearchPage() {
  const [params, setParams] = usePageQuery();
  // One state object per URL: the form resets its draft when `state` changes, so a fresh object
  // on every render (e.g. when results arrive) would wipe what the user just picked.
  const queryString = params.toString();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(queryString)), [queryString]);
  const results = useSearchResults(state);
  const { query, docs, total } = results;
  const projects = state.type === 'projects';

  return (
    <PageLayout
      title="Search"
      lead="Homes, rentals, PGs, commercial spaces, plots and new projects across Delhi NCR."
    >
      <SearchForm state={state} onSearch={(next) => setParams(toSearchParams(next))} />
      <div className="results-head">
        <h2 data-testid="results-heading">{searchHeading(state.type)}</h2>
        <SaveSearchButton search={searchPageSearch(state, `/search?${toSearchParams(state).toString()}`)} />
        {state.type === 'pg' && (
          <Link to="/post-pg" className="btn btn-sm">
            + Post PG
          </Link>
        )}
        {state.type === 'commercial' && (
          <Link to="/post-commercial" className="btn btn-sm">
            + Post Commercial
          </Link>
        )}
      </div>
      {query.status === 'ready' && <OfflineNote {...query.result} />}
      {query.status === 'loading' && <CardSkeletons count={6} />}
      {query.status === 'error' && (
        <ErrorBox
          message={query.error.status === 0 ? 'Failed to load' : query.error.message}
          onRetry={query.retry}
        />
      )}
      {query.status === 'ready' && docs.length === 0 && <p className="empty-text">No results found.</p>}
      {docs.length > 0 && (
        <>
          <p className="lb-count" data-testid="result-count">
            {total === 1 ? '1 result' : `${formatIndianNumber(total)} results`}
            {docs.length < total && ` · showing ${formatIndianNumber(docs.length)}`}
          </p>
          <div className="card-grid">
            {docs.map((doc, i) =>
              projects ? (
                <ProjectCard key={i} project={toProjectCard(doc)} eager={i < 2} />
              ) : (
                <ListingCard key={i} listing={toListingCard(doc)} eager={i < 2} />
              ),
            )}
          </div>
          {results.moreFailed && !results.loadingMore ? (
            <ErrorBox message="Could not load more results." onRetry={results.loadMore} />
          ) : (
            results.hasMore && (
              <div className="ex-more">
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={results.loadingMore}
                  onClick={results.loadMore}
                >
                  {results.loadingMore ? 'Loading…' : 'Load more'}
                </button>
              </div>
            )
          )}
        </>
      )}
    </PageLayout>
  );
}
