import { IonContent, IonIcon, IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface MessagePageProps {
  title: string;
  icon: string;
  message: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

/** A full page holding one message: not found, unavailable, sign-in required. */
export function MessagePage({ title, icon, message, actions }: MessagePageProps) {
  usePageTitle(title);
  return (
    <IonPage>
      <IonContent>
        <main className="page message-page">
          <IonIcon icon={icon} className="message-icon" aria-hidden="true" />
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{message}</p>
          {actions && <div className="message-actions">{actions}</div>}
        </main>
      </IonContent>
    </IonPage>
  );
}
