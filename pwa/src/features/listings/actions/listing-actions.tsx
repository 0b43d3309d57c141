/**
 * What a buyer and a lister do from a listing's page (issue 15), around the page's own small
 * actions (Compare, Share, Save: `children`):
 * - a buyer: Request a callback and Contact (one sheet, lead-sheet.tsx), Report this listing;
 * - the author or an admin (the detail answer's `viewer`, computed for the signed-in caller):
 *   Improve this listing. The author is offered no callback, contact or report (the API refuses
 *   them for one's own listing).
 * Each needs sign-in: signed out, the tap goes to /login?next={this page}. The sheets (Ionic modals),
 * their bodies and the outbox code load on first use. In the light frame (no Ionic yet) a signed-in
 * tap is passed to `requestSheet`, and the full app's page opens the sheet (sheet-request.ts).
 */
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session/session-store';
import type { AuthUser } from '../../../lib/session/session-user';
import type { ListingDetailView } from '../api/detail-extras';
import type { LeadIntent } from './lead-sheet';
import { type ListingSheet, takeSheetRequest } from './sheet-request';
import './actions.css';

const ActionSheet = lazy(() => import('./action-sheet'));

const LeadSheet = lazy(() => import('./lead-sheet'));
const ReportSheet = lazy(() => import('./report-sheet'));
const ImproveSheet = lazy(() => import('./improve-sheet'));
const PendingNotes = lazy(() => import('./pending-notes'));

type Sheet = ListingSheet & (LeadIntent | 'report' | 'improve');

/** The light frame's way to open a sheet: hand over to the full app, which opens it. */
export type SheetRequest = (listingId: string, sheet: Sheet) => void;

const TITLES: Record<Sheet, string> = {
  callback: 'Request a callback',
  contact: 'Contact the lister',
  report: 'Report this listing',
  improve: 'Improve this listing',
};
const TEST_IDS: Record<Sheet, string> = {
  callback: 'lead-sheet',
  contact: 'lead-sheet',
  report: 'report-sheet',
  improve: 'improve-sheet',
};

const Loading = () => (
  <p className="la-muted" role="status">
    <span className="page-loading-spinner" aria-hidden="true" /> Loading…
  </p>
);

export function ListingActions({
  listing,
  onChanged,
  requestSheet,
  children,
}: {
  listing: ListingDetailView;
  /** Re-read the listing (after an improvement reached the server). */
  onChanged: () => void;
  /** Set in the light frame only (see above). */
  requestSheet?: SheetRequest;
  children: ReactNode;
}) {
  const user = useSessionStore((s) => s.user);
  const sessionLoading = useSessionStore((s) => s.status === 'loading');
  const navigate = useNavigate();
  const location = useLocation();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [shown, setShown] = useState<Sheet>('callback'); // kept while the sheet animates closed
  // The sheet's Ionic modal is loaded and mounted on the first opening, then stays mounted.
  const [sheetUsed, setSheetUsed] = useState(false);

  const isAuthor = listing.viewer.isAuthor;
  const canEdit = listing.viewer.canEdit;

  const open = (next: Sheet) => {
    if (!user) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    if (requestSheet) {
      requestSheet(listing.id, next);
      return;
    }
    setShown(next);
    setSheet(next);
    setSheetUsed(true);
  };

  // A sheet asked for in the light frame before the full app (this page) took over.
  const userId = user?.id;
  useEffect(() => {
    if (requestSheet || !userId) return;
    const asked = takeSheetRequest(listing.id);
    if (!asked) return;
    setShown(asked);
    setSheet(asked);
    setSheetUsed(true);
  }, [requestSheet, userId, listing.id]);

  const body = (me: AuthUser, close: () => void) => {
    switch (shown) {
      case 'callback':
      case 'contact':
        return <LeadSheet listingId={listing.id} listingTitle={listing.title} intent={shown} user={me} />;
      case 'report':
        return <ReportSheet listingId={listing.id} />;
      case 'improve':
        return <ImproveSheet listing={listing} userId={me.id} close={close} onSaved={onChanged} />;
    }
  };

  return (
    <>
      {!isAuthor && (
        <div className="la-primary" data-testid="lead-actions">
          <button
            type="button"
            className="btn la-main"
            disabled={sessionLoading}
            onClick={() => open('callback')}
            data-testid="callback-button"
          >
            <span aria-hidden="true">☎</span> Request a callback
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={sessionLoading}
            onClick={() => open('contact')}
            data-testid="contact-button"
          >
            Contact
          </button>
        </div>
      )}
      {canEdit && (
        <div className="la-primary">
          <button
            type="button"
            className="btn btn-outline la-main"
            onClick={() => open('improve')}
            data-testid="improve-button"
          >
            <span aria-hidden="true">✎</span> Improve this listing
          </button>
        </div>
      )}
      {user && (
        <Suspense fallback={null}>
          <PendingNotes userId={user.id} listingId={listing.id} onEnrichSent={onChanged} />
        </Suspense>
      )}
      <div className="ld-actions" data-testid="listing-actions">
        {children}
        {!isAuthor && (
          <button
            type="button"
            className="btn btn-outline btn-sm la-report"
            disabled={sessionLoading}
            onClick={() => open('report')}
            data-testid="report-button"
          >
            <span aria-hidden="true">⚑</span> Report this listing
          </button>
        )}
      </div>
      {sheetUsed && (
        <Suspense fallback={null}>
          <ActionSheet
            open={sheet !== null}
            onClose={() => setSheet(null)}
            title={TITLES[shown]}
            testId={TEST_IDS[shown]}
          >
            {(close) => user && <Suspense fallback={<Loading />}>{body(user, close)}</Suspense>}
          </ActionSheet>
        </Suspense>
      )}
    </>
  );
}
