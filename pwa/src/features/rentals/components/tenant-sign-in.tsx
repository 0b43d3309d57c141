/** Signed out: what signing in adds to the tenant view; the sign-in sheet keeps the user on this page. */
import { useSignInModal } from '../../../lib/session/use-sign-in-modal';

export function TenantSignIn({ loading }: { loading: boolean }) {
  const signIn = useSignInModal();
  return (
    <section
      className="tn-section tn-sign-in"
      aria-labelledby="tenant-sign-in-title"
      data-testid="tenant-sign-in"
    >
      <h2 id="tenant-sign-in-title">Your rentals in one place</h2>
      <p>
        Sign in to see the homes and PGs you saved, your saved rental searches with their alerts, and the
        callback requests you sent to owners.
      </p>
      <button type="button" className="btn btn-sm" onClick={signIn} disabled={loading}>
        Sign in
      </button>
    </section>
  );
}
