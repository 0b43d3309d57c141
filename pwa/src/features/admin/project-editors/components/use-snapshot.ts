import type { AdminProjectSnapshot } from '@propai/api/wire';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { getSnapshot } from '../api/editors-api';

export type SnapshotLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; project: AdminProjectSnapshot['project']; generation: number };

/** The admin snapshot of one project, straight from the server (no device copy), with a reload. */
export function useSnapshot(id: string | undefined) {
  const [load, setLoad] = useState<SnapshotLoad>({ status: 'loading' });
  // Counts answers, so editors filled from the snapshot can be refilled (keyed) after a revert.
  const generation = useRef(0);
  const fetchIt = useCallback(() => {
    if (!id) return setLoad({ status: 'missing' });
    getSnapshot(id).then(
      (project) => setLoad({ status: 'ready', project, generation: ++generation.current }),
      (e: unknown) => {
        // Logged as the spec does, and shown: a missing project, or the server's reason.
        console.warn('admin snapshot failed', e);
        if (e instanceof ApiError && (e.status === 404 || e.status === 400)) setLoad({ status: 'missing' });
        else
          setLoad({
            status: 'error',
            message: e instanceof ApiError ? e.message : 'Could not load the project.',
          });
      },
    );
  }, [id]);
  useEffect(fetchIt, [fetchIt]);
  return { load, reload: fetchIt };
}
