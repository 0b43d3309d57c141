import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { SignInPanel } from '../components/sign-in-panel';
import { useSignInFlow } from '../components/use-sign-in-flow';
import { sanitizeNextPath } from '../next-path';
import { selectSignedIn, useSessionStore } from '../session-store';

function LoginContent({ next }: { next: string }) {
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const flow = useSignInFlow(() => navigate(next, { replace: true }));
  // Already signed in when arriving (not mid-flow, where the store turns signed-in before the welcome).
  if (signedIn && flow.step === 'details' && !flow.busy) return <Navigate to={next} replace />;
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
  const next = sanitizeNextPath(new URLSearchParams(location.search).get('next'));
  const status = useSessionStore((s) => s.status);
  return (
    <PageLayout
      title="Sign in"
      eyebrow="Your account"
      lead="Enter your name, mobile number and email. We send a 6-digit code to your email."
    >
      {/* Keyed by the visit, so a page Ionic kept in its stack starts again at the details step. */}
      {status !== 'loading' && <LoginContent key={location.key} next={next} />}
    </PageLayout>
  );
}
