/**
 * The report form's link to its draft on this phone (`drafts` row of kind 'report', photos in
 * `draftPhotos`): the newest report draft still being written, waiting in the outbox or refused is
 * reopened on every visit (so a reload, offline or not, shows it with its photos); the first change
 * creates it; every change is saved ~400 ms after the last keystroke and at once when the page is
 * hidden. Once the outbox has sent it, the form starts blank and `sent` tells what happened.
 *
 * Every change is also copied synchronously to localStorage (lib/unsaved-copy.ts), as the posting
 * forms do: an IndexedDB write started in `pagehide` (tab closed, reload, crash) may never finish,
 * so the words typed in the last ~400 ms would be lost; on the next load the copy is merged back
 * when it is newer than the stored draft, then saved. `saveState` reads 'saving' from the first
 * unsaved change until IndexedDB really holds the last one.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraft, getDraft, listReportDrafts, saveDraftData } from '../../../db/drafts-repo';
import type { Draft } from '../../../db/schema';
import { type ReportValues, emptyReport, reportValues } from '../domain/report-values';
import { useFlushOnHide } from '../../../lib/use-flush-on-hide';
import { clearUnsavedCopy, newerUnsavedValues, writeUnsavedCopy } from '../../../lib/unsaved-copy';

export const REPORT_SAVE_MS = 400;
/** The report form's unsaved copy in localStorage (one report draft is open at a time). */
export const REPORT_UNSAVED_KEY = 'propai:report-unsaved';
export type ReportSaveState = 'idle' | 'saving' | 'saved' | 'error';
const open = (d: Draft) => d.status !== 'submitted';
const editable = (d: Draft) => d.status === 'editing' || d.status === 'failed';

export interface ReportDraftApi {
  draftId: string | null;
  draft: Draft | undefined;
  values: ReportValues;
  loaded: boolean;
  /** 'saving' from the first unsaved change until IndexedDB really holds it. */
  saveState: ReportSaveState;
  saveError: string | null;
  /** The report this phone sent last (shown as "sent, pending review" until the next one starts). */
  sent: Draft | undefined;
  set: (changes: Partial<ReportValues>) => void;
  /** Saves now and returns the draft id, creating the draft if needed. */
  saveNow: () => Promise<string>;
}

export function useReportDraft(initialProject: string | null): ReportDraftApi {
  const [draftId, setDraftId] = useState<string | null>(null);
  const [values, setValues] = useState<ReportValues>(emptyReport);
  const [loaded, setLoaded] = useState(false);
  const [saveState, setSaveState] = useState<ReportSaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const idRef = useRef<string | null>(null);
  const valuesRef = useRef(values);
  const creating = useRef<Promise<string> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** Bumped on every change: a save only reads "saved" when no newer change came meanwhile. */
  const version = useRef(0);
  const changedAt = useRef(0);

  const draft = useLiveQuery(() => (draftId ? getDraft(draftId) : undefined), [draftId]);
  const sent = useLiveQuery(async () => (await listReportDrafts()).find((d) => d.status === 'submitted'), []);

  const persist = useCallback(async (): Promise<string> => {
    const saving = version.current;
    let at = changedAt.current;
    setSaveState('saving');
    try {
      let id = idRef.current;
      if (!id) {
        creating.current ??= createDraft('report', { ...valuesRef.current }).then((row) => row.id);
        id = await creating.current;
        creating.current = null;
        if (!idRef.current) {
          idRef.current = id;
          setDraftId(id);
          // The copy now names its draft (and is newer than the row just created), so the next load
          // merges it over that draft; cleared below under this stamp once the save lands.
          at = Date.now();
          writeUnsavedCopy(REPORT_UNSAVED_KEY, { draftId: id, values: valuesRef.current, at });
        }
      }
      await saveDraftData(id, { ...valuesRef.current });
      if (version.current === saving) {
        setSaveState('saved');
        clearUnsavedCopy(REPORT_UNSAVED_KEY, at || undefined);
      }
      setSaveError(null);
      return id;
    } catch (error) {
      setSaveState('error');
      setSaveError(`Could not save on this phone: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }, []);

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

  useEffect(() => {
    let cancelled = false;
    void listReportDrafts()
      .then((rows) => {
        if (cancelled) return;
        const row = rows.find(open);
        // Words the tab typed but IndexedDB never got (closed within the debounce): merged back.
        const restored = newerUnsavedValues<Partial<ReportValues>>(
          REPORT_UNSAVED_KEY,
          row?.id ?? null,
          row?.updatedAt ?? 0,
        );
        const merge = restored !== null && (!row || editable(row));
        const next = reportValues(merge ? { ...row?.data, ...restored } : row?.data);
        // `?project=` fills a draft that has no project yet; it never replaces a chosen one.
        if (initialProject && !next.projectId) next.projectId = initialProject;
        idRef.current = row?.id ?? null;
        setDraftId(idRef.current);
        valuesRef.current = next;
        setValues(next);
        setSaveState(row ? 'saved' : 'idle');
        setLoaded(true);
        // Values that only the localStorage copy had: store them in the draft now.
        if (merge) {
          version.current += 1;
          setSaveState('saving');
          schedule(0);
        }
      })
      .catch((e: unknown) => {
        if (!cancelled)
          setSaveError(e instanceof Error ? e.message : 'This phone could not open its drafts.');
        setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [initialProject, schedule]);

  // Sent (here, in another tab or by the service worker): the next edit starts a new draft.
  useEffect(() => {
    if (draft?.status !== 'submitted') return;
    idRef.current = null;
    setDraftId(null);
    valuesRef.current = emptyReport();
    setValues(valuesRef.current);
    setSaveState('idle');
    clearUnsavedCopy(REPORT_UNSAVED_KEY);
  }, [draft?.status]);

  const set = useCallback(
    (changes: Partial<ReportValues>) => {
      valuesRef.current = { ...valuesRef.current, ...changes };
      version.current += 1;
      changedAt.current = Date.now();
      // Synchronous, before anything else can go: a full or blocked localStorage never throws here.
      writeUnsavedCopy(REPORT_UNSAVED_KEY, {
        draftId: idRef.current,
        values: valuesRef.current,
        at: changedAt.current,
      });
      setValues(valuesRef.current);
      setSaveState('saving');
      schedule(REPORT_SAVE_MS);
    },
    [schedule],
  );

  const saveNow = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    return persist();
  }, [persist]);

  // Hidden, unloaded or left: a waiting save runs at once, not after its delay.
  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    void persist().catch(() => undefined);
  }, [persist]);
  useFlushOnHide(flush);

  return { draftId, draft, values, loaded, saveState, saveError, sent, set, saveNow };
}
