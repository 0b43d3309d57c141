import { useId, useLayoutEffect, useRef, useState } from 'react';
import { movePhoto, movePhotoTo, removePhoto } from '../../db/drafts-on-demand';
import type { PhotoRole } from '../../db/drafts-repo';
import { tryListingNow } from '../../lib/outbox/try-now';
import { useDraftsQuery } from '../../lib/use-drafts-query';
import { AddChoices, AddTile } from './add-photos';
import { IntakeTile } from './intake-tile';
import { PhotoTile } from './photo-tile';
import { PhotoProblems } from './photo-problems';
import { photoSendStates, sendSummary } from './send-progress';
import { usePhotoIntake } from './use-photo-intake';
import '../ui/form.css';

interface PhotoPickerProps {
  draftId: string | null;
  /** Creates the draft if needed (photos belong to a draft). */
  ensureDraft: () => Promise<string>;
  role: PhotoRole;
  label: string;
  max: number;
  disabled: boolean;
  error?: string;
}

/**
 * The phone photo picker of the posting and report forms (shared: one draft row in `drafts` per form): a grid of square thumbnails (3 across on a phone)
 * ending in an Add tile that offers the camera or the gallery. Each photo is compressed on the
 * device (photos/use-photo-intake.ts) and stored with the draft; the first is the cover; remove and
 * move earlier/later (or drag a tile onto another's place) change the draft itself (db/draft-photo-order.ts), so the order survives a
 * reload and is the order the outbox sends. While the listing is sent each tile shows its part
 * (photos/send-progress.ts); a photo that failed to compress or upload is marked, with the reason
 * and a retry under the grid. Beyond `max` the extras are dropped and the user is told.
 */
export function PhotoPicker({ draftId, ensureDraft, role, label, max, disabled, error }: PhotoPickerProps) {
  const menuId = useId();
  const allPhotos = useDraftsQuery(draftId, (drafts, id) => drafts.listPhotos(id)) ?? [];
  const draft = useDraftsQuery(draftId, (drafts, id) => drafts.getDraft(id));
  const photos = allPhotos.filter((p) => (p.role ?? 'photo') === role);
  const intake = usePhotoIntake({ draftId, ensureDraft, role, max, stored: photos.length });
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  // After a move or remove the clicked button is re-rendered or gone: put focus back where it belongs.
  // A move or remove waits for the live query to show the new order (`before` is the old one).
  const [refocus, setRefocus] = useState<{ photoId?: string; control: string; before?: string } | null>(null);

  const noun = role === 'floorPlan' ? 'Floor plan' : 'Photo';
  const plural = role === 'floorPlan' ? 'floor plans' : 'photos';
  const states = photoSendStates(draft, allPhotos);
  const summary = sendSummary(
    states,
    photos.map((p) => p.id),
    plural,
  );
  const taken = photos.length + intake.entries.length;
  const canAdd = !disabled && taken < max;
  const uploadProblems = photos.flatMap((p) => {
    const state = states.get(p.id);
    return state?.kind === 'failed' ? [{ key: p.id, name: p.name, message: state.message }] : [];
  });

  const order = photos.map((p) => p.id).join(',');
  // A layout effect: focus lands in the same commit as the new order, never a frame later.
  useLayoutEffect(() => {
    if (!refocus || !grid.current || refocus.before === order) return;
    const tile = refocus.photoId ? grid.current.querySelector(`[data-photo-id="${refocus.photoId}"]`) : null;
    const target =
      tile?.querySelector<HTMLElement>(`[data-focus="${refocus.control}"]`) ??
      tile?.querySelector<HTMLElement>('[data-focus="earlier"],[data-focus="later"]') ??
      grid.current.querySelector<HTMLElement>('[data-focus="add"],[data-focus="remove"]');
    target?.focus();
    setRefocus(null);
  }, [refocus, order]);

  const remove = (id: string) => {
    setRefocus({ control: 'add', before: order });
    void removePhoto(id);
  };
  const move = (id: string, by: -1 | 1) => {
    setRefocus({ photoId: id, control: by < 0 ? 'earlier' : 'later', before: order });
    void movePhoto(id, by).then((moved) => {
      if (!moved) setRefocus(null);
    });
  };

  return (
    <div className="post-field post-photos" data-field-error={error ? 'true' : undefined}>
      <div className="post-photos-head">
        <span className="post-photos-title">{label}</span>
        <span className="post-counter" aria-label={`${photos.length} of ${max} selected`}>
          {photos.length} / {max}
        </span>
      </div>
      {role === 'photo' && (
        <p className="post-hint">
          {photos.length > 1
            ? 'The first photo is the cover. Use the arrows to change the order.'
            : 'Take photos with the camera or choose them from the gallery. The first is the cover.'}
        </p>
      )}
      <ul className="post-thumbs" ref={grid}>
        {photos.map((p, i) => (
          <PhotoTile
            key={p.id}
            photo={p}
            index={i}
            count={photos.length}
            noun={noun}
            cover={i === 0 && role === 'photo'}
            send={states.get(p.id)}
            onRemove={disabled ? undefined : () => remove(p.id)}
            onMove={disabled ? undefined : (by) => move(p.id, by)}
            drag={
              disabled || photos.length < 2
                ? undefined
                : {
                    draggable: true,
                    onDragStart: (e) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', p.name);
                      setDragged(p.id);
                    },
                    onDragEnd: () => setDragged(null),
                    onDragOver: (e) => {
                      if (dragged) e.preventDefault(); // only our own tiles drop here
                    },
                    onDrop: (e) => {
                      e.preventDefault();
                      if (dragged && dragged !== p.id) void movePhotoTo(dragged, i);
                      setDragged(null);
                    },
                  }
            }
          />
        ))}
        {intake.entries.map((entry) => (
          <IntakeTile
            key={entry.key}
            entry={entry}
            onRemove={() => {
              intake.dismiss(entry.key);
              setRefocus({ control: 'add' });
            }}
          />
        ))}
        {canAdd && (
          <AddTile
            text={role === 'floorPlan' ? 'Add floor plans' : 'Add photos'}
            open={open}
            menuId={menuId}
            onToggle={() => setOpen(!open)}
          />
        )}
      </ul>
      <AddChoices
        label={label}
        open={open && canAdd}
        menuId={menuId}
        disabled={!canAdd}
        onFiles={intake.addFiles}
        onClose={(back) => {
          setOpen(false);
          if (back) setRefocus({ control: 'add' });
        }}
      />
      {summary && (
        <p className="post-hint" role="status">
          {summary}
        </p>
      )}
      <PhotoProblems
        problems={[
          ...intake.entries
            .filter((e) => e.state === 'failed')
            .map((e) => ({
              key: e.key,
              name: e.file.name,
              text: `was not added: ${e.message ?? 'it could not be prepared.'}`,
              retry: () => intake.retry(e.key),
            })),
          ...uploadProblems.map((p) => ({
            key: p.key,
            name: p.name,
            text: `was not sent: ${p.message}`,
            // Waiting for its next try: send now. Refused: the form's Submit sends it all again.
            retry:
              draft?.status === 'queued' && draftId
                ? () => void tryListingNow(draftId)
                : (form: HTMLFormElement | null) => form?.requestSubmit(),
          })),
        ]}
      />
      {intake.note && (
        <p className="post-note" role="status">
          {intake.note}
        </p>
      )}
      {error && <p className="post-field-error">{error}</p>}
    </div>
  );
}
