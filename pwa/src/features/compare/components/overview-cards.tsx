import { Link } from 'react-router-dom';
import type { CompareProperty } from '../../../lib/compare-item';
import { formatIndianNumber } from '../../../lib/format';
import { overlayPrice } from '../domain/compare-format';
import { ShortlistButton } from './shortlist-button';
import stockHome from './stock-home.svg';

interface OverviewProps {
  items: CompareProperty[];
  onContact: (p: CompareProperty) => void;
  onShare: (p: CompareProperty) => void;
}

/** Overview: one card per property in 1, 2 or 3 columns (by count, and by screen width). */
export function OverviewCards({ items, onContact, onShare }: OverviewProps) {
  const cols = Math.min(3, items.length);
  return (
    <div className={`cmp-grid cols-${cols}`}>
      {items.map((p) => {
        return (
          <article key={p.key} className="cmp-card" data-testid="compare-card">
            <div className="cmp-card-media">
              <img src={p.image || stockHome} alt="" width={400} height={250} loading="lazy" />
              <div className="pcard-tags">
                {p.featured && <span className="tag tag-featured">Featured</span>}
                {p.verified && <span className="tag tag-verified">Verified</span>}
              </div>
            </div>
            <div className="cmp-card-body">
              {/* No growth badge: the stored growth figure has no source (see the Ai view's note). */}
              <p className="cmp-price">{overlayPrice(p)}</p>
              <h3>
                <Link to={p.href}>{p.title}</Link>
              </h3>
              <p className="cmp-muted">{p.location || 'N/A'}</p>
              <div className="cmp-badges">
                {p.bedrooms != null && (
                  <span className="cmp-badge">
                    {p.bedrooms} {p.bedrooms === 1 ? 'Bed' : 'Beds'}
                  </span>
                )}
                {p.bathrooms != null && (
                  <span className="cmp-badge">
                    {p.bathrooms} {p.bathrooms === 1 ? 'Bath' : 'Baths'}
                  </span>
                )}
                {p.area != null && (
                  <span className="cmp-badge">{formatIndianNumber(Math.round(p.area))} sqft</span>
                )}
              </div>
              <div className="cmp-card-actions">
                <button type="button" className="btn btn-sm" onClick={() => onContact(p)}>
                  Contact
                </button>
                <ShortlistButton property={p} />
                <button
                  type="button"
                  className="cmp-icon-btn cmp-icon-outline"
                  aria-label={`Share ${p.title}`}
                  title="Share"
                  onClick={() => onShare(p)}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <circle cx="18" cy="5" r="3" />
                    <circle cx="6" cy="12" r="3" />
                    <circle cx="18" cy="19" r="3" />
                    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
                  </svg>
                </button>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
