import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { SignInPanel } from '../components/sign-in-panel';
import { useSignInFlow } from '../components/use-sign-in-flow';
import { sanitizeNextPath } from '../next-path';
import { selectSignedIn, useSessionStore } from '../../../lib/session/session-store';

function LoginContent({ next, active }: { next: string; active: boolean }) {
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const flow = useSignInFlow(() => navigate(next, { replace: true }));
  // Already signed in when arriving (not mid-flow, where the store turns signed-in before the welcome).
  if (active && signedIn && flow.step === 'details' && !flow.busy) return <Navigate to={next} replace />;
  return (
    <section className="auth-card" aria-label="Sign in with a one-time code">
      <SignInPanel flow={flow} idPrefix="login" />
    </section>
  );
}

/**
 * /login: the sign-in modal's steps as a page. `?next=` is followed after sign-in only when it is a
 * same-origin path (next-path.ts), else '/'.
 */
export default function LoginPage() {
  const location = useLocation();
  // Ionic keeps this page mounted (hidden) after leaving it, and it still sees every later location:
  // only a visit to /login itself counts, or the page would act on other pages' URLs.
  const active = location.pathname === '/login';
  const [visit, setVisit] = useState({ key: location.key, search: location.search });
  if (active && visit.key !== location.key) setVisit({ key: location.key, search: location.search });
  const next = sanitizeNextPath(new URLSearchParams(visit.search).get('next'));
  const status = useSessionStore((s) => s.status);
  return (
    <PageLayout
      title="Sign in"
      eyebrow="Your account"
      lead="Enter your name, mobile number and email. We send a 6-digit code to your email."
    >
      {/* Keyed by the visit, so a page Ionic kept in its stack starts again at the details step. */}
      {status !== 'loading' && <LoginContent key={visit.key} next={next} active={active} />}
    </PageLayout>
  );
}
