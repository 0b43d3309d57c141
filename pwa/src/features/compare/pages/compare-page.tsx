import { IonContent, IonPage } from '@ionic/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
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
  const { pathname, search } = useLocation();
  // Ionic keeps a left page mounted: show the overlay only while /compare is the current page.
  const active = pathname === '/compare';
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

  // Back where the user came from inside the app; a link opened from outside goes home instead
  // (react-router keeps its own history index in history.state).
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const close = () => (cameFromApp ? navigate(-1) : navigate('/', { replace: true }));

  return (
    <IonPage>
      <IonContent>
        {state.status === 'loading' ? (
          <PageLoading />
        ) : (
          active &&
          // On <body>, like the tray's overlay: full screen over the header and tab bar.
          createPortal(
            <CompareOverlay items={state.items} note={state.note} onClose={close} />,
            document.body,
          )
        )}
      </IonContent>
    </IonPage>
  );
}
