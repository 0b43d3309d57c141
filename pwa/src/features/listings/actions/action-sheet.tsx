import { IonModal } from '@ionic/react';
import { type ReactNode, useRef } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Phones get a bottom sheet sized to its content; wider screens a centred card. */
const WIDE = '(min-width: 768px) and (min-height: 600px)';

/**
 * One sheet of the listing page (callback and contact, report, improve). The IonModal stays
 * mounted (Ionic moves its element; unmounting it under React is not safe, see
 * app/sign-in-modal-host.tsx) and its body is rendered only while open, so every opening starts
 * afresh. A default export: listing-actions.tsx loads it (and IonModal) on the first opening. `children` gets `close`, which dismisses with Ionic's animation.
 */
export default function ActionSheet({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: (close: () => void) => ReactNode;
}) {
  const wide = useMediaQuery(WIDE);
  const modal = useRef<HTMLIonModalElement>(null);
  const close = () => void modal.current?.dismiss();
  return (
    <IonModal
      ref={modal}
      isOpen={open}
      onDidDismiss={onClose}
      className="la-sheet"
      // The dialog inside Ionic's shadow root takes its name from the host (see the sign-in modal).
      aria-label={title}
      keyboardClose
      {...(wide ? {} : { breakpoints: [0, 1], initialBreakpoint: 1, handle: true })}
    >
      {open && (
        <div className="la-sheet-body" data-testid={testId}>
          <header className="la-sheet-head">
            <h2>{title}</h2>
            <button type="button" className="la-sheet-close" aria-label="Close" onClick={close}>
              ✕
            </button>
          </header>
          {children(close)}
        </div>
      )}
    </IonModal>
  );
}
