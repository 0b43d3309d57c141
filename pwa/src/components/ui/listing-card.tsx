import { Link } from 'react-router-dom';
import { CompareToggle } from './compare-toggle';
import { SaveButton } from './save-button';
import type { ListingCardView } from '../../lib/card-models';
import './cards.css';
import { CardPhoto } from './card-photo';

interface ListingCardProps {
  listing: ListingCardView;
  /** Shown as a small label over the photo, e.g. 'Buy' or 'PG / Co-living'. */
  kindLabel?: string;
  eager?: boolean;
}

/** A user-posted listing: opens the API's `url` (/listing/{slug} or /user-property/{id}). */
export function ListingCard({ listing, kindLabel, eager = false }: ListingCardProps) {
  return (
    <div className="pcard-wrap">
      <Link to={listing.href} className="pcard pcard-grid" data-testid="listing-card">
        <div className="pcard-media">
          <CardPhoto src={listing.image} eager={eager} />
          <div className="pcard-tags">
            {kindLabel && <span className="tag">{kindLabel}</span>}
            {listing.verified && <span className="tag tag-verified">Verified</span>}
          </div>
        </div>
        <div className="pcard-body">
          <p className="pcard-price" data-testid="card-price">
            {listing.priceText}
          </p>
          <h3 className="pcard-title pcard-title-sm">{listing.title}</h3>
          {listing.facts.length > 0 && <p className="pcard-facts">{listing.facts.join(' · ')}</p>}
          <p className="pcard-sub">
            {listing.place}
            <span className="pcard-seller">{listing.seller}</span>
          </p>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is not valid HTML. */}
      <CompareToggle kind="listing" id={listing.id} source={listing.source} />
      <SaveButton
        type="listing"
        id={listing.id}
        name={listing.title}
        snapshot={() => import('../../lib/compare-item').then((m) => m.listingToCompare(listing.source))}
      />
    </div>
  );
}
