/**
 * The callback requests the tenant sent about rentals (GET /api/leads/sent), newest first: which
 * home, when, and where it stands (waiting, handled by the lister, no longer listed). Once a request
 * is sent, the listing's Contact button shows the lister's number, so each row opens the listing.
 */
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { useSentLeads } from '../api/sent-leads-api';
import { enquiryState, rentalEnquiries } from '../domain/tenant-lists';
import { RowSkeletons } from './row-skeletons';
import { TenantSection } from './tenant-section';

const SHOWN = 8;

export function SentEnquiries() {
  const query = useSentLeads();
  return (
    <TenantSection id="tenant-enquiries" title="Callback requests you sent">
      {query.status === 'loading' && <RowSkeletons count={2} />}
      {query.status === 'error' && (
        <ErrorBox message="Could not load your callback requests." onRetry={query.retry} />
      )}
      {query.status === 'ready' && <Ready result={query.result} />}
    </TenantSection>
  );
}

function Ready({ result }: { result: NonNullable<ReturnType<typeof useSentLeads>['result']> }) {
  const { rentals, others } = rentalEnquiries(result.data.items);
  return (
    <>
      <OfflineNote fromCache={result.fromCache} fetchedAt={result.fetchedAt} />
      {rentals.length === 0 ? (
        <div className="tn-empty">
          <p>
            No callback requests about rentals yet. On a listing, tap “Request a callback”: the lister gets
            your name and number, and the listing’s Contact button then shows you theirs.
          </p>
        </div>
      ) : (
        <ul className="tn-rows" data-testid="tenant-enquiry-list">
          {rentals.slice(0, SHOWN).map((l) => {
            const state = enquiryState(l);
            return (
              <li key={l.id}>
                <Link className="tn-row" to={l.link}>
                  <span className="tn-row-title">{l.targetTitle}</span>
                  <span className={`tn-row-sub tn-state is-${state.tone}`}>{state.text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {(rentals.length > SHOWN || others > 0) && (
        <p className="tn-note">
          {rentals.length > SHOWN ? `The newest ${SHOWN} of ${rentals.length} shown. ` : ''}
          {others > 0
            ? `You also sent ${others} callback ${others === 1 ? 'request' : 'requests'} about homes for sale, projects or agents.`
            : ''}
        </p>
      )}
    </>
  );
}
