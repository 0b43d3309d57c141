import { IonContent, IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import LegacyProjectEditor from './legacy-editor';

/**
 * /projects/{id}/edit: the legacy editor on a page of its own (for direct links and tests). The
 * editor checks admin rights with the server itself, so the route table adds no guard: the spec
 * sends a non-admin to /, not to a message page.
 */
export default function LegacyEditorPage() {
  const { id = '' } = useParams();
  usePageTitle('Edit Project');
  return (
    <IonPage>
      <IonContent>
        <main className="page le-page">
          <LegacyProjectEditor projectId={id} headingLevel={1} />
        </main>
      </IonContent>
    </IonPage>
  );
}
