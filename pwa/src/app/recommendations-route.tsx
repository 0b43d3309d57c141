/**
 * /recommendations as the route table mounts it: the recommendations page with the survey sign-up
 * modal (spec part 1 §2.2) in its signed-out slot. Features do not import each other, so the app
 * puts the two together here. Signed out, the modal opens on arrival; dismissed, the page offers it
 * again beside a plain sign-in for people who already have an account.
 */
import { useState } from 'react';
import RecommendationsPage from '../features/recommendations/pages/recommendations-page';
import { SurveySignupModal } from '../features/survey-signup/components/survey-signup-modal';
import { useSignInModal } from '../lib/session/use-sign-in-modal';

function SignedOutWithSignup() {
  const [open, setOpen] = useState(true);
  const openSignIn = useSignInModal();
  return (
    <div className="reco-prompt" data-testid="reco-signed-out">
      <h2>Sign up to see your matches</h2>
      <p>Your picks are built from your survey and kept with your account.</p>
      <div className="reco-prompt-actions">
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          Create my account
        </button>
        <button type="button" className="btn btn-outline" onClick={openSignIn}>
          I have an account: sign in
        </button>
      </div>
      <SurveySignupModal isOpen={open} onDismiss={() => setOpen(false)} onSignedIn={() => setOpen(false)} />
    </div>
  );
}

export default function RecommendationsRoute() {
  return <RecommendationsPage signedOut={<SignedOutWithSignup />} />;
}
