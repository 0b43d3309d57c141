import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { toListingCard } from '../../../lib/card-models';
import { usePageQuery } from '../../../lib/use-page-query';
import { useListings } from '../api/use-listings';
import {
  browseApiQuery,
  browseParams,
  type BrowseState,
  CATEGORY_LABELS,
  LISTING_CATEGORIES,
  type ListingCategory,
  LISTING_SORTS,
  pagingButtons,
  parseBrowseParams,
} from '@propai/api/domain/discovery/listing-query';
import { ListingFilters } from './listing-filters';
import './listing-browser.css';
import { formatIndianNumber } from '../../../lib/format';
import { SortSelect } from '../../../components/ui/sort-select';

interface ListingBrowserProps {
  /** Category pages (/pg, /commercial, /plots) fix it; /browse/listings lets the user pick. */
  fixedCategory?: ListingCategory;
  placeholder?: string;
}

/** The listing browser of spec §2: filters, category, sort, 6 skeletons, Prev/Next paging. */
export function ListingBrowser({ fixedCategory, placeholder }: ListingBrowserProps) {
  const [params, setParams] = usePageQuery();
  const state = parseBrowseParams(params, fixedCategory);
  const query = useListings(browseApiQuery(state));
  const go = (patch: Partial<BrowseState>) =>
    setParams(browseParams({ ...state, page: 1, ...patch }, fixedCategory));

  const data = query.status === 'ready' ? query.result.data : undefined;
  const pages = data ? Math.max(1, data.pages || 1) : 1;
  const buttons = pagingButtons(state.page, pages);
  const items = data?.items ?? [];

  return (
    <section className="lb" aria-label="Listings">
      <ListingFilters state={state} onApply={go} placeholder={placeholder} />
      <div className="lb-toolbar">
        {!fixedCategory && (
          <div className="chip-row" role="group" aria-label="Category">
            <button
              type="button"
              className="chip"
              aria-pressed={!state.category}
              onClick={() => go({ category: '' })}
            >
              All
            </button>
            {LISTING_CATEGORIES.map((c) => (
              <button
                key={c}
                type="button"
                className="chip"
                aria-pressed={state.category === c}
                onClick={() => go({ category: c })}
              >
                {CATEGORY_LABELS[c]}
              </button>
            ))}
          </div>
        )}
        <SortSelect
          className="lb-sort"
          label="Sort"
          value={state.sort}
          options={LISTING_SORTS}
          onChange={(sort) => go({ sort })}
        />
      </div>
      {query.status === 'ready' && <OfflineNote {...query.result} />}
      {query.status === 'loading' && <CardSkeletons count={6} />}
      {query.status === 'error' && (
        <ErrorBox
          message={query.error.status === 0 ? 'Failed to load' : query.error.message || 'Failed to load'}
          onRetry={query.retry}
        />
      )}
      {data && (
        <>
          <p className="lb-count" data-testid="result-count">
            {data.total === 1 ? '1 listing' : `${formatIndianNumber(data.total)} listings`}
          </p>
          {items.length === 0 ? (
            <p className="empty-text">No results found.</p>
          ) : (
            <div className="card-grid">
              {items.map((item, i) => {
                const card = toListingCard(item);
                const kind = item.category as ListingCategory | null;
                return (
                  <ListingCard
                    key={card.id || i}
                    listing={card}
                    kindLabel={kind ? CATEGORY_LABELS[kind] : undefined}
                    eager={i < 2}
                  />
                );
              })}
            </div>
          )}
        </>
      )}
      <nav className="lb-paging" aria-label="Pages">
        <button
          type="button"
          className="btn btn-outline"
          disabled={!buttons.prev}
          onClick={() => go({ page: state.page - 1 })}
        >
          Prev
        </button>
        <span>
          Page {state.page}
          {data ? ` of ${pages}` : ''}
        </span>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!buttons.next}
          onClick={() => go({ page: state.page + 1 })}
        >
          Next
        </button>
      </nav>
    </section>
  );
}
