import { IonContent, IonPage } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listCompareTray } from '../../../db/compare-repo';
import { asCompareProperty, type CompareProperty } from '../../../lib/compare-item';
import { usePageTitle } from '../../../lib/use-page-title';
import { PageLoading } from '../../../components/ui/page-loading';
import { loadCompare } from '../api/load-compare';
import { CompareOverlay } from '../components/compare-overlay';
import { parseCompareIds } from '../domain/share-link';

type State = { status: 'loading' } | { status: 'ready'; items: CompareProperty[]; note: string | null };

/**
 * /compare?ids=project:<id>,listing:<id> — a shared comparison. Loads those properties from the
 * API and opens the overlay; offline it uses the copies in this device's tray (those it has).
 */
export default function ComparePage() {
  usePageTitle('Compare Properties');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const refs = parseCompareIds(search);
    const offline = async () => {
      const stored = (await listCompareTray().catch(() => [])).flatMap(
        (e) => asCompareProperty(e.snapshot) ?? [],
      );
      const byKey = new Map(stored.map((p) => [p.key, p]));
      const items = refs.flatMap((r) => byKey.get(`${r.kind}:${r.id}`) ?? []);
      return {
        items,
        note:
          items.length < refs.length
            ? 'Offline: some of these properties are not saved on this device.'
            : 'Offline: showing the details saved on this device.',
      };
    };
    (refs.length
      ? loadCompare(refs).then((items) => ({ items, note: null }))
      : Promise.resolve({ items: [], note: null })
    )
      .catch(offline)
      .then((r) => live && setState({ status: 'ready', ...r }))
      .catch(() => live && setState({ status: 'ready', items: [], note: null }));
    return () => {
      live = false;
    };
  }, [search]);

  const close = () => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));

  return (
    <IonPage>
      <IonContent>
        {state.status === 'loading' ? (
          <PageLoading />
        ) : (
          <CompareOverlay items={state.items} note={state.note} onClose={close} />
        )}
      </IonContent>
    </IonPage>
  );
}
