import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { useEffect } from 'react';
import { AppShell } from './app-shell';
import { scheduleSessionStart } from './session-start';

export function App() {
  useEffect(() => scheduleSessionStart(), []);
  return (
    <IonApp>
      <IonReactRouter>
        <AppShell />
      </IonReactRouter>
    </IonApp>
  );
}
