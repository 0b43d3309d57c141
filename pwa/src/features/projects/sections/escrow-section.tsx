import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EscrowDetails, escrowSummary } from '../../../components/escrow/escrow-details';
import { EscrowForm } from '../../../components/escrow/escrow-form';
import { selectIsAdmin, useSessionStore } from '../../../lib/session/session-store';
import type { EscrowView } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';

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
          <summary>{escrowSummary(escrow)}</summary>
          <EscrowDetails escrow={escrow} />
          {canEdit && (
            <div className="esc-admin">
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
