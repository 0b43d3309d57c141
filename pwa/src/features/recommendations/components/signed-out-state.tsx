import { useSignInModal } from '../../../lib/session/use-sign-in-modal';

/**
 * /recommendations signed out (spec part 2 §6: the page needs a signed-in user). The button opens
 * the app's sign-in modal; the survey sign-up modal (features/survey-signup) replaces this state
 * through RecommendationsView's `signedOut` slot.
 */
export function SignedOutState() {
  const openSignIn = useSignInModal();
  return (
    <div className="reco-prompt" data-testid="reco-signed-out">
      <h2>Sign in to see your matches</h2>
      <p>Your picks are built from your survey and kept with your account.</p>
      <button type="button" className="btn" onClick={openSignIn}>
        Sign in
      </button>
    </div>
  );
}
