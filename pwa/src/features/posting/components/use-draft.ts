/**
 * The form's link to its Dexie draft: loads it (`?draft=<id>`, or `?resume=1` for the newest one of
 * this kind being edited), and saves every change ~400 ms after the last keystroke. The first change
 * creates the draft and puts its id in the URL (replace), so a reload — even offline — reopens the
 * same draft with its photos. Save state and storage failures are returned for the form to show.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createDraft, getDraft, listDrafts, saveDraftData } from '../../../db/drafts-repo';
import type { Draft } from '../../../db/schema';
import { storageStatusMessages, storageStatusStore } from '../../../db/storage-status-store';
import { useStorageStatus } from '../../../lib/use-storage-status';
import type { FormValues, PostingKind } from '../domain/posting-kinds';
import { setPath } from '../domain/value-path';

export const SAVE_DEBOUNCE_MS = 400;
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface DraftApi {
  draftId: string | null;
  /** The live draft row (status, submission, error), undefined before the first save. */
  draft: Draft | undefined;
  values: FormValues;
  loaded: boolean;
  saveState: SaveState;
  /** Why the last save failed, or the database's own trouble (full, blocked), for the form. */
  storageError: string | null;
  set: (path: string, value: unknown) => void;
  /** Saves now (before a submit) and returns the draft id, creating the draft if needed. */
  saveNow: () => Promise<string>;
  /** Starts over with `values` and no draft (after a success). */
  startFresh: (values: FormValues) => void;
}

function saveErrorText(error: unknown): string {
  const status = storageStatusStore.getState().status;
  return (
    storageStatusMessages[status] ??
    `Could not save on this device: ${error instanceof Error ? error.message : String(error)}`
  );
}

export function useDraft(kind: PostingKind): DraftApi {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const draftParam = params.get('draft');
  const resume = params.get('resume') === '1';
  const active = location.pathname === kind.route;

  const [draftId, setDraftId] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(kind.defaults);
  const [loaded, setLoaded] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const storageStatus = useStorageStatus((s) => s.status);
  const idRef = useRef<string | null>(null);
  const valuesRef = useRef(values);
  const creating = useRef<Promise<string> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const draft = useLiveQuery(() => (draftId ? getDraft(draftId) : undefined), [draftId]);

  const adopt = useCallback(
    (row: Draft | undefined, fallback: FormValues) => {
      idRef.current = row?.id ?? null;
      setDraftId(idRef.current);
      const next = row ? { ...kind.defaults(), ...row.data } : fallback;
      valuesRef.current = next;
      setValues(next);
      setLoaded(true);
    },
    [kind],
  );

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const load = async () => {
      if (draftParam) {
        if (draftParam === idRef.current) return setLoaded(true);
        const row = await getDraft(draftParam);
        if (!cancelled) adopt(row?.kind === kind.kind ? row : undefined, kind.defaults());
      } else if (resume) {
        const rows = await listDrafts();
        const row = rows.find(
          (d) => d.kind === kind.kind && (d.status === 'editing' || d.status === 'failed'),
        );
        if (!cancelled) adopt(row, kind.defaults());
      } else if (idRef.current !== null) {
        adopt(undefined, kind.defaults()); // opened the form afresh from a menu: a new draft
      } else setLoaded(true);
    };
    load().catch((error: unknown) => {
      if (cancelled) return;
      setSaveError(saveErrorText(error));
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [active, draftParam, resume, kind, adopt]);

  const persist = useCallback(async (): Promise<string> => {
    const data = valuesRef.current;
    setSaveState('saving');
    try {
      let id = idRef.current;
      if (!id) {
        creating.current ??= createDraft(kind.kind, data).then((row) => row.id);
        id = await creating.current;
        creating.current = null;
        if (!idRef.current) {
          idRef.current = id;
          setDraftId(id);
          navigate(`${kind.route}?draft=${id}`, { replace: true });
        }
      }
      await saveDraftData(id, valuesRef.current);
      setSaveState('saved');
      setSaveError(null);
      return id;
    } catch (error) {
      setSaveState('error');
      setSaveError(saveErrorText(error));
      throw error;
    }
  }, [kind, navigate]);

  const set = useCallback(
    (path: string, value: unknown) => {
      valuesRef.current = setPath(valuesRef.current, path, value);
      setValues(valuesRef.current);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        void persist().catch(() => undefined);
      }, SAVE_DEBOUNCE_MS);
    },
    [persist],
  );

  const saveNow = useCallback(async () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    return persist();
  }, [persist]);

  const startFresh = useCallback(
    (next: FormValues) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      idRef.current = null;
      setDraftId(null);
      valuesRef.current = next;
      setValues(next);
      setSaveState('idle');
      navigate(kind.route, { replace: true });
    },
    [kind, navigate],
  );

  // A pending save still runs when the user leaves the page (the timer would be dropped otherwise).
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        void persist().catch(() => undefined);
      }
    },
    [persist],
  );

  const storageError = saveError ?? storageStatusMessages[storageStatus];
  return { draftId, draft, values, loaded, saveState, storageError, set, saveNow, startFresh };
}
