/**
 * The Admin Editor's four JSON panels (spec part 3 §2), each filled from the admin snapshot and
 * saved on its own: Construction (PUT admin/construction), Legal & Escrow and Amenities/Unit
 * Mix/Location (POST admin/merge), Cost Sheet (PUT admin/cost-sheet).
 */
import type { AdminProjectSnapshot } from '@propai/api/wire';
import { postMerge, putConstruction, putCostSheet } from '../api/editors-api';
import { type PanelName, PANELS, planPanel } from '../domain/admin-panels';
import { pretty } from '../domain/modern-sections';
import { serverMessage } from '../domain/save-error';
import { JsonPanel } from './json-panel';
import { bad, ok, type Status } from './status-note';

type Snapshot = AdminProjectSnapshot['project'];

function initialTexts(project: Snapshot): Record<PanelName, string> {
  // The masked account is shown, not sent back: the server keeps the stored one unless replaced.
  const escrow = Object.fromEntries(
    Object.entries(project.escrow ?? {}).filter(([k]) => k !== 'accountMasked'),
  );
  const { status, ...construction } = project.construction ?? {};
  return {
    construction: pretty({ constructionStatus: status, ...construction }),
    legalEscrow: pretty({ legal: project.legal ?? {}, escrow }),
    living: pretty(project.amenities ?? {}),
    costSheet: pretty(project.costSheet ?? { items: [] }),
  };
}

const SEND: Record<PanelName, (id: string, body: unknown) => Promise<unknown>> = {
  construction: putConstruction,
  legalEscrow: postMerge,
  living: postMerge,
  costSheet: putCostSheet,
};

const HINTS: Record<PanelName, string> = {
  construction: 'constructionStatus, towers [{ name, progressPct, floors }], possession { year, quarter }.',
  legalEscrow:
    'legal { reraId, reraStatus, approvals } and escrow { bankName, ifsc, branch, accountNumber }; shorthands rera, reraNo, bank, escrowBank, ifscCode work too.',
  living: 'unitMix, amenities, maintenance, society, floorPlanFiles, location.',
  costSheet: 'unitType, superArea, basePriceCr, bspRate, items [{ label, amount, percentage }], notes.',
};

export function AdminPanels({
  project,
  onSaved,
}: {
  project: Snapshot;
  /** A save reached the server: the escrow panel and the history reload. */
  onSaved: () => void;
}) {
  const texts = initialTexts(project);
  const save =
    (panel: PanelName) =>
    async (text: string): Promise<Status> => {
      const plan = planPanel(panel, text);
      if (!plan.ok) return bad(plan.message);
      try {
        await SEND[panel](project.id, plan.body);
        onSaved();
        return ok(PANELS[panel].saved);
      } catch (error) {
        return bad(`Save failed: ${serverMessage(error)}`);
      }
    };
  const masked = project.escrow?.accountMasked;
  return (
    <>
      {(Object.keys(PANELS) as PanelName[]).map((panel) => (
        <JsonPanel
          key={panel}
          title={PANELS[panel].title}
          hint={
            panel === 'legalEscrow' && masked
              ? `${HINTS[panel]} Account on file: ${masked} (type accountNumber only to replace it).`
              : HINTS[panel]
          }
          initial={texts[panel]}
          onSave={save(panel)}
        />
      ))}
    </>
  );
}
