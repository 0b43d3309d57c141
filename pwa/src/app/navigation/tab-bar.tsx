import { IonIcon, IonLabel, IonTabBar, IonTabButton } from '@ionic/react';
import { add, heartOutline, homeOutline, personCircleOutline, searchOutline } from 'ionicons/icons';
import { selectSignedIn, useSessionStore } from '../../features/auth/session-store';

/**
 * The phone bottom bar (spec part 1 §2.4): Home, Search, a round Post button, Shortlist, Account.
 * Hidden from 992 px by CSS, where the top bar takes over. Must render inside IonTabs.
 */
export function AppTabBar() {
  const signedIn = useSessionStore(selectSignedIn);
  return (
    <IonTabBar slot="bottom" className="app-tab-bar">
      <IonTabButton tab="home" href="/">
        <IonIcon icon={homeOutline} aria-hidden="true" />
        <IonLabel>Home</IonLabel>
      </IonTabButton>
      <IonTabButton tab="search" href="/explore">
        <IonIcon icon={searchOutline} aria-hidden="true" />
        <IonLabel>Search</IonLabel>
      </IonTabButton>
      <IonTabButton tab="post" href="/sell/post" className="tab-post" aria-label="Post listing">
        <span className="tab-post-circle" aria-hidden="true">
          <IonIcon icon={add} />
        </span>
        <IonLabel>Post</IonLabel>
      </IonTabButton>
      <IonTabButton tab="shortlist" href="/saved-properties">
        <IonIcon icon={heartOutline} aria-hidden="true" />
        <IonLabel>Shortlist</IonLabel>
      </IonTabButton>
      <IonTabButton tab="account" href={signedIn ? '/profile' : '/login'}>
        <IonIcon icon={personCircleOutline} aria-hidden="true" />
        <IonLabel>Account</IonLabel>
      </IonTabButton>
    </IonTabBar>
  );
}
