import { useState } from 'react';
import { Link } from 'react-router-dom';
import { selectIsAdmin, useSessionStore } from '../../../lib/session/session-store';
import { formatPrice } from '../../../lib/format';
import type { EscrowView } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';
import { EscrowForm } from './escrow-form';

/** Escrow & Funds (spec part 2 §2, part 3): collapsible; admins (confirmed by the server) also edit. */
export function EscrowBlock({ projectRef, projectId }: { projectRef: string; projectId: string }) {
  const query = useProjectSection<{ escrow: EscrowView | null }>(projectRef, 'escrow');
  const isAdmin = useSessionStore(selectIsAdmin);
  const [forbidden, setForbidden] = useState(false);
  const canEdit = isAdmin && !forbidden;
  return (
    <SectionFrame id="escrow" title="Escrow & Funds" query={query} empty="No escrow data yet.">
      {({ escrow }) => (
        <details className="pd-collapse" open>
          <summary>
            {escrow
              ? `${escrow.bank ?? 'Escrow account'} · ${escrow.totals.utilizationPct}% utilized`
              : 'Escrow account'}
          </summary>
          {escrow ? (
            <>
              <dl className="pd-facts">
                <dt>Bank</dt>
                <dd>{escrow.bank ?? '-'}</dd>
                {escrow.branch && (
                  <>
                    <dt>Branch</dt>
                    <dd>{escrow.branch}</dd>
                  </>
                )}
                <dt>IFSC</dt>
                <dd>{escrow.ifsc ?? '-'}</dd>
                <dt>Account</dt>
                <dd data-testid="masked-account">{escrow.maskedAccount ?? '-'}</dd>
              </dl>
              <div className="pd-stats">
                <div>
                  <span>Collected</span>
                  <strong>{formatPrice(escrow.totals.collected, 2)}</strong>
                </div>
                <div>
                  <span>Utilized</span>
                  <strong>{formatPrice(escrow.totals.utilized, 2)}</strong>
                </div>
                <div>
                  <span>Left</span>
                  <strong>{formatPrice(escrow.totals.left, 2)}</strong>
                </div>
              </div>
              <p className="pd-overall">
                Utilization <strong>{escrow.totals.utilizationPct}%</strong>
              </p>
              <span
                className="pd-bar pd-bar-wide"
                role="progressbar"
                aria-label="Escrow utilization"
                aria-valuenow={escrow.totals.utilizationPct}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ width: `${escrow.totals.utilizationPct}%` }} />
              </span>
              {escrow.loanPartners.length > 0 && (
                <p className="pd-muted">Loan partners: {escrow.loanPartners.join(', ')}</p>
              )}
            </>
          ) : (
            <p className="pd-muted">No escrow data yet.</p>
          )}
          {canEdit && (
            <div className="pd-admin">
              <EscrowForm
                projectId={projectId}
                escrow={escrow}
                onSaved={query.retry}
                onForbidden={() => setForbidden(true)}
              />
              <Link to={`/modern-admin-editor/${projectId}?tab=escrow`}>Open in the project editor</Link>
            </div>
          )}
        </details>
      )}
    </SectionFrame>
  );
}
