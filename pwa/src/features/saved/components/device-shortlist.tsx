import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { removeFromShortlist } from '../../../db/compare-repo';
import { deviceOnlyRows } from '../../../db/favorites-repo';
import { asCompareProperty } from '../../../lib/compare-item';
import { formatPrice } from '../../../lib/format';

/**
 * The device-only shortlist (rows of `shortlist` without an owner, saved before saving needed an
 * account): shown signed out, and signed in while it waits to join the account (offline at sign-in,
 * or things that no longer exist). Each row opens its page or is removed from this device.
 */
export function DeviceShortlist({ title, note, empty }: { title: string; note: string; empty?: ReactNode }) {
  const rows = useLiveQuery(deviceOnlyRows, []);
  const items = (rows ?? []).flatMap((r) => asCompareProperty(r.snapshot) ?? []);
  if (rows === undefined) return null;
  if (items.length === 0) return empty ?? null;
  return (
    <section className="saved-device" aria-labelledby="saved-device-title">
      <h2 id="saved-device-title" className="saved-section-title">
        {title}
      </h2>
      <p className="saved-section-note">{note}</p>
      <ul className="saved-device-list" data-testid="device-shortlist">
        {items.map((p) => (
          <li key={p.key} className="saved-device-item" data-testid="device-shortlist-item">
            {p.image ? (
              <img src={p.image} alt="" width={72} height={54} loading="lazy" />
            ) : (
              <span className="saved-device-noimg" aria-hidden="true" />
            )}
            <div className="saved-device-text">
              <Link to={p.href}>
                <strong>{p.title}</strong>
              </Link>
              <span>{p.location || 'Location not given'}</span>
              {p.price != null && (
                <span className="saved-device-price">
                  {formatPrice(p.price)}
                  {p.monthly ? '/month' : ''}
                </span>
              )}
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
    </section>
  );
}
