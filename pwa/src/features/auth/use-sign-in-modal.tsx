import { useIonModal } from '@ionic/react';
import { Suspense, lazy } from 'react';
import { PageLoading } from '../../components/ui/page-loading';

// The modal's code (form, rules, API calls) is fetched only when someone opens it.
const SignInModal = lazy(() => import('./components/sign-in-modal'));

function LazySignInModal({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SignInModal onDismiss={onDismiss} />
    </Suspense>
  );
}

/**
 * Opens the sign-in modal from anywhere in the shell (top bar, drawer). Returns `open()`.
 * The modal renders through Ionic's overlay manager at the app root, so it is the same modal
 * whichever (possibly hidden) part of the shell opened it.
 */
export function useSignInModal(): () => void {
  const [present, dismiss] = useIonModal(LazySignInModal, { onDismiss: () => dismiss() });
  return () => present({ cssClass: 'sign-in-modal', backdropDismiss: true, keyboardClose: true });
}
