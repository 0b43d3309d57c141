/**
 * The Admin Editor's Financial Safety & Escrow panel (spec part 3 §2 "Escrow & Funds panel"):
 * collapsible, the same read-only view the project page shows, the admin's edit form, and the
 * link into the modern editor's escrow section. Reloads when another panel saves (`version`).
 */
import type { EscrowView } from '@propai/api/wire';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EscrowDetails, escrowSummary } from '../../../../components/escrow/escrow-details';
import { EscrowForm } from '../../../../components/escrow/escrow-form';
import { api } from '../../../../lib/api-client';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; escrow: EscrowView | null };

export function EscrowPanel({
  projectId,
  version,
  onSaved,
}: {
  projectId: string;
  version: number;
  onSaved: () => void;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchIt = useCallback(() => {
    api.get<{ escrow: EscrowView | null }>(`/projects/${encodeURIComponent(projectId)}/escrow`).then(
      ({ escrow }) => setLoad({ status: 'ready', escrow }),
      () => setLoad({ status: 'error' }),
    );
  }, [projectId]);
  useEffect(fetchIt, [fetchIt, version]);

  return (
    <section className="ed-card ed-wide" aria-label="Financial Safety & Escrow">
      <details className="ed-collapse" open>
        <summary>
          <span className="ed-card-title">Financial Safety &amp; Escrow</span>
          {load.status === 'ready' && <span className="ed-hint"> · {escrowSummary(load.escrow)}</span>}
        </summary>
        {load.status === 'loading' && <p className="ed-hint">Loading…</p>}
        {load.status === 'error' && (
          <p className="ed-status ed-status-bad">Could not load the escrow account.</p>
        )}
        {load.status === 'ready' && (
          <>
            <EscrowDetails escrow={load.escrow} />
            <div className="ed-escrow-edit">
              <EscrowForm
                key={version}
                projectId={projectId}
                escrow={load.escrow}
                onSaved={() => {
                  fetchIt();
                  onSaved();
                }}
                onForbidden={() => undefined}
              />
              <Link to={`/modern-admin-editor/${encodeURIComponent(projectId)}?tab=escrow`}>
                Edit escrow in the modern editor
              </Link>
            </div>
          </>
        )}
      </details>
    </section>
  );
}
