import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { AvailabilityActions } from '../../../components/lister/availability-actions';
import { formatTimeAgo } from '../../../lib/format';
import { useAvailabilityWrites } from '../../../lib/lister/availability-writes';
import { useSessionStore } from '../../../lib/session/session-store';
import { useSignInModal } from '../../../lib/session/use-sign-in-modal';
import {
  type NotificationItem,
  type ReceivedLead,
  fetchNotifications,
  fetchReceivedLeads,
  markAllRead,
} from '../api/notifications-api';
import './notifications.css';

type Loaded = { notes: NotificationItem[]; leads: ReceivedLead[] };

/** What the notification's link opens, in words. */
function linkLabel(n: NotificationItem): string {
  if (n.type === 'callback_request') return 'Open leads';
  if (n.type === 'listing_stale') return 'View listing';
  if (n.type === 'saved_search_match') return 'See the matches';
  if (n.type === 'report_approved') return 'Read your report';
  if (n.link === '/my/listings') return 'Open My Listings';
  return 'Open';
}

/**
 * /notifications: the signed-in user's notifications (listing approved/rejected, callback requests,
 * report replies, a listing to confirm — with its one-tap "Still available" / "Mark as sold|rented" —
 * a listing hidden by reports or restored), newest first, and the way to the Leads list. Opening the page marks
 * everything read, so the badge clears. Signed out: a Sign In prompt (the page loads after sign-in).
 */
export default function NotificationsPage() {
  const status = useSessionStore((s) => s.status);
  const setUnread = useSessionStore((s) => s.setUnreadCount);
  const active = useLocation().pathname === '/notifications';
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const openSignIn = useSignInModal();
  const writes = useAvailabilityWrites();

  const load = useCallback(() => {
    setError(null);
    Promise.all([fetchNotifications(), fetchReceivedLeads()])
      .then(([n, l]) => {
        setData({ notes: n.items, leads: l.items });
        if (n.unread > 0)
          void markAllRead()
            .then((r) => setUnread(r.unread))
            .catch(() => undefined);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Could not load notifications'));
  }, [setUnread]);

  useEffect(() => {
    if (status === 'signed-in' && active) load();
  }, [status, active, load]);

  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out') {
    return (
      <PageLayout title="Notifications" eyebrow="Your account" lead="Sign in to see your notifications.">
        <button type="button" className="btn" onClick={openSignIn}>
          Sign In
        </button>
      </PageLayout>
    );
  }

  const newLeads = data ? data.leads.filter((l) => !l.handled).length : 0;
  return (
    <PageLayout title="Notifications" eyebrow="Your account">
      {error && <ErrorBox message={error} onRetry={load} />}
      {!data && !error && <PageLoading />}
      {data && (
        <>
          <section aria-labelledby="notes-h">
            <h2 id="notes-h" className="ntf-h2">
              Latest
            </h2>
            {data.notes.length === 0 ? (
              <p className="empty-text">No notifications yet.</p>
            ) : (
              <ul className="ntf-list" data-testid="notification-list">
                {data.notes.map((n) => (
                  <li
                    key={n.id}
                    className={n.read ? 'ntf-item' : 'ntf-item is-unread'}
                    data-type={n.type}
                    data-testid="notification"
                  >
                    <div className="ntf-top">
                      <strong>{n.title}</strong>
                      <time dateTime={n.createdAt}>{formatTimeAgo(n.createdAt)}</time>
                    </div>
                    {n.type === 'listing_flagged' && <p className="ntf-badge">Hidden — under review</p>}
                    {n.type === 'report_rejected' && <p className="ntf-badge">Not published — the reason:</p>}
                    <p>{n.body}</p>
                    {n.type === 'listing_stale' && n.listingId && (
                      <AvailabilityActions
                        listingId={n.listingId}
                        closeAs={n.closeAs}
                        write={writes?.get(n.listingId)}
                      />
                    )}
                    {n.link && n.link !== '/notifications' && <Link to={n.link}>{linkLabel(n)}</Link>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* Only for people who receive callback requests: a buyer has nothing to open there. */}
          {data.leads.length > 0 && (
            <Link className="ntf-leads" to="/my-listings/leads" data-testid="leads-link">
              <strong>Leads{newLeads > 0 ? ` (${newLeads} new)` : ''}</strong>
              <span>Callback requests you received, with Call and WhatsApp</span>
            </Link>
          )}
        </>
      )}
    </PageLayout>
  );
}
