import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { useSessionStore } from '../../../lib/session/session-store';

/**
 * Guards pages that only make sense signed in (the Leads list): signed out, it goes to
 * /login?next={this page} (as /profile does) and comes back after sign-in. The stored session is
 * enough, so the page opens offline for a signed-in user.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  // Ionic keeps this page mounted under /login: redirect only while it is the page on screen.
  const [ownPath] = useState(location.pathname);
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out') {
    if (location.pathname !== ownPath) return <PageLoading />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return children;
}
