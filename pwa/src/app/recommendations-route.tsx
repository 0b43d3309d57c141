/**
 * /recommendations as the route table mounts it: the recommendations page with the survey sign-up
 * modal (spec part 1 §2.2). Features do not import each other, so the app puts the two together
 * here. Signed out, the modal opens on arrival; dismissed, the page offers it again beside a plain
 * sign-in for people who already have an account.
 *
 * The modal lives beside the page, not in its signed-out slot: the session is stored as soon as the
 * code is verified, which swaps the slot for the signed-in page, and a modal inside the slot would
 * vanish with it, so the user would never see the success step the spec shows for 2 s before the
 * modal closes. Outside, it stays open through the sign-in and closes itself.
 */
import { useEffect, useState } from 'react';
import RecommendationsPage from '../features/recommendations/pages/recommendations-page';
import { SurveySignupModal } from '../features/survey-signup/components/survey-signup-modal';
import { useSessionStore } from '../lib/session/session-store';
import { useSignInModal } from '../lib/session/use-sign-in-modal';

function SignedOutWithSignup({ onSignup }: { onSignup: () => void }) {
  const openSignIn = useSignInModal();
  return (
    <div className="reco-prompt" data-testid="reco-signed-out">
      <h2>Sign up to see your matches</h2>
      <p>Your picks are built from your survey and kept with your account.</p>
      <div className="reco-prompt-actions">
        <button type="button" className="btn" onClick={onSignup}>
          Create my account
        </button>
        <button type="button" className="btn btn-outline" onClick={openSignIn}>
          I have an account: sign in
        </button>
      </div>
    </div>
  );
}

export default function RecommendationsRoute() {
  const signedOut = useSessionStore((s) => s.status === 'signed-out');
  const [open, setOpen] = useState(false);
  // Opens on arrival signed out (and again after a sign-out here); a dismissal stays dismissed.
  useEffect(() => {
    if (signedOut) setOpen(true);
  }, [signedOut]);
  return (
    <>
      <RecommendationsPage signedOut={<SignedOutWithSignup onSignup={() => setOpen(true)} />} />
      <SurveySignupModal isOpen={open} onDismiss={() => setOpen(false)} onSignedIn={() => setOpen(false)} />
    </>
  );
}
