import { IonModal } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';
import { DecisionControls } from './decision-controls';
import type { QueueAdapter } from './queue-types';
import { useItemDecision } from './use-decision';

/** Where the panel sits beside the list instead of covering it. */
export const PANEL_BESIDE_QUERY = '(min-width: 1024px)';

function PanelBody<T extends { id: string }>({
  item,
  adapter,
  onClose,
  onDecided,
}: {
  item: T;
  adapter: QueueAdapter<T>;
  onClose: () => void;
  onDecided: (text: string) => void;
}) {
  const { decision, approve, reject, extra, runExtra } = useItemDecision(adapter, item, onDecided);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = adapter.titleOf(item);
  const photos = adapter.photosOf(item);
  // A new item in the panel: screen readers and keyboards start at its heading.
  useEffect(() => heading.current?.focus(), [item.id]);
  return (
    <div className="mq-panel-body" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="mq-panel-head">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      {photos.length > 0 ? (
        <div className="mq-panel-photos" role="group" aria-label={`Photos of ${title}`}>
          {photos.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={`${title}, photo ${i + 1} of ${photos.length}`} loading="lazy" />
            </a>
          ))}
        </div>
      ) : (
        <p className="post-hint">No photos.</p>
      )}
      {adapter.details(item)}
      <DecisionControls decision={decision} subject={title} alwaysAsk onApprove={approve} onReject={reject}>
        {extra && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={decision.busy}
            onClick={runExtra}
          >
            {extra.label}
          </button>
        )}
      </DecisionControls>
    </div>
  );
}

/**
 * The open item's photos, every field and the decision controls: a right-hand panel beside the
 * list at ≥ 1024 px, a sheet over it on phones (Ionic modal: swipe down or Close).
 */
export function QueuePanel<T extends { id: string }>({
  item,
  adapter,
  onClose,
  onDecided,
}: {
  item: T | null;
  adapter: QueueAdapter<T>;
  onClose: () => void;
  onDecided: (text: string) => void;
}) {
  const beside = useMediaQuery(PANEL_BESIDE_QUERY);
  // The sheet keeps showing the last item while it slides away, not an empty sheet.
  const last = useRef(item);
  const sheet = useRef<HTMLDivElement>(null);
  if (item) last.current = item;
  const shown = beside ? item : (item ?? last.current);
  const body = shown && (
    <PanelBody key={shown.id} item={shown} adapter={adapter} onClose={onClose} onDecided={onDecided} />
  );
  if (beside) {
    return item ? (
      <aside className="mq-panel" aria-label={`Details of ${adapter.titleOf(item)}`}>
        {body}
      </aside>
    ) : (
      <aside className="mq-panel mq-panel-empty" aria-label="Details">
        <p className="post-hint">Open a {adapter.noun.one} to see its photos and every detail here.</p>
      </aside>
    );
  }
  return (
    <IonModal
      isOpen={item !== null}
      onDidDismiss={onClose}
      // Ionic moves the focus into the sheet as it opens: once it is up, start at the heading.
      onDidPresent={() => sheet.current?.querySelector<HTMLElement>('.mq-panel-head h2')?.focus()}
      breakpoints={[0, 0.92]}
      initialBreakpoint={0.92}
      className="mq-sheet"
      aria-label={item ? `Details of ${adapter.titleOf(item)}` : 'Details'}
    >
      <div className="mq-sheet-scroll" ref={sheet}>
        {body}
      </div>
    </IonModal>
  );
}
