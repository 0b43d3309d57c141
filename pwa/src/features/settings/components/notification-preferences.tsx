/**
 * Settings → Notifications: for every notification type, an in-app and an email switch, grouped as
 * the API groups them. A switch saves at once (PUT of that type's two channels); it shows the new
 * position while saving and goes back, with the server's message, if the save fails. Offline the
 * switches are disabled with a note: a choice the server does not have yet would not be honoured.
 */
import { IonItem, IonLabel, IonList, IonListHeader, IonToggle } from '@ionic/react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { savePreference, type NotificationPreferences, type PreferenceItem } from '../api/settings-api';

type Channel = 'inApp' | 'email';

export function NotificationPreferencesList({
  initial,
  online,
  save = savePreference,
}: {
  initial: NotificationPreferences;
  online: boolean;
  save?: typeof savePreference;
}) {
  const [prefs, setPrefs] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const setChoice = (type: string, choice: Pick<PreferenceItem, Channel>) =>
    setPrefs((p) => ({
      ...p,
      groups: p.groups.map((g) => ({
        ...g,
        items: g.items.map((i) => (i.type === type ? { ...i, ...choice } : i)),
      })),
    }));

  const toggle = async (item: PreferenceItem, channel: Channel, on: boolean) => {
    const before = { inApp: item.inApp, email: item.email };
    const wanted = { ...before, [channel]: on };
    setChoice(item.type, wanted);
    setBusy(item.type);
    setError(null);
    try {
      setPrefs(await save(item.type, wanted));
    } catch (err) {
      setChoice(item.type, before);
      setError(err instanceof ApiError ? err.message : 'Could not save. Try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="settings-prefs">
      <p className="settings-note">
        Everything is shown in the app. Email is on for the few messages you should not miss — your listing
        approved, rejected or hidden, and callback requests — and off for the rest until you turn it on.
        {prefs.emailDisabled && ' Email is not set up on this server yet, so emails are not delivered.'}
      </p>
      {!online && (
        <p className="settings-offline" role="status">
          You are offline. Notification settings can be changed when you are back online.
        </p>
      )}
      {error && (
        <p className="settings-error" role="alert">
          {error}
        </p>
      )}
      {prefs.groups.map((group) => (
        <IonList key={group.title} inset className="settings-list">
          <IonListHeader>
            <IonLabel>{group.title}</IonLabel>
            <span className="settings-cols" aria-hidden="true">
              <span>In app</span>
              <span>Email</span>
            </span>
          </IonListHeader>
          {group.items.map((item) => (
            <IonItem key={item.type} lines="full" data-testid={`pref-${item.type}`}>
              <IonLabel className="ion-text-wrap">{item.label}</IonLabel>
              <div slot="end" className="settings-toggles">
                {(['inApp', 'email'] as const).map((channel) => (
                  <IonToggle
                    key={channel}
                    checked={item[channel]}
                    disabled={!online || busy === item.type}
                    aria-label={`${item.label}: ${channel === 'inApp' ? 'in app' : 'email'}`}
                    onIonChange={(e) => void toggle(item, channel, e.detail.checked)}
                  />
                ))}
              </div>
            </IonItem>
          ))}
        </IonList>
      ))}
    </div>
  );
}
