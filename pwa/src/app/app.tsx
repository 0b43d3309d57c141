import { IonApp, IonContent, IonModal, IonPage, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { type PageParts, PagePartsProvider } from '../components/ui/page-parts';
import { AppShell } from './app-shell';
import { layoutFreePlatformTests } from './ionic-platform';

// One look on every phone: Material mode matches the static shell's 56 px bars on iOS too. The
// platform tests are Ionic's own rules without the forced layout (app/ionic-platform.ts).
setupIonicReact({ mode: 'md', platform: layoutFreePlatformTests });

// Pages build their frame from these (components/ui/page-parts.tsx): Ionic's, in the full app.
const ionicPageParts: PageParts = { Page: IonPage, Content: IonContent, Sheet: IonModal };

/**
 * The full app: Ionic's tabs with a router outlet per tab, the drawer, the modals. Its own chunk,
 * with Ionic's runtime: a visit that opens at `/` starts in the lighter landing frame (app/landing)
 * and this loads when the reader leaves it (app/root.tsx). Ionic's global CSS comes with main.tsx:
 * the landing frame's styles were written on top of it, and the cascade order stays one.
 */
export function App() {
  return (
    <IonApp>
      <PagePartsProvider value={ionicPageParts}>
        <IonReactRouter>
          <AppShell />
        </IonReactRouter>
      </PagePartsProvider>
    </IonApp>
  );
}
