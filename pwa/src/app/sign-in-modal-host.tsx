import { IonModal } from '@ionic/react';
import { Suspense, lazy, useRef } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { useSignInModalStore } from '../lib/session/use-sign-in-modal';

const SignInModal = lazy(() => import('../features/auth/components/sign-in-modal'));

/**
 * The sign-in modal (spec part 1 §2.2), fetched by the shell on the first 'Sign In' tap and kept
 * mounted from then on: Escape, a backdrop tap, × and the flow's own close after the welcome all go
 * through Ionic's dismiss (with its animation), which clears the store's flag. The form is rendered
 * only while the modal is open, so the next opening starts afresh. (Unmounting the ion-modal
 * itself is not safe: Ionic moves its element, and React's removal then throws and blanks the app.)
 */
export default function SignInModalHost({ open }: { open: boolean }) {
  const hide = useSignInModalStore((s) => s.hide);
  const modal = useRef<HTMLIonModalElement>(null);
  const close = () => void modal.current?.dismiss();
  return (
    <IonModal
      ref={modal}
      isOpen={open}
      onDidDismiss={hide}
      className="sign-in-modal"
      backdropDismiss
      keyboardClose
      // Ionic gives its dialog (inside its shadow root) the host's aria-label; an aria-labelledby
      // cannot reach the title from there, and the dialog would have no name.
      aria-label="Sign in to PropAI"
    >
      {open && (
        <Suspense fallback={<PageLoading />}>
          <SignInModal onDismiss={close} />
        </Suspense>
      )}
    </IonModal>
  );
}
