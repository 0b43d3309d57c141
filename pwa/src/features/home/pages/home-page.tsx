import { IonContent, IonPage, useIonViewDidEnter } from '@ionic/react';
import { useRef, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { readStaticHomeSearch } from '../../../lib/static-home-search';
import { HomeContent } from '../components/home-content';

/**
 * `/` inside the Ionic tabs: when the app started elsewhere, or once the landing frame of `/`
 * (app/landing) has handed over to the full app and the reader comes back Home.
 */
export default function HomePage() {
  usePageTitle('Home');
  const inputRef = useRef<HTMLInputElement>(null);
  const [focusCarried] = useState(() => readStaticHomeSearch().focused);
  // Ionic shows the page only once its enter transition is done; focus cannot land before that.
  useIonViewDidEnter(() => {
    if (focusCarried && document.activeElement?.tagName !== 'INPUT') inputRef.current?.focus();
  });
  return (
    <IonPage>
      <IonContent>
        <HomeContent searchInputRef={inputRef} />
      </IonContent>
    </IonPage>
  );
}
