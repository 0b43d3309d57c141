/**
 * A live query on one draft (its row, its photos), like dexie-react-hooks' useLiveQuery, but the
 * drafts store loads only once there is a draft to watch (db/drafts-on-demand.ts): a form with no
 * draft yet costs no Dexie. The answer follows every change of the draft, from this tab, another
 * one or the service worker's outbox.
 *
 * `draftId` null: undefined, and nothing loads. A new id: undefined until its first answer (never
 * the previous draft's). A query that fails throws during render, as useLiveQuery does; a store
 * that cannot load leaves undefined (the form's save reports that failure).
 */
import { useEffect, useRef, useState } from 'react';
import { loadDrafts } from '../db/drafts-on-demand';

type Drafts = Awaited<ReturnType<typeof loadDrafts>>;

export function useDraftsQuery<T>(
  draftId: string | null,
  query: (drafts: Drafts, draftId: string) => Promise<T>,
): T | undefined {
  const [answer, setAnswer] = useState<{ draftId: string; value?: T; error?: Error } | null>(null);
  // The query is read when the store answers, so callers may pass an inline function.
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  });

  useEffect(() => {
    if (draftId === null) return;
    let closed = false;
    let subscription: { unsubscribe(): void } | undefined;
    loadDrafts().then(
      (drafts) => {
        if (closed) return;
        subscription = drafts
          .liveQuery(() => queryRef.current(drafts, draftId))
          .subscribe({
            next: (value) => setAnswer({ draftId, value }),
            error: (error: unknown) =>
              setAnswer({ draftId, error: error instanceof Error ? error : new Error(String(error)) }),
          });
      },
      () => undefined,
    );
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  }, [draftId]);

  if (!answer || answer.draftId !== draftId) return undefined;
  if (answer.error !== undefined) throw answer.error;
  return answer.value;
}
