import { Suspense, lazy, useEffect, useState } from 'react';
import type { CompareProperty } from '../../../lib/compare-item';
import { useCompareStore } from '../../../lib/compare-state';
import { selectSignedIn, useSessionStore } from '../../../lib/session/session-store';
import { useSignInModalStore } from '../../../lib/session/use-sign-in-modal';
import { shareLink, shareMessage } from '../api/share';
import { compareLink } from '../domain/share-link';
import { CompareTable } from './compare-table';
import { ContactForm } from './contact-form';
import { OverviewCards } from './overview-cards';
// .btn and .tag live with the shared cards; a shared /compare link may be the first page opened.
import '../../../components/ui/cards.css';
import './compare.css';

const EmiCalculator = lazy(() => import('./emi-calculator'));

type View = 'overview' | 'detailed' | 'ai';
const VIEWS: { id: View; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'detailed', label: 'Detailed' },
  { id: 'ai', label: 'Ai' },
];

interface CompareOverlayProps {
  items: CompareProperty[];
  onClose: () => void;
  /** A line above the views, e.g. 'Offline: showing the copies saved on this device.' */
  note?: string | null;
}

/** The full-screen comparison (spec part 1 §2.5): Overview, Detailed and Ai views. */
export function CompareOverlay({ items, onClose, note }: CompareOverlayProps) {
  const [view, setView] = useState<View>('overview');
  const [contact, setContact] = useState<CompareProperty | null>(null);
  const [emiOpen, setEmiOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const signedIn = useSessionStore(selectSignedIn);
  const showSignIn = useSignInModalStore((s) => s.show);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !contact && !emiOpen) onClose();
    };
    window.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.removeProperty('overflow');
    };
  }, [onClose, contact, emiOpen]);

  const share = async (title: string, path: string) => setStatus(shareMessage(await shareLink(title, path)));

  if (items.length === 0) {
    return (
      <div className="cmp-overlay" role="dialog" aria-modal="true" aria-labelledby="cmp-empty-title">
        <div className="cmp-empty" data-testid="compare-empty">
          <h2 id="cmp-empty-title">No Properties to Compare</h2>
          <p className="cmp-muted">Add properties to your comparison list to see them here.</p>
          <button type="button" className="btn btn-sm" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  return (
    <div
      className="cmp-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cmp-title"
      data-testid="compare-overlay"
    >
      <header className="cmp-overlay-head">
        <h2 id="cmp-title">Compare Properties</h2>
        <div className="cmp-tabs" role="tablist" aria-label="Comparison view">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              role="tab"
              className="cmp-tab"
              aria-selected={view === v.id}
              onClick={() => setView(v.id)}
            >
              {v.label}
            </button>
          ))}
        </div>
        <button type="button" className="cmp-icon-btn" aria-label="Close comparison" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="cmp-body" role="tabpanel">
        {note && <p className="cmp-note">{note}</p>}
        {items.length < 2 && <p className="cmp-note">Add at least 2 properties to compare</p>}
        {view === 'overview' ? (
          <OverviewCards
            items={items}
            onContact={(p) => (signedIn ? setContact(p) : showSignIn())}
            onShare={(p) => void share(p.title, p.href)}
          />
        ) : (
          <CompareTable items={items} ai={view === 'ai'} />
        )}
      </div>
      <footer className="cmp-overlay-foot">
        <p>Best values are highlighted in green</p>
        {status && (
          <p className="cmp-status" role="status">
            {status}
          </p>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEmiOpen(true)}>
          EMI Calculator
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => void share('Property comparison | PropAI', compareLink(items.map((p) => p.key)))}
        >
          Share Comparison
        </button>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          Close
        </button>
      </footer>
      {contact && <ContactForm property={contact} onClose={() => setContact(null)} />}
      {emiOpen && (
        <Suspense fallback={null}>
          <EmiCalculator
            items={items}
            onClose={() => setEmiOpen(false)}
            onLeave={() => {
              // The tray's overlay sits over every page: close it so the tool it opens is seen.
              setEmiOpen(false);
              useCompareStore.getState().closeOverlay();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
