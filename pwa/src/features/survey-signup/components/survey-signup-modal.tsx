/**
 * The survey sign-up modal (spec part 1 §2.2 and §4), for /recommendations when signed out. The page
 * owns `isOpen`; Escape, a backdrop tap and × all go through Ionic's dismiss, which calls
 * `onDismiss`. On a phone it is a sheet from the bottom (the thumb's reach), on a wide screen a
 * centred dialog. The form is mounted only while open, so each opening starts afresh.
 *
 * @example
 *   <SurveySignupModal isOpen={open} onDismiss={() => setOpen(false)} onSignedIn={() => reload()} />
 */
import { IonModal } from '@ionic/react';
import { useRef } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { AuthUser } from '../../../lib/session/session-user';
import { SurveySignupPanel } from './survey-signup-panel';

export interface SurveySignupModalProps {
  isOpen: boolean;
  onDismiss: () => void;
  /** After the welcome (2 s): the session is stored; the page loads the user's recommendations. */
  onSignedIn: (user: AuthUser) => void;
}

const SHEET = { breakpoints: [0, 1], initialBreakpoint: 1 };
/** Where the sign-in modal's centred card starts (components/auth/auth-form.css). */
const DIALOG_QUERY = '(min-width: 768px) and (min-height: 600px)';

export function SurveySignupModal({ isOpen, onDismiss, onSignedIn }: SurveySignupModalProps) {
  const modal = useRef<HTMLIonModalElement>(null);
  const wide = useMediaQuery(DIALOG_QUERY);
  const close = () => void modal.current?.dismiss();
  return (
    <IonModal
      ref={modal}
      isOpen={isOpen}
      onDidDismiss={onDismiss}
      className={wide ? 'sign-in-modal survey-signup-modal' : 'survey-signup-modal is-sheet'}
      backdropDismiss
      keyboardClose
      aria-label="Create your account"
      {...(wide ? {} : SHEET)}
    >
      {isOpen && <SurveySignupPanel onSignedIn={onSignedIn} onDismiss={close} />}
    </IonModal>
  );
}
