import { alertCircleOutline, checkmark, caretBack, caretForward, close } from 'ionicons/icons';
import { type HTMLAttributes, useEffect, useState } from 'react';
import { InlineIcon } from '../ui/inline-icon';
import type { DraftPhoto } from '../../db/schema';
import type { PhotoSendState } from './send-progress';

/** The preview's object URL, made for this blob and released when the tile leaves the screen. */
function useObjectUrl(blob: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string;
    try {
      objectUrl = URL.createObjectURL(blob);
    } catch {
      return; // a row whose blob did not survive storage: the tile shows the name instead of a crash
    }
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

const SEND_LABEL: Record<PhotoSendState['kind'], string> = {
  sent: 'Sent',
  sending: 'Sending…',
  waiting: 'Waiting',
  failed: 'Not sent',
};

interface PhotoTileProps {
  photo: DraftPhoto;
  /** Position among the picker's photos (0 = first). */
  index: number;
  count: number;
  /** 'Photo' or 'Floor plan', for the image's text. */
  noun: string;
  cover: boolean;
  send?: PhotoSendState;
  /** Absent while the draft is frozen (queued or sending). */
  onRemove?: () => void;
  onMove?: (by: -1 | 1) => void;
  /** Drag and drop handlers (a bonus to the arrows: mouse, and a long press on Android). */
  drag?: HTMLAttributes<HTMLLIElement>;
}

/** One stored photo: a square preview, 'Cover' on the first, remove and move controls, send state. */
export function PhotoTile({
  photo,
  index,
  count,
  noun,
  cover,
  send,
  onRemove,
  onMove,
  drag,
}: PhotoTileProps) {
  const url = useObjectUrl(photo.blob);
  return (
    <li
      className={`post-thumb${send ? ` is-${send.kind}` : ''}`}
      data-photo-id={photo.id}
      data-send-state={send?.kind}
      {...drag}
    >
      {url ? (
        <img src={url} alt={`${noun} ${index + 1}: ${photo.name}`} draggable={false} />
      ) : (
        <span className="post-thumb-intake-body">
          <span className="post-thumb-name">{photo.name}</span>
        </span>
      )}
      {cover && <span className="post-thumb-cover">Cover</span>}
      {send && (
        <span className="post-thumb-state">
          {send.kind === 'sending' && <span className="post-spinner" aria-hidden="true" />}
          {send.kind === 'sent' && <InlineIcon icon={checkmark} />}
          {send.kind === 'failed' && <InlineIcon icon={alertCircleOutline} />}
          {SEND_LABEL[send.kind]}
        </span>
      )}
      {onRemove && (
        <button
          type="button"
          className="post-thumb-remove"
          aria-label={`Remove ${photo.name}`}
          data-focus="remove"
          onClick={onRemove}
        >
          <InlineIcon icon={close} />
        </button>
      )}
      {onMove && count > 1 && (
        <span className="post-thumb-moves">
          {index > 0 && (
            <button
              type="button"
              aria-label={`Move ${photo.name} earlier`}
              data-focus="earlier"
              onClick={() => onMove(-1)}
            >
              <InlineIcon icon={caretBack} />
            </button>
          )}
          {index < count - 1 && (
            <button
              type="button"
              className="post-thumb-later"
              aria-label={`Move ${photo.name} later`}
              data-focus="later"
              onClick={() => onMove(1)}
            >
              <InlineIcon icon={caretForward} />
            </button>
          )}
        </span>
      )}
    </li>
  );
}
