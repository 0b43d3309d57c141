import { IonModal } from '@ionic/react';
import { Suspense, lazy, useRef } from 'react';
import { PageLoading } from '../components/ui/page-loading';
import { useSignInModalStore } from '../features/auth/use-sign-in-modal';

const SignInModal = lazy(() => import('../features/auth/components/sign-in-modal'));

/**
 * The sign-in modal (spec part 1 §2.2), fetched by the shell on the first 'Sign In' tap and
 * mounted only while asked for: Escape, a backdrop tap, × and the flow's own close after the
 * welcome all go through Ionic's dismiss (with its animation); when that ends the shell unmounts
 * this, so the modal leaves the page and the next opening starts afresh.
 */
export default function SignInModalHost() {
  const hide = useSignInModalStore((s) => s.hide);
  const modal = useRef<HTMLIonModalElement>(null);
  const close = () => void modal.current?.dismiss();
  return (
    <IonModal
      ref={modal}
      isOpen
      onDidDismiss={hide}
      className="sign-in-modal"
      backdropDismiss
      keyboardClose
      aria-labelledby="sign-in-modal-title"
    >
      <Suspense fallback={<PageLoading />}>
        <SignInModal onDismiss={close} />
      </Suspense>
    </IonModal>
  );
}
