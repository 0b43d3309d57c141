import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { toListingCard } from '../../../lib/card-models';
import { SALE_RAIL_LIMIT, useSaleRail } from '../api/use-sale-rail';

/** Homes for sale: a horizontal rail of the newest sale listings. */
export function SaleRail() {
  const rail = useSaleRail();
  return (
    <section className="home-section" aria-labelledby="home-rail">
      <div className="home-section-head">
        <h2 id="home-rail" className="home-h2">
          Homes for sale
        </h2>
        <Link to="/browse/listings?category=sale">See all</Link>
      </div>
      {rail.status === 'loading' && <CardSkeletons count={4} className="home-rail" />}
      {rail.status === 'error' && <ErrorBox message="Could not load listings" onRetry={rail.retry} />}
      {rail.status === 'ready' && (
        <>
          <OfflineNote {...rail.result} />
          {(rail.result.data.items ?? []).length === 0 ? (
            <p className="empty-text">No homes for sale yet.</p>
          ) : (
            <div className="home-rail">
              {rail.result.data.items.slice(0, SALE_RAIL_LIMIT).map((item, i) => {
                const card = toListingCard(item);
                return <ListingCard key={card.id || i} listing={card} />;
              })}
            </div>
          )}
        </>
      )}
    </section>
  );
}
