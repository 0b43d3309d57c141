import { IonIcon, IonLabel, IonTabBar, IonTabButton } from '@ionic/react';
import { selectSignedIn, useSessionStore } from '../../lib/session/session-store';
import { tabSlots } from './tabs';

/**
 * The phone bottom bar (spec part 1 §2.4): Home, Search, a round Post button, Shortlist, Account.
 * Hidden from 992 px by CSS, where the top bar takes over. Must render inside IonTabs.
 */
export function AppTabBar() {
  const signedIn = useSessionStore(selectSignedIn);
  return (
    <IonTabBar slot="bottom" className="app-tab-bar">
      {tabSlots.map((slot) =>
        slot.round ? (
          // The name 'Post listing' comes from hidden text, not aria-label: IonTabButton moves an
          // aria-label from its host to its inner tab on first render, yet the host was found
          // carrying it again later, and a named host element inside the tablist breaks that role
          // (axe aria-required-children on every page). Text in the label has no such gap.
          <IonTabButton key={slot.tab} tab={slot.tab} href={slot.href(signedIn)} className="tab-post">
            <span className="tab-post-circle" aria-hidden="true">
              <IonIcon icon={slot.icon} />
            </span>
            <IonLabel>
              {slot.label}
              <span className="visually-hidden"> listing</span>
            </IonLabel>
          </IonTabButton>
        ) : (
          <IonTabButton key={slot.tab} tab={slot.tab} href={slot.href(signedIn)}>
            <IonIcon icon={slot.icon} aria-hidden="true" />
            <IonLabel>{slot.label}</IonLabel>
          </IonTabButton>
        ),
      )}
    </IonTabBar>
  );
}
