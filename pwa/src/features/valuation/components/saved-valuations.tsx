/**
 * The signed-in owner's saved valuations (GET /api/valuation/saved): what was valued, the ranges the
 * server computed when it was saved, a link that values it again with today's listings, and Delete.
 */
import type { SavedValuation } from '@propai/api/wire';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { ApiError } from '../../../lib/api-client';
import { formatDay, formatIndianNumber, formatPrice } from '../../../lib/format';
import type { useSavedValuations } from '../api/valuation-api';
import { deleteValuation } from '../api/valuation-api';
import { formFromParams, formQuery } from '../domain/valuation-form';

function subjectLine(s: SavedValuation['subject']): string {
  const size = `${formatIndianNumber(s.area)} ${s.areaUnit}`;
  const what = s.bhk !== null ? `${s.bhk} BHK ${s.propertyType}` : s.propertyType;
  return `${what}, ${size} in ${s.locality}, ${s.city}`;
}

function rangeText(r: SavedValuation['sale'], deal: 'sale' | 'rent'): string {
  if (!r.available || r.low === null || r.high === null) return `not enough comparables (${r.count})`;
  const f = (v: number) => (deal === 'sale' ? formatPrice(v, 2) : `₹${formatIndianNumber(v)}`);
  return `${f(r.low)} – ${f(r.high)}${deal === 'rent' ? ' a month' : ''} (${r.count} listings)`;
}

/** The page's address that values the same subject again. */
function againLink(s: SavedValuation['subject']): string {
  const form = formFromParams(
    new URLSearchParams({
      city: s.city,
      locality: s.locality,
      propertyType: s.propertyType,
      area: String(s.area),
    }),
  );
  const full = { ...form, areaUnit: s.areaUnit, bhk: s.bhk, floor: s.floor, age: s.age };
  return `/valuation?${new URLSearchParams(formQuery(full)).toString()}`;
}

export function SavedValuations({ saved }: { saved: ReturnType<typeof useSavedValuations> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (saved.status === 'loading') return null;
  if (saved.status === 'error') return <ErrorBox message={saved.error.message} onRetry={saved.retry} />;
  const items = saved.result.data.items;

  const remove = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      await deleteValuation(id);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) setError('Could not delete it. Try again.');
    }
    setBusy(null);
    saved.retry();
  };

  return (
    <section className="vl-saved" aria-labelledby="vl-saved-title">
      <h2 id="vl-saved-title">Your saved valuations</h2>
      {items.length === 0 ? (
        <p className="empty-text">None yet. Value a property and tap Save to keep it here.</p>
      ) : (
        <ul className="vl-saved-list" data-testid="saved-valuations">
          {items.map((v) => (
            <li key={v.id} className="vl-saved-item">
              <p className="vl-saved-what">{subjectLine(v.subject)}</p>
              <p className="vl-saved-range">Sale: {rangeText(v.sale, 'sale')}</p>
              {v.subject.propertyType !== 'Plot' && (
                <p className="vl-saved-range">Rent: {rangeText(v.rent, 'rent')}</p>
              )}
              <p className="vl-saved-meta">Saved {formatDay(v.savedAt)}</p>
              <div className="vl-saved-actions">
                <Link className="btn btn-outline btn-sm" to={againLink(v.subject)}>
                  Value again today
                </Link>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy === v.id}
                  onClick={() => void remove(v.id)}
                  aria-label={`Delete the valuation of ${subjectLine(v.subject)}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="post-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
