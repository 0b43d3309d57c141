/**
 * Taking picked files into the draft: each file is compressed on the device (resize-photo.ts) and
 * the ones that worked are appended to the draft's photos in the order they were picked. While a
 * file is being compressed it has a 'preparing' entry (a tile with a spinner); a file that cannot be
 * compressed keeps a 'failed' entry with the reason, to retry or remove. Those entries live in
 * memory only: the file is still on the phone, and only compressed photos belong to the draft.
 * Picking more than there is room for keeps the first ones and says how many were dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addPhotos } from '../../db/drafts-on-demand';
import type { PhotoRole } from '../../db/drafts-repo';
import { jpegName, resizePhoto } from './resize-photo';

export interface IntakeEntry {
  key: string;
  file: File;
  state: 'preparing' | 'failed';
  message?: string;
}

interface IntakeOptions {
  draftId: string | null;
  ensureDraft: () => Promise<string>;
  role: PhotoRole;
  max: number;
  /** Photos already stored with the draft. */
  stored: number;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function usePhotoIntake({ draftId, ensureDraft, role, max, stored }: IntakeOptions) {
  const [entries, setEntries] = useState<IntakeEntry[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const counter = useRef(0);
  const storedRef = useRef(stored);
  storedRef.current = stored;

  // The form started over (after a success): notes and failed files of the old draft go with it.
  const previousDraft = useRef(draftId);
  useEffect(() => {
    if (previousDraft.current && !draftId) {
      setEntries([]);
      setNote(null);
    }
    previousDraft.current = draftId;
  }, [draftId]);

  const patch = (key: string, changes: Partial<IntakeEntry> | null) =>
    setEntries((list) =>
      changes
        ? list.map((e) => (e.key === key ? { ...e, ...changes } : e))
        : list.filter((e) => e.key !== key),
    );

  /** Compresses and stores each entry in turn; a failure marks only its own entry. */
  const take = useCallback(
    async (batch: IntakeEntry[]) => {
      let target: string;
      try {
        target = await ensureDraft();
      } catch (e) {
        for (const entry of batch)
          patch(entry.key, { state: 'failed', message: `Could not keep it on this device: ${errorText(e)}` });
        return;
      }
      for (const entry of batch) {
        try {
          const blob = await resizePhoto(entry.file);
          await addPhotos(target, role, [{ blob, name: jpegName(entry.file.name) }]);
          patch(entry.key, null);
        } catch (e) {
          patch(entry.key, { state: 'failed', message: errorText(e) });
        }
      }
    },
    [ensureDraft, role],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      // Room counts the files still being prepared or failed: each may yet become a photo.
      const room = Math.max(0, max - storedRef.current - entries.length);
      const kept = files.slice(0, room);
      const dropped = files.length - kept.length;
      setNote(
        dropped > 0
          ? `Only ${max} ${role === 'floorPlan' ? 'floor plans' : 'photos'} can be added: ${dropped} extra ${dropped === 1 ? 'was' : 'were'} dropped.`
          : null,
      );
      const batch = kept.map((file): IntakeEntry => ({
        key: `f${(counter.current += 1)}`,
        file,
        state: 'preparing',
      }));
      setEntries((list) => [...list, ...batch]);
      void take(batch);
    },
    [entries.length, max, role, take],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = entries.find((e) => e.key === key);
      if (!entry) return;
      patch(key, { state: 'preparing', message: undefined });
      void take([{ ...entry, state: 'preparing' }]);
    },
    [entries, take],
  );

  const dismiss = useCallback((key: string) => patch(key, null), []);

  return { entries, note, addFiles, retry, dismiss };
}
