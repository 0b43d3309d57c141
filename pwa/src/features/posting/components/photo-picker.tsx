import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useState } from 'react';
import { addPhotos, listPhotos, type PhotoRole, removePhoto } from '../../../db/drafts-repo';
import type { DraftPhoto } from '../../../db/schema';
import { jpegName, resizePhoto } from '../domain/resize-photo';

/** One preview: an object URL made for this photo and released when it leaves the screen. */
function PhotoThumb({ photo, onRemove, index }: { photo: DraftPhoto; onRemove?: () => void; index: number }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.blob]);
  return (
    <li className="post-thumb">
      {url && <img src={url} alt={`Photo ${index + 1}: ${photo.name}`} />}
      {index === 0 && photo.role !== 'floorPlan' && <span className="post-thumb-cover">Cover</span>}
      {onRemove && (
        <button
          type="button"
          className="post-thumb-remove"
          aria-label={`Remove ${photo.name}`}
          onClick={onRemove}
        >
          ×
        </button>
      )}
    </li>
  );
}

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
 * Picks photos, compresses each on the device (resize-photo.ts) and stores the blobs with the draft.
 * Beyond `max` the extras are dropped and the user is told; the counter reads 'selected / max'.
 */
export function PhotoPicker({ draftId, ensureDraft, role, label, max, disabled, error }: PhotoPickerProps) {
  const id = useId();
  const photos = useLiveQuery(() => (draftId ? listPhotos(draftId, role) : []), [draftId, role]) ?? [];
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const room = Math.max(0, max - photos.length);
    const kept = files.slice(0, room);
    const dropped = files.length - kept.length;
    setBusy(true);
    setNote(null);
    const problems: string[] = [];
    try {
      const target = await ensureDraft();
      const ready = [];
      for (const file of kept) {
        try {
          ready.push({ blob: await resizePhoto(file), name: jpegName(file.name) });
        } catch (e) {
          problems.push(e instanceof Error ? e.message : String(e));
        }
      }
      if (ready.length) await addPhotos(target, role, ready);
    } catch (e) {
      problems.push(
        `Could not keep the photos on this device: ${e instanceof Error ? e.message : String(e)}`,
      );
    } finally {
      setBusy(false);
    }
    if (dropped > 0)
      problems.unshift(
        `Only ${max} ${role === 'floorPlan' ? 'floor plans' : 'photos'} can be added: ${dropped} extra ${dropped === 1 ? 'was' : 'were'} dropped.`,
      );
    setNote(problems.length ? problems.join(' ') : null);
  };

  return (
    <div className="post-field post-photos" data-field-error={error ? 'true' : undefined}>
      <div className="post-photos-head">
        <label htmlFor={id}>{label}</label>
        <span className="post-counter" aria-label={`${photos.length} of ${max} selected`}>
          {photos.length} / {max}
        </span>
      </div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={disabled || busy || photos.length >= max}
        onChange={(e) => {
          void onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      {busy && (
        <p className="post-hint" role="status">
          Preparing photos…
        </p>
      )}
      {note && (
        <p className="post-note" role="status">
          {note}
        </p>
      )}
      {error && <p className="post-field-error">{error}</p>}
      {photos.length > 0 && (
        <ul className="post-thumbs">
          {photos.map((p, i) => (
            <PhotoThumb
              key={p.id}
              photo={p}
              index={i}
              onRemove={disabled ? undefined : () => void removePhoto(p.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
