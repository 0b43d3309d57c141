/**
 * The tenant's saved rentals: the rent and PG listings among their newest saved listings (one page
 * of GET /api/favorites), as the same cards as search results, with this device's unsaves applied.
 */
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { toListingCard } from '../../../lib/card-models';
import { useLocalUnsaves } from '../../../lib/favorites/use-pending-toggles';
import { SAVED_LISTINGS_READ, useSavedListings } from '../api/saved-listings-api';
import { savedRentals } from '../domain/tenant-lists';
import { TenantSection } from './tenant-section';
import '../../../components/ui/cards.css';

/** Enough to recognise them at a glance; the rest are one tap away on Saved properties. */
const SHOWN = 6;

export function SavedRentals() {
  const query = useSavedListings();
  const unsavedHere = useLocalUnsaves();
  const more = { to: '/saved-properties', label: 'All saved' };
  if (query.status === 'loading') {
    return (
      <TenantSection id="tenant-saved" title="Saved rentals" more={more}>
        <CardSkeletons count={2} className="tn-cards" />
      </TenantSection>
    );
  }
  if (query.status === 'error') {
    return (
      <TenantSection id="tenant-saved" title="Saved rentals" more={more}>
        <ErrorBox message="Could not load your saved rentals." onRetry={query.retry} />
      </TenantSection>
    );
  }
  const page = query.result.data;
  const rentals = savedRentals(page.items).filter((i) => !unsavedHere(`listing:${i.id}`));
  const note = [
    rentals.length > SHOWN ? `${SHOWN} of ${rentals.length} saved rentals shown.` : '',
    page.total > SAVED_LISTINGS_READ
      ? `Picked from your ${SAVED_LISTINGS_READ} most recently saved listings (of ${page.total}).`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <TenantSection id="tenant-saved" title="Saved rentals" more={more}>
      <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
      {rentals.length === 0 ? (
        <div className="tn-empty">
          <p>
            {page.total > SAVED_LISTINGS_READ
              ? `No rentals among your ${SAVED_LISTINGS_READ} most recently saved listings.`
              : 'No saved rentals yet.'}{' '}
            Tap the heart on a home for rent or a PG to keep it here.
          </p>
          <Link className="btn btn-outline btn-sm" to="/browse/listings?category=rent">
            Browse homes for rent
          </Link>
        </div>
      ) : (
        <>
          <div className="tn-cards" data-testid="tenant-saved-list">
            {rentals.slice(0, SHOWN).map((item, i) => (
              <ListingCard key={item.id} listing={toListingCard(item.card)} eager={i < 2} />
            ))}
          </div>
          {note && <p className="tn-note">{note}</p>}
        </>
      )}
    </TenantSection>
  );
}
