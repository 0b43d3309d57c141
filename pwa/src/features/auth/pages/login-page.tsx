import { useLocation } from 'react-router-dom';
import { ComingPage } from '../../../components/ui/coming-page';

/** Sign-in with email OTP arrives in a later issue; the page already keeps the return path. */
export default function LoginPage() {
  const next = new URLSearchParams(useLocation().search).get('next');
  return (
    <ComingPage
      title="Sign in"
      eyebrow="Your account"
      description="Signing in with your name, mobile number and a one-time code sent to your email is coming soon."
    >
      {next?.startsWith('/') && <p className="coming-text">After signing in you will return to {next}.</p>}
    </ComingPage>
  );
}
