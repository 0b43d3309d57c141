/**
 * The form's link to its Dexie draft: loads it (`?draft=<id>`; `?resume=1` for the newest one of
 * this kind; a plain open shows a listing of this kind still waiting in the outbox, `?new=1` a
 * blank form; a draft whose id never reached the URL before a reload, the one the unsaved copy names),
 * and saves every change ~400 ms after the last keystroke — at once when the page is
 * hidden or unloaded. Every change is also copied synchronously to localStorage (unsaved-copy.ts):
 * an IndexedDB write started in `pagehide` may not finish, so the copy is merged back on the next
 * load when it is newer. The first change creates the draft and puts its id in the URL (replace),
 * so a reload — even offline — reopens the same draft with its photos. A new form's contact fields
 * are prefilled from the device's memory or the profile (contact-memory.ts); a new form opened
 * with `pf-` values (the valuation's "Post it", domain/posting/prefill.ts) takes them and is saved
 * as a new draft at once — an existing draft is never written with them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createDraft, getDraft, listDrafts, saveDraftData } from '../../../db/drafts-on-demand';
import type { Draft } from '../../../db/schema';
import { storageStatusMessages, storageStatusStore } from '../../../db/storage-status-store';
import { hasLocalDatabase } from '../../../lib/local-database';
import { useDraftsQuery } from '../../../lib/use-drafts-query';
import { useSessionStore } from '../../../lib/session/session-store';
import { useStorageStatus } from '../../../lib/use-storage-status';
import { prefillContact } from '../domain/contact-memory';
import type { FormValues, PostingKind } from '../domain/posting-kinds';
import {
  clearUnsavedCopy,
  newerUnsavedValues,
  readUnsavedCopy,
  writeUnsavedCopy,
} from '../domain/unsaved-copy';
import { setPath } from '../domain/value-path';
import { useFlushOnHide } from '../../../lib/use-flush-on-hide';
import { prefillParams, readPrefill } from '@propai/api/domain/posting/prefill';

export const SAVE_DEBOUNCE_MS = 400;
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface DraftApi {
  draftId: string | null;
  /** The live draft row (status, submission, error), undefined before the first save. */
  draft: Draft | undefined;
  values: FormValues;
  loaded: boolean;
  /** 'saving' from the first unsaved change until IndexedDB really holds it. */
  saveState: SaveState;
  /** Why the last save failed, or the database's own trouble (full, blocked), for the form. */
  storageError: string | null;
  /** Counts fresh starts (after a success), so per-form notes can be reset with a React key. */
  generation: number;
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

