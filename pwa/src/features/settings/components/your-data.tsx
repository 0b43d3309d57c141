/** Settings → Your data: download everything the account holds as a JSON file (needs a connection). */
import { IonButton, IonItem, IonLabel, IonList } from '@ionic/react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadMyData } from '../api/settings-api';

export function YourData({
  online,
  download = downloadMyData,
}: {
  online: boolean;
  download?: () => Promise<void>;
}) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const run = async () => {
    setState({ busy: true, message: null, failed: false });
    try {
      await download();
      setState({ busy: false, message: 'Your data was downloaded.', failed: false });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Could not download your data. Try again.';
      setState({ busy: false, message, failed: true });
    }
  };
  return (
    <IonList inset className="settings-list">
      <IonItem lines="none">
        <IonLabel className="ion-text-wrap">
          <h3>Download my data</h3>
          <p>
            Your profile, listings, callback requests sent and received, surveys, favourites, saved searches,
            notifications, linked bookings and sign-in history, as one JSON file.
          </p>
        </IonLabel>
      </IonItem>
      <IonItem lines="none">
        <IonButton
          fill="outline"
          disabled={!online || state.busy}
          onClick={() => void run()}
          data-testid="download-data"
        >
          {state.busy ? 'Preparing…' : 'Download my data'}
        </IonButton>
      </IonItem>
      {!online && <p className="settings-offline">Downloading your data needs a connection.</p>}
      {state.message && (
        <p
          className={state.failed ? 'settings-error' : 'settings-done'}
          role={state.failed ? 'alert' : 'status'}
        >
          {state.message}
        </p>
      )}
    </IonList>
  );
}
