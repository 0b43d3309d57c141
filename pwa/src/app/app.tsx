import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { startSession } from '../features/auth/session-store';
import { AppShell } from './app-shell';

export function App() {
  useEffect(() => startSession(), []);
  return (
    <IonApp>
      <IonReactRouter>
        <AppShell />
      </IonReactRouter>
    </IonApp>
  );
}
