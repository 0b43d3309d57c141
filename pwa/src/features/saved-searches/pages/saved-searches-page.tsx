/** /saved-searches (from /profile): the signed-in user's saved searches, to rename, pause or delete. */
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError } from '../../../lib/api-client';
import {
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearch,
} from '../../../lib/saved-searches/saved-searches-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { SavedSearchList, type SavedSearchActions } from '../components/saved-search-list';
import '../../../components/ui/save-search.css';
import '../saved-searches.css';

const actions: SavedSearchActions = {
  rename: (id, name) => updateSavedSearch(id, { name }),
  setActive: (id, active) => updateSavedSearch(id, { active }),
  remove: (id) =>
    deleteSavedSearch(id).catch((err: unknown) => {
      // Gone already (deleted on another device): the wanted result.
      if (err instanceof ApiError && err.status === 404) return;
      throw err;
    }),
};

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: SavedSearch[]; cap: number };

function useSavedSearches(userId: string | undefined) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchList = useCallback(() => {
    if (!userId) return;
    setLoad({ status: 'loading' });
    listSavedSearches()
      .then((answer) => setLoad({ status: 'ready', ...answer }))
      .catch((err: unknown) =>
        setLoad({
          status: 'error',
          message:
            err instanceof ApiError && err.status === 0
              ? 'You appear to be offline. Check your connection.'
              : 'Could not load your saved searches.',
        }),
      );
  }, [userId]);
  useEffect(fetchList, [fetchList]);
  return { load, retry: fetchList };
}

export default function SavedSearchesPage() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const active = useLocation().pathname === '/saved-searches';
  const { load, retry } = useSavedSearches(user?.id);

  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out' || !user) {
    return active ? <Navigate to="/login?next=%2Fsaved-searches" replace /> : <PageLoading />;
  }
  return (
    <PageLayout
      title="Saved searches"
      eyebrow="Your account"
      lead="New matches come to your notifications, at most once a day for each search."
    >
      {load.status === 'loading' && <CardSkeletons count={2} className="card-list" />}
      {load.status === 'error' && <ErrorBox message={load.message} onRetry={retry} />}
      {load.status === 'ready' && (
        <>
          <SavedSearchList key={user.id} initial={load.items} actions={actions} />
          <p className="ss-cap">You can keep up to {load.cap} saved searches.</p>
        </>
      )}
    </PageLayout>
  );
}
