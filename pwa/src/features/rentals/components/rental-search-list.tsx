/**
 * The tenant's saved rental searches (GET /api/saved-searches, rent and PG listing searches only):
 * each opens its results page as saved, with its alert state; renaming, pausing and deleting stay
 * on /saved-searches.
 */
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { useSavedSearchList } from '../api/rental-searches-api';
import { rentalSearches, searchAlertText } from '../domain/tenant-lists';
import { RowSkeletons } from './row-skeletons';
import { TenantSection } from './tenant-section';

export function RentalSearchList() {
  const query = useSavedSearchList();
  const more = { to: '/saved-searches', label: 'Manage searches' };
  return (
    <TenantSection id="tenant-searches" title="Saved rental searches" more={more}>
      {query.status === 'loading' && <RowSkeletons count={2} />}
      {query.status === 'error' && (
        <ErrorBox message="Could not load your saved searches." onRetry={query.retry} />
      )}
      {query.status === 'ready' && <Ready result={query.result} />}
    </TenantSection>
  );
}

function Ready({ result }: { result: NonNullable<ReturnType<typeof useSavedSearchList>['result']> }) {
  const searches = rentalSearches(result.data.items);
  return (
    <>
      <OfflineNote fromCache={result.fromCache} fetchedAt={result.fetchedAt} />
      {searches.length === 0 ? (
        <div className="tn-empty">
          <p>
            No saved rental searches. Search homes for rent or PGs, then tap “Save this search” to get new
            matches in your notifications.
          </p>
        </div>
      ) : (
        <ul className="tn-rows" data-testid="tenant-search-list">
          {searches.map((s) => (
            <li key={s.id}>
              <Link className="tn-row" to={s.url}>
                <span className="tn-row-title">{s.name}</span>
                <span className="tn-row-sub">{searchAlertText(s)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
