import { SignInPanel } from './sign-in-panel';
import { useSignInFlow } from './use-sign-in-flow';

/**
 * The sign-in modal's content (spec part 1 §2.2), loaded only when the modal opens. Escape and a
 * backdrop click close it (Ionic's own overlay behaviour); after the welcome it closes itself.
 */
export default function SignInModal({ onDismiss }: { onDismiss: () => void }) {
  const flow = useSignInFlow(onDismiss);
  return (
    <div className="ion-page">
      <div className="sign-in-modal-head">
        <h2 id="sign-in-modal-title">{flow.step === 'success' ? 'Signed in' : 'Sign in to PropAI'}</h2>
        <button type="button" className="sign-in-modal-close" aria-label="Close" onClick={onDismiss}>
          ×
        </button>
      </div>
      <div className="sign-in-modal-body">
        <SignInPanel flow={flow} idPrefix="signin-modal" />
      </div>
    </div>
  );
}
