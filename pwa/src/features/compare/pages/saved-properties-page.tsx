import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { listShortlist, removeFromShortlist } from '../../../db/compare-repo';
import { asCompareProperty } from '../../../lib/compare-item';
import { overlayPrice } from '../domain/compare-format';
import stockHome from '../components/stock-home.svg';
import '../../../components/ui/cards.css';
import '../components/compare.css';

/**
 * Saved properties: the shortlist kept on this device (Dexie table `shortlist`), filled by the
 * comparison's shortlist icon. Device-local: it is not synced to the account.
 */
export default function SavedPropertiesPage() {
  const rows = useLiveQuery(listShortlist, []);
  const items = (rows ?? []).flatMap((r) => asCompareProperty(r.snapshot) ?? []);
  return (
    <PageLayout
      title="Saved properties"
      eyebrow="Your shortlist"
      lead="Properties you shortlisted, kept on this device (they are not synced to other devices)."
    >
      {rows === undefined ? null : items.length === 0 ? (
        <p className="empty-text" data-testid="shortlist-empty">
          No saved properties yet. Tap the heart on a property in the comparison to save it here.
        </p>
      ) : (
        <ul className="cmp-tray-list" style={{ maxHeight: 'none' }} data-testid="shortlist">
          {items.map((p) => (
            <li key={p.key} className="cmp-tray-item" data-testid="shortlist-item">
              <img src={p.image || stockHome} alt="" width={56} height={42} loading="lazy" />
              <div className="cmp-tray-text">
                <Link to={p.href}>
                  <strong>{p.title}</strong>
                </Link>
                <span>{p.location || 'N/A'}</span>
                <span className="cmp-tray-price">{overlayPrice(p)}</span>
              </div>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-label={`Remove ${p.title}`}
                onClick={() => void removeFromShortlist(p.key).catch(() => undefined)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
