/**
 * The report form's link to its draft on this phone (`drafts` row of kind 'report', photos in
 * `draftPhotos`): the newest report draft still being written, waiting in the outbox or refused is
 * reopened on every visit (so a reload, offline or not, shows it with its photos); the first change
 * creates it; every change is saved ~400 ms after the last keystroke and at once when the page is
 * hidden. Once the outbox has sent it, the form starts blank and `sent` tells what happened.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraft, getDraft, listReportDrafts, saveDraftData } from '../../../db/drafts-repo';
import type { Draft } from '../../../db/schema';
import { type ReportValues, emptyReport, reportValues } from '../domain/report-values';
import { useFlushOnHide } from '../../../lib/use-flush-on-hide';

export const REPORT_SAVE_MS = 400;
const open = (d: Draft) => d.status !== 'submitted';

export interface ReportDraftApi {
  draftId: string | null;
  draft: Draft | undefined;
  values: ReportValues;
  loaded: boolean;
  saving: boolean;
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
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const idRef = useRef<string | null>(null);
  const valuesRef = useRef(values);
  const creating = useRef<Promise<string> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const draft = useLiveQuery(() => (draftId ? getDraft(draftId) : undefined), [draftId]);
  const sent = useLiveQuery(async () => (await listReportDrafts()).find((d) => d.status === 'submitted'), []);

  useEffect(() => {
    let cancelled = false;
    void listReportDrafts()
      .then((rows) => {
        if (cancelled) return;
        const row = rows.find(open);
        const next = reportValues(row?.data);
        // `?project=` fills a draft that has no project yet; it never replaces a chosen one.
        if (initialProject && !next.projectId) next.projectId = initialProject;
        idRef.current = row?.id ?? null;
        setDraftId(idRef.current);
        valuesRef.current = next;
        setValues(next);
        setLoaded(true);
      })
      .catch((e: unknown) => {
        if (!cancelled)
          setSaveError(e instanceof Error ? e.message : 'This phone could not open its drafts.');
        setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [initialProject]);

  // Sent (here, in another tab or by the service worker): the next edit starts a new draft.
  useEffect(() => {
    if (draft?.status !== 'submitted') return;
    idRef.current = null;
    setDraftId(null);
    valuesRef.current = emptyReport();
    setValues(valuesRef.current);
  }, [draft?.status]);

  const persist = useCallback(async (): Promise<string> => {
    setSaving(true);
    try {
      let id = idRef.current;
      if (!id) {
        creating.current ??= createDraft('report', { ...valuesRef.current }).then((row) => row.id);
        id = await creating.current;
        creating.current = null;
        idRef.current = id;
        setDraftId(id);
      }
      await saveDraftData(id, { ...valuesRef.current });
      setSaveError(null);
      return id;
    } catch (error) {
      setSaveError(`Could not save on this phone: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    } finally {
      setSaving(false);
    }
  }, []);

  const set = useCallback(
    (changes: Partial<ReportValues>) => {
      valuesRef.current = { ...valuesRef.current, ...changes };
      setValues(valuesRef.current);
      setSaving(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        void persist().catch(() => undefined);
      }, REPORT_SAVE_MS);
    },
    [persist],
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

  return { draftId, draft, values, loaded, saving, saveError, sent, set, saveNow };
}