/** `search` with `changes` applied (null removes a parameter), as '?a=b' or ''. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const waiting = (d: Draft) => d.status === 'queued' || d.status === 'sending';
const editable = (d: Draft) => d.status === 'editing' || d.status === 'failed';

export function useDraft(kind: PostingKind): DraftApi {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const draftParam = params.get('draft');
  const resume = params.get('resume') === '1';
  const fresh = params.get('new') === '1';
  const active = location.pathname === kind.route;
  const profile = useSessionStore((s) => s.user);

  const [draftId, setDraftId] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(kind.defaults);
  const [loaded, setLoaded] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const storageStatus = useStorageStatus((s) => s.status);
  const idRef = useRef<string | null>(null);
  const valuesRef = useRef(values);
  const creating = useRef<Promise<string> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** Bumped on every change: a save only reads "saved" when no newer change came meanwhile. */
  const version = useRef(0);
  const changedAt = useRef(0);
  const searchRef = useRef(location.search);
  searchRef.current = location.search;
  const profileRef = useRef(profile);
  profileRef.current = profile;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const draft = useDraftsQuery(draftId, (drafts, id) => drafts.getDraft(id));

  const persist = useCallback(async (): Promise<string> => {
    const data = valuesRef.current;
    const saving = version.current;
    const at = changedAt.current;
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
          writeUnsavedCopy(kind.kind, { draftId: id, values: valuesRef.current, at: Date.now() });
          const dropped = Object.fromEntries(prefillParams(searchRef.current).map((k) => [k, null]));
          const search = withParams(searchRef.current, { draft: id, new: null, resume: null, ...dropped });
          navigate(`${kind.route}${search}`, { replace: true });
        }
      }
      await saveDraftData(id, valuesRef.current);
      if (version.current === saving) {
        setSaveState('saved');
        clearUnsavedCopy(kind.kind, at || undefined);
      }
      setSaveError(null);
      return id;
    } catch (error) {
      setSaveState('error');
      setSaveError(saveErrorText(error));
      throw error;
    }
  }, [kind, navigate]);

  const schedule = useCallback(
    (ms: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        void persist().catch(() => undefined);
      }, ms);
    },
    [persist],
  );

  const adopt = useCallback(
    (row: Draft | undefined, restored: FormValues | null) => {
      idRef.current = row?.id ?? null;
      setDraftId(idRef.current);
      const base = row
        ? { ...kind.defaults(), ...row.data }
        : prefillContact(kind.defaults(), profileRef.current);
      const merged = restored && (!row || editable(row)) ? { ...base, ...restored } : base;
      // Only a form with no draft takes a prefill (only the home/plot form offers one).
      const prefill = !row && kind.kind === 'sale' ? readPrefill(searchRef.current) : null;
      const next = prefill ? { ...merged, ...prefill } : merged;
      valuesRef.current = next;
      setValues(next);
      setSaveState(row ? 'saved' : 'idle');
      setLoaded(true);
      // Values that only the localStorage copy had: store them in the draft now.
      if (next !== base) {
        version.current += 1;
        setSaveState('saving');
        schedule(0);
      }
    },
    [kind, schedule],
  );

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const show = (row: Draft | undefined) => {
      if (cancelled) return;
      adopt(row, newerUnsavedValues(kind.kind, row?.id ?? null, row?.updatedAt ?? 0));
    };
    const load = async () => {
      if (draftParam) {
        if (draftParam === idRef.current) return setLoaded(true);
      } else if (fresh) {
        return idRef.current === null && loadedRef.current ? undefined : show(undefined);
      }
      // No database on this device (a first visit): no draft and nothing queued, so the form opens
      // with its defaults without loading the drafts store, which comes with the first change.
      if (!(await hasLocalDatabase())) return loadedRef.current ? undefined : show(undefined);
      if (draftParam) {
        const row = await getDraft(draftParam);
        return show(row?.kind === kind.kind ? row : undefined);
      }
      const mine = (await listDrafts()).filter((d) => d.kind === kind.kind);
      // A form reloaded or closed before its draft's id reached the URL: the save that flushed on
      // `pagehide` created the draft and named it in the unsaved copy, then the page went. Reopen
      // that draft (the copy is merged over it), not a blank form that would hide it.
      const cutShort = readUnsavedCopy(kind.kind)?.draftId;
      const interrupted = cutShort ? mine.find((d) => d.id === cutShort && editable(d)) : undefined;
      // A listing of this form still waiting in the outbox is shown, not a blank form (issue 16.7).
      const queued = mine.find(waiting) ?? (resume ? mine.find(editable) : interrupted);
      if (queued) {
        show(queued);
        if (!cancelled) {
          const search = withParams(searchRef.current, { draft: queued.id, resume: null });
          navigate(`${kind.route}${search}`, { replace: true });
        }
      } else if (idRef.current !== null || !loadedRef.current) show(undefined);
    };
    load().catch((error: unknown) => {
      if (cancelled) return;
      setSaveError(saveErrorText(error));
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [active, draftParam, resume, fresh, kind, adopt, navigate]);

  // The profile may arrive after the form opened: prefill a form that has no draft yet.
  useEffect(() => {
    if (!profile || idRef.current !== null || !loadedRef.current) return;
    const next = prefillContact(valuesRef.current, profile);
    valuesRef.current = next;
    setValues(next);
  }, [profile]);

  const set = useCallback(
    (path: string, value: unknown) => {
      valuesRef.current = setPath(valuesRef.current, path, value);
      version.current += 1;
      changedAt.current = Date.now();
      writeUnsavedCopy(kind.kind, {
        draftId: idRef.current,
        values: valuesRef.current,
        at: changedAt.current,
      });
      setValues(valuesRef.current);
      setSaveState('saving');
      schedule(SAVE_DEBOUNCE_MS);
    },
    [kind, schedule],
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
      clearUnsavedCopy(kind.kind);
      idRef.current = null;
      setDraftId(null);
      valuesRef.current = next;
      setValues(next);
      setSaveState('idle');
      setGeneration((g) => g + 1);
      navigate(kind.route, { replace: true });
    },
    [kind, navigate],
  );

  // Hidden, unloaded or left: a waiting save runs at once, not after its delay.
  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    void persist().catch(() => undefined);
  }, [persist]);
  useFlushOnHide(flush);

  const storageError = saveError ?? storageStatusMessages[storageStatus];
  return {
    draftId,
    draft,
    values,
    loaded,
    saveState,
    storageError,
    generation,
    set,
    saveNow,
    startFresh,
  };
}
