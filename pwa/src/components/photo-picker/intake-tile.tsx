import { alertCircleOutline, close } from 'ionicons/icons';
import { InlineIcon } from '../ui/inline-icon';
import type { IntakeEntry } from './use-photo-intake';

/** A picked file not (yet) in the draft: being compressed, or failed to compress (remove it here). */
export function IntakeTile({ entry, onRemove }: { entry: IntakeEntry; onRemove: () => void }) {
  const failed = entry.state === 'failed';
  return (
    <li
      className={`post-thumb post-thumb-intake${failed ? ' is-failed' : ''}`}
      data-intake-state={entry.state}
    >
      <span className="post-thumb-intake-body">
        {failed ? (
          <InlineIcon icon={alertCircleOutline} className="post-thumb-intake-icon" />
        ) : (
          <span className="post-spinner" aria-hidden="true" />
        )}
        <span className="post-thumb-intake-text">{failed ? 'Not added' : 'Preparing…'}</span>
        <span className="post-thumb-name">{entry.file.name}</span>
      </span>
      {failed && (
        <button
          type="button"
          className="post-thumb-remove"
          aria-label={`Remove ${entry.file.name}`}
          data-focus="remove"
          onClick={onRemove}
        >
          <InlineIcon icon={close} />
        </button>
      )}
    </li>
  );
}
