import { useEffect, useRef } from 'react';
import type { QueueAdapter } from './queue-types';
import { DecisionControls } from './decision-controls';
import { useItemDecision } from './use-decision';

/** Thumbnails a row shows; the panel shows every photo. */
const ROW_PHOTOS = 4;

/**
 * One queued item: a checkbox for bulk actions, its photos, short facts, title (opens the side
 * panel), and Approve / Reject with a reason right here for the quick cases.
 */
export function QueueRow<T extends { id: string }>({
  item,
  adapter,
  selected,
  open,
  onSelect,
  onOpen,
  onDecided,
}: {
  item: T;
  adapter: QueueAdapter<T>;
  selected: boolean;
  open: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onDecided: (text: string) => void;
}) {
  const { decision, approve, reject } = useItemDecision(adapter, item, onDecided);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // The panel closed with the focus in it: back to the title that opened it, not the page top.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasOpen.current && !open && lost) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const title = adapter.titleOf(item);
  const photos = adapter.photosOf(item).slice(0, ROW_PHOTOS);
  return (
    <li
      className={`mq-row${open ? ' is-open' : ''}${selected ? ' is-selected' : ''} ${adapter.rowClassName ?? ''}`}
      data-testid={adapter.rowTestId}
    >
      <label className="mq-check">
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        <span className="visually-hidden">Select {title}</span>
      </label>
      <div className="mq-row-main">
        {photos.length > 0 && (
          <div className="mq-thumbs">
            {photos.map((url, i) => (
              <img key={url} src={url} alt={`${title}, photo ${i + 1}`} loading="lazy" />
            ))}
          </div>
        )}
        <div className="mq-meta">{adapter.meta(item)}</div>
        <h2 className="mq-title">
          <button ref={opener} type="button" className="mq-open" aria-expanded={open} onClick={onOpen}>
            {title}
          </button>
        </h2>
        <DecisionControls decision={decision} subject={title} onApprove={approve} onReject={reject} />
      </div>
    </li>
  );
}
