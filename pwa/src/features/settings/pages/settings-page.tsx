/**
 * /settings (profile menu): saved searches, notification preferences (in-app and email per type),
 * the user's data (download) and deleting the account. Signed out it goes to /login?next=/settings —
 * except right after the account was deleted here, when it says so and offers the way home.
 */
import { IonButton, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError } from '../../../lib/api-client';
import { listSavedSearches } from '../../../lib/saved-searches/saved-searches-api';
import { signOut } from '../../../lib/session/sign-out';
import { useSessionStore } from '../../../lib/session/session-store';
import { useOnline } from '../../../lib/use-online';
import { fetchPreferences, type NotificationPreferences } from '../api/settings-api';
import { DeleteAccount } from '../components/delete-account';
import { NotificationPreferencesList } from '../components/notification-preferences';
import { YourData } from '../components/your-data';
import '../settings.css';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; prefs: NotificationPreferences; savedSearches: number };

function useSettings(userId: string | undefined) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchAll = useCallback(() => {
    if (!userId) return;
    setLoad({ status: 'loading' });
    Promise.all([fetchPreferences(), listSavedSearches()])
      .then(([prefs, searches]) => setLoad({ status: 'ready', prefs, savedSearches: searches.items.length }))
      .catch((err: unknown) =>
        setLoad({
          status: 'error',
          message:
            err instanceof ApiError && err.status === 0
              ? 'You appear to be offline. Settings need a connection.'
              : 'Could not load your settings.',
        }),
      );
  }, [userId]);
  useEffect(fetchAll, [fetchAll]);
  return { load, retry: fetchAll };
}

export const DELETED_TEXT = 'Your account has been deleted. You have been signed out.';

export default function SettingsPage() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const active = useLocation().pathname === '/settings';
  const online = useOnline();
  const [deleted, setDeleted] = useState(false);
  const { load, retry } = useSettings(user?.id);

  if (deleted) {
    return (
      <PageLayout title="Account deleted" eyebrow="Settings">
        <p className="settings-deleted" role="status">
          {DELETED_TEXT}
        </p>
        <p className="settings-note">
          Your listings are no longer shown and your personal data was erased. Thank you for using PropAI.
        </p>
        <IonButton routerLink="/" data-testid="deleted-home">
          Go to the home page
        </IonButton>
      </PageLayout>
    );
  }
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out' || !user) {
    return active ? <Navigate to="/login?next=%2Fsettings" replace /> : <PageLoading />;
  }

  const onDeleted = () => {
    setDeleted(true);
    void signOut();
  };

  return (
    <PageLayout title="Settings" eyebrow="Your account" lead={`Signed in as ${user.email}.`}>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'error' && <ErrorBox message={load.message} onRetry={retry} />}
      {load.status === 'ready' && (
        <div className="settings">
          <section aria-labelledby="settings-searches">
            <h2 id="settings-searches" className="settings-h2">
              Saved searches
            </h2>
            <IonList inset className="settings-list">
              <IonItem routerLink="/saved-searches" detail data-testid="settings-saved-searches">
                <IonLabel>Saved searches and alerts</IonLabel>
                <IonNote slot="end">{load.savedSearches}</IonNote>
              </IonItem>
            </IonList>
          </section>
          <section aria-labelledby="settings-notifications">
            <h2 id="settings-notifications" className="settings-h2">
              Notifications
            </h2>
            <NotificationPreferencesList key={user.id} initial={load.prefs} online={online} />
          </section>
          <section aria-labelledby="settings-data">
            <h2 id="settings-data" className="settings-h2">
              Your data
            </h2>
            <YourData online={online} />
          </section>
          <section aria-labelledby="settings-delete">
            <h2 id="settings-delete" className="settings-h2">
              Delete account
            </h2>
            <DeleteAccount online={online} onDeleted={onDeleted} />
          </section>
          <p className="settings-note">
            Privacy questions? See <Link to="/help">Help</Link>.
          </p>
        </div>
      )}
    </PageLayout>
  );
}
