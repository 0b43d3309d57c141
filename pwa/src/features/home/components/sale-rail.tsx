import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { RenderWhenNear } from '../../../components/ui/render-when-near';
import { toListingCard } from '../../../lib/card-models';
import { SALE_RAIL_LIMIT, useSaleRail } from '../api/use-sale-rail';

/** Cards built with the rail; the rest when the reader scrolls it sideways towards them. */
export const RAIL_FIRST_CARDS = 4;

/** Homes for sale: a horizontal rail of the newest sale listings. */
export function SaleRail() {
  const rail = useSaleRail();
  const cards =
    rail.status === 'ready'
      ? (rail.result.data.items ?? []).slice(0, SALE_RAIL_LIMIT).map(toListingCard)
      : [];
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
          {cards.length === 0 ? (
            <p className="empty-text">No homes for sale yet.</p>
          ) : (
            <div className="home-rail">
              {cards.slice(0, RAIL_FIRST_CARDS).map((card, i) => (
                <ListingCard key={card.id || i} listing={card} />
              ))}
              {cards.length > RAIL_FIRST_CARDS && (
                <RenderWhenNear axis="horizontal" placeholder={null}>
                  {cards.slice(RAIL_FIRST_CARDS).map((card, i) => (
                    <ListingCard key={card.id || i} listing={card} />
                  ))}
                </RenderWhenNear>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
