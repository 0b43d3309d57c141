/**
 * The listing detail page at /listing/:slugOrId and /user-property/:id (DECISIONS.md: one route
 * that accepts either): the Ionic page around its content (listing-detail-content.tsx).
 */
import { IonContent, IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { ListingDetailMain } from './listing-detail-content';

export default function ListingDetailPage() {
  const { slugOrId, id } = useParams();
  return (
    <IonPage>
      <IonContent>
        <ListingDetailMain listingRef={slugOrId ?? id ?? null} />
      </IonContent>
    </IonPage>
  );
}
