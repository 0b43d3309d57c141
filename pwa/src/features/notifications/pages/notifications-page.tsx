import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { formatTimeAgo } from '../../../lib/format';
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

/**
 * /notifications: the signed-in user's notifications (listing approved/rejected, callback requests,
 * report replies), newest first, and the callback requests they received. Opening the page marks
 * everything read, so the badge clears. Signed out: a Sign In prompt (the page loads after sign-in).
 */
export default function NotificationsPage() {
  const status = useSessionStore((s) => s.status);
  const setUnread = useSessionStore((s) => s.setUnreadCount);
  const active = useLocation().pathname === '/notifications';
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const openSignIn = useSignInModal();

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
                  <li key={n.id} className={n.read ? 'ntf-item' : 'ntf-item is-unread'}>
                    <div className="ntf-top">
                      <strong>{n.title}</strong>
                      <time dateTime={n.createdAt}>{formatTimeAgo(n.createdAt)}</time>
                    </div>
                    <p>{n.body}</p>
                    {n.link && n.link !== '/notifications' && <Link to={n.link}>Open</Link>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="leads-h">
            <h2 id="leads-h" className="ntf-h2">
              Callback requests received
            </h2>
            {data.leads.length === 0 ? (
              <p className="empty-text">No callback requests yet.</p>
            ) : (
              <ul className="ntf-list" data-testid="lead-list">
                {data.leads.map((l) => (
                  <li key={l.id} className="ntf-item">
                    <div className="ntf-top">
                      <strong>{l.name}</strong>
                      <time dateTime={l.createdAt}>{formatTimeAgo(l.createdAt)}</time>
                    </div>
                    <p>
                      <a href={`tel:+91${l.phone}`}>{l.phone}</a> · about{' '}
                      <Link to={l.link}>{l.targetTitle}</Link>
                    </p>
                    {l.message && <p className="ntf-msg">“{l.message}”</p>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageLayout>
  );
}
