/**
 * "Save this search" on the results pages (/search, /explore, /buy, /browse/listings). Signed out it
 * goes to sign-in and back here (`next=`); signed in it opens a sheet to name the search, then saves
 * it (an Idempotency-Key per attempt, the button disabled while it is on its way), and says where
 * the saved searches are managed. Alerts for new matches come as notifications.
 */
import { usePageParts } from './page-parts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { openAfterHandover, useFrameSheet } from '../../lib/frame-handover';
import { createSavedSearch, type SearchToSave } from '../../lib/saved-searches/saved-searches-api';
import { selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import './save-search.css';

const SAVE_SEARCH_SHEET = ['save-search'] as const;

type Phase = { step: 'closed' } | { step: 'naming'; error?: string; busy?: boolean } | { step: 'saved' };

/** `standalone`: on its own line above a form (not in a toolbar), with room below it. */
export function SaveSearchButton({
  search,
  standalone = false,
}: {
  search: SearchToSave;
  standalone?: boolean;
}) {
  const signedIn = useSessionStore(selectSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  // Asked for in a light frame (no Ionic there): the full app opens the sheet at once.
  const [handedOver] = useFrameSheet(SAVE_SEARCH_SHEET);
  const [phase, setPhase] = useState<Phase>(handedOver ? { step: 'naming' } : { step: 'closed' });
  const [name, setName] = useState(search.name);

  const open = () => {
    if (!signedIn) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    if (openAfterHandover('save-search')) return;
    setName(search.name);
    setPhase({ step: 'naming' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 60) {
      setPhase({ step: 'naming', error: 'Enter a name of 1 to 60 characters.' });
      return;
    }
    setPhase({ step: 'naming', busy: true });
    try {
      await createSavedSearch({ ...search, name: trimmed }, `saved-search-${crypto.randomUUID()}`);
      setPhase({ step: 'saved' });
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (Object.values(err.fields ?? {})[0] ?? err.message)
          : 'Could not save this search. Try again.';
      setPhase({ step: 'naming', error: message });
    }
  };

  const close = () => setPhase({ step: 'closed' });

  const { Sheet } = usePageParts();
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm btn-outline save-search-btn${standalone ? ' save-search-standalone' : ''}`}
        onClick={open}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        Save this search
      </button>
      <Sheet
        isOpen={phase.step !== 'closed'}
        onDidDismiss={close}
        breakpoints={[0, 0.5, 0.9]}
        initialBreakpoint={0.5}
        aria-label="Save this search"
      >
        <div className="save-search-sheet">
          {phase.step === 'saved' ? (
            <div role="status">
              <h2>Search saved</h2>
              <p>We will let you know in your notifications when new matches go live, at most once a day.</p>
              <div className="save-search-actions">
                <Link className="btn btn-outline" to="/saved-searches" onClick={close}>
                  Manage saved searches
                </Link>
                <button type="button" className="btn" onClick={close}>
                  Done
                </button>
              </div>
            </div>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <h2>Save this search</h2>
              <label className="field">
                <span>Name</span>
                <input
                  value={name}
                  maxLength={60}
                  onChange={(e) => setName(e.target.value)}
                  aria-invalid={phase.step === 'naming' && Boolean(phase.error)}
                  aria-describedby="save-search-error"
                />
              </label>
              {phase.step === 'naming' && phase.error && (
                <p id="save-search-error" className="save-search-error" role="alert">
                  {phase.error}
                </p>
              )}
              <p className="save-search-note">New matches come to your notifications, at most once a day.</p>
              <div className="save-search-actions">
                <button type="button" className="btn btn-outline" onClick={close}>
                  Cancel
                </button>
                <button type="submit" className="btn" disabled={phase.step === 'naming' && phase.busy}>
                  {phase.step === 'naming' && phase.busy ? 'Saving…' : 'Save'}
                </button>
              </div>
            </form>
          )}
        </div>
      </Sheet>
    </>
  );
}
