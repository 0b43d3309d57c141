import { IonModal } from '@ionic/react';
import { lazy, Suspense } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { RedLines } from '../../../components/transparency/red-lines';
import type { PriceCheckInputs } from '../../../lib/transparency/price-check';
import { useFreshQuery } from '../../../lib/use-fresh-query';

const PriceCheckPanel = lazy(() => import('../../../components/transparency/price-check-panel'));

export type InsightKind = 'price-check' | 'red-lines';
export interface InsightTarget {
  ref: string;
  name: string;
  kind: InsightKind;
}

const TITLES: Record<InsightKind, string> = { 'price-check': 'AI Price Check', 'red-lines': '3 Red Lines' };

function InsightBody({ target }: { target: InsightTarget }) {
  const query = useFreshQuery<PriceCheckInputs>(`/projects/${encodeURIComponent(target.ref)}`);
  if (query.status === 'loading') return <p className="insight-wait">Loading…</p>;
  if (query.status === 'error') return <ErrorBox message="Failed to load project" onRetry={query.retry} />;
  const project = query.result.data;
  return (
    <>
      <OfflineNote {...query.result} />
      {target.kind === 'price-check' ? (
        <Suspense fallback={<p className="insight-wait">Loading…</p>}>
          <PriceCheckPanel project={project} />
        </Suspense>
      ) : (
        <RedLines financials={project.financials} />
      )}
    </>
  );
}

/**
 * The two modals a /buy project card opens (spec part 2 §2): the AI Price Check waterfall and the
 * 3 Red Lines, computed from the project's stored inputs (the same panels as the project page).
 * Kept mounted by its parent once opened and toggled with `target`: unmounting an ion-modal that
 * Ionic has moved in the DOM breaks React's removal.
 */
export default function ProjectInsightModal({
  target,
  onClose,
}: {
  target: InsightTarget | null;
  onClose: () => void;
}) {
  return (
    <IonModal isOpen={target !== null} onDidDismiss={onClose} className="insight-modal">
      {target && (
        <div className="insight-body" role="dialog" aria-label={`${TITLES[target.kind]}: ${target.name}`}>
          <header className="insight-head">
            <h2>
              {TITLES[target.kind]} <small>{target.name}</small>
            </h2>
            <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
              Close
            </button>
          </header>
          <InsightBody target={target} />
        </div>
      )}
    </IonModal>
  );
}
