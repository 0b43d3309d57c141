/**
 * Settings → Delete account: a destructive button, a sheet that says what happens, and the code
 * step of sign-in (components/auth/otp-step) to confirm with a fresh code sent to the account's
 * email. Needs a connection; offline the button is disabled with a note.
 */
import { IonButton, IonItem, IonLabel, IonList, IonModal } from '@ionic/react';
import { OtpStep } from '../../../components/auth/otp-step';
import { useDeleteAccount, type DeleteCalls } from './use-delete-account';

export function DeleteAccount({
  online,
  onDeleted,
  calls,
}: {
  online: boolean;
  onDeleted: () => void;
  calls?: DeleteCalls;
}) {
  const del = useDeleteAccount(onDeleted, calls);
  return (
    <>
      <IonList inset className="settings-list">
        <IonItem lines="none">
          <IonLabel className="ion-text-wrap">
            <h3>Delete account</h3>
            <p>Takes down your listings and erases your personal data. This cannot be undone.</p>
          </IonLabel>
        </IonItem>
        <IonItem lines="none">
          <IonButton color="danger" fill="outline" disabled={!online} onClick={del.open}>
            Delete account
          </IonButton>
        </IonItem>
        {!online && <p className="settings-offline">Deleting your account needs a connection.</p>}
      </IonList>
      <IonModal
        isOpen={del.step !== 'closed'}
        onDidDismiss={del.close}
        breakpoints={[0, 0.75, 1]}
        initialBreakpoint={0.75}
        aria-label="Delete account"
      >
        <div className="settings-sheet">
          <h2>Delete your account?</h2>
          {del.step === 'explain' ? (
            <>
              <ul className="settings-consequences">
                <li>Your listings are taken down and no longer shown anywhere.</li>
                <li>Your name, email, mobile and survey answers are erased.</li>
                <li>Callback requests you sent or received keep no contact details.</li>
                <li>Your favourites, saved searches and notifications are deleted.</li>
                <li>You are signed out on every device.</li>
              </ul>
              <p className="settings-note">
                To confirm, we email a 6-digit code to your account’s address. You can sign up again later
                with the same email; it starts a new, empty account.
              </p>
              {del.error && (
                <p className="settings-error" role="alert">
                  {del.error}
                </p>
              )}
              <div className="settings-sheet-actions">
                <IonButton color="danger" disabled={del.busy} onClick={() => void del.sendCode()}>
                  {del.busy ? 'Sending…' : 'Email me a code'}
                </IonButton>
                <IonButton fill="clear" onClick={del.close}>
                  Cancel
                </IonButton>
              </div>
            </>
          ) : (
            <>
              <p className="settings-warning">Verifying the code deletes your account at once.</p>
              <OtpStep flow={del.flow} idPrefix="delete-account" />
            </>
          )}
        </div>
      </IonModal>
    </>
  );
}
