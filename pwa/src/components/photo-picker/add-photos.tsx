import { add, cameraOutline, imagesOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { InlineIcon } from '../ui/inline-icon';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The grid's last tile: opens the choice between the camera and the gallery. */
export function AddTile({
  text,
  open,
  menuId,
  onToggle,
}: {
  text: string;
  open: boolean;
  menuId: string;
  onToggle: () => void;
}) {
  return (
    <li className="post-thumb post-thumb-add">
      <button type="button" aria-expanded={open} aria-controls={menuId} data-focus="add" onClick={onToggle}>
        <InlineIcon icon={add} className="post-thumb-add-icon" />
        <span>{text}</span>
      </button>
    </li>
  );
}

interface AddChoicesProps {
  /** The picker's label: the gallery input is named by it, so `getByLabel(label)` finds the input. */
  label: string;
  open: boolean;
  menuId: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onClose: (refocus: boolean) => void;
}

/**
 * 'Take photo' (the camera, through `capture`) or 'Choose from gallery' (several at once). The two
 * file inputs are never shown (a phone user gets designed buttons, not "Choose Files · No file
 * chosen") and never take focus: the buttons open them.
 */
export function AddChoices({ label, open, menuId, disabled, onFiles, onClose }: AddChoicesProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  const pick = (input: HTMLInputElement | null) => {
    input?.click();
    onClose(false);
  };
  const changed = (e: React.ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(e.target.files ?? []));
    e.target.value = ''; // the same photo can be picked again after a remove
  };

  return (
    <>
      <input
        ref={camera}
        type="file"
        accept={ACCEPT}
        capture="environment"
        hidden
        tabIndex={-1}
        aria-label={`Take photo: ${label}`}
        disabled={disabled}
        onChange={changed}
      />
      <input
        ref={gallery}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={changed}
      />
      {open && (
        <div
          id={menuId}
          className="post-photo-choices"
          role="group"
          aria-label="Add from"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onClose(true);
            }
          }}
        >
          <button
            ref={first}
            type="button"
            className="post-photo-choice"
            onClick={() => pick(camera.current)}
          >
            <InlineIcon icon={cameraOutline} />
            Take photo
          </button>
          <button type="button" className="post-photo-choice" onClick={() => pick(gallery.current)}>
            <InlineIcon icon={imagesOutline} />
            Choose from gallery
          </button>
          <button type="button" className="post-photo-choice-cancel" onClick={() => onClose(true)}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
