/**
 * The saved searches, each with its results link and three actions: rename, pause/resume alerts,
 * delete. Changes are optimistic: the list shows the change at once and puts the old value back,
 * with the server's message, if the request fails (writes are online-only, saved-searches-api.ts).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import type { SavedSearch } from '../../../lib/saved-searches/saved-searches-api';

export interface SavedSearchActions {
  rename(id: string, name: string): Promise<unknown>;
  setActive(id: string, active: boolean): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

const failure = (err: unknown) =>
  err instanceof ApiError
    ? (Object.values(err.fields ?? {})[0] ?? err.message)
    : 'Could not save the change. Try again.';

export function SavedSearchList({
  initial,
  actions,
}: {
  initial: SavedSearch[];
  actions: SavedSearchActions;
}) {
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Applies `next` now; on failure restores the list as it was and says why. */
  const optimistic = async (next: SavedSearch[], send: () => Promise<unknown>) => {
    const before = items;
    setItems(next);
    setError(null);
    try {
      await send();
    } catch (err) {
      setItems(before);
      setError(failure(err));
    }
  };

  const patch = (id: string, change: Partial<SavedSearch>) =>
    items.map((s) => (s.id === id ? { ...s, ...change } : s));

  if (items.length === 0) {
    return (
      <p className="empty-text" data-testid="saved-searches-empty">
        No saved searches yet. Use "Save this search" on Search, Explore, Buy or Browse listings to get new
        matches in your notifications.
      </p>
    );
  }

  return (
    <>
      {error && (
        <p className="save-search-error" role="alert">
          {error}
        </p>
      )}
      <ul className="ss-list" aria-label="Saved searches">
        {items.map((s) => (
          <li key={s.id} className="ss-item" data-testid="saved-search">
            {editing?.id === s.id ? (
              <form
                className="ss-rename"
                onSubmit={(e) => {
                  e.preventDefault();
                  const name = editing.name.trim();
                  if (!name || name.length > 60) {
                    setError('Enter a name of 1 to 60 characters.');
                    return;
                  }
                  setEditing(null);
                  void optimistic(patch(s.id, { name }), () => actions.rename(s.id, name));
                }}
              >
                <label className="field">
                  <span className="visually-hidden">Name</span>
                  <input
                    autoFocus
                    value={editing.name}
                    maxLength={60}
                    onChange={(e) => setEditing({ id: s.id, name: e.target.value })}
                  />
                </label>
                <button type="submit" className="btn btn-sm">
                  Save
                </button>
                <button type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(null)}>
                  Cancel
                </button>
              </form>
            ) : (
              <div className="ss-head">
                <Link to={s.url} className="ss-name">
                  {s.name}
                </Link>
                <span className={s.active ? 'ss-badge' : 'ss-badge ss-paused'}>
                  {s.active ? 'Alerts on' : 'Paused'}
                </span>
              </div>
            )}
            <p className="ss-meta">
              {s.kind === 'projects' ? 'Projects' : 'Listings'}
              {s.fromSurvey ? ' · from your survey' : ''}
              {s.lastAlertAt ? ` · last alert ${new Date(s.lastAlertAt).toLocaleDateString('en-IN')}` : ''}
            </p>
            <div className="ss-actions">
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => setEditing({ id: s.id, name: s.name })}
                aria-label={`Rename ${s.name}`}
              >
                Rename
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-pressed={!s.active}
                onClick={() =>
                  void optimistic(patch(s.id, { active: !s.active }), () =>
                    actions.setActive(s.id, !s.active),
                  )
                }
              >
                {s.active ? 'Pause alerts' : 'Resume alerts'}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline ss-delete"
                aria-label={`Delete ${s.name}`}
                onClick={() =>
                  void optimistic(
                    items.filter((x) => x.id !== s.id),
                    () => actions.remove(s.id),
                  )
                }
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
