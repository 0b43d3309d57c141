import { cloudOfflineOutline, lockClosedOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MessagePage } from '../../../components/ui/message-page';
import { PageLoading } from '../../../components/ui/page-loading';
import { useServerAdminCheck } from '../api/use-server-admin-check';
import { useSessionStore } from '../../../lib/session/session-store';

/**
 * Guards admin pages (spec part 1 §2.1, and /admin-dashboard too per DECISIONS.md). The page's code
 * is not even loaded until the server has confirmed the admin role; there is no bypass.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const token = useSessionStore((s) => s.token);
  const location = useLocation();
  const check = useServerAdminCheck(status === 'signed-in' ? token : null);

  if (status === 'loading' || check === 'checking') return <PageLoading />;
  if (check === 'admin') return children;

  const next = encodeURIComponent(location.pathname + location.search);
  if (check === 'offline') {
    return (
      <MessagePage
        title="Admin page unavailable offline"
        icon={cloudOfflineOutline}
        message="Admin pages need a connection to confirm your access. Reconnect and try again."
      />
    );
  }
  if (check === 'not-admin') {
    return (
      <MessagePage
        title="Admins only"
        icon={lockClosedOutline}
        message="This page is for admins only. Your account does not have admin access."
        actions={
          <Link to="/" className="button-link">
            Go to the home page
          </Link>
        }
      />
    );
  }
  return (
    <MessagePage
      title="Admin sign-in required"
      icon={lockClosedOutline}
      message="Sign in with an admin account to see this page."
      actions={
        <Link to={`/login?next=${next}`} className="button-link">
          Sign in
        </Link>
      }
    />
  );
}
