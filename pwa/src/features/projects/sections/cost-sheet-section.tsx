import type { PublicCostSheet } from '@propai/api/wire';
import { formatArea, formatPrice } from '../../../lib/format';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';
import { formatIndianNumber } from '@propai/api/domain/format/display';

const rupees = (n: number) => `₹${formatIndianNumber(n)}`;

/**
 * The project's cost sheet (GET /projects/{id}/cost-sheet): each charge with its share of the
 * total (the server fills blank shares) and the total. Not shown at all until an admin enters one.
 */
export function CostSheetBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<{ costSheet: PublicCostSheet | null }>(projectRef, 'cost-sheet');
  if (query.status !== 'ready' || !query.result.data.costSheet) return null;
  return (
    <SectionFrame id="cost-sheet" title="Cost sheet" query={query}>
      {({ costSheet: sheet }) =>
        sheet && (
          <>
            <dl className="pd-facts">
              {sheet.unitType && (
                <>
                  <dt>Unit</dt>
                  <dd>{sheet.unitType}</dd>
                </>
              )}
              {sheet.superArea !== undefined && (
                <>
                  <dt>Super area</dt>
                  <dd>{formatArea(sheet.superArea)}</dd>
                </>
              )}
              {sheet.bspRate !== undefined && (
                <>
                  <dt>BSP rate</dt>
                  <dd>{rupees(sheet.bspRate)}/sq.ft</dd>
                </>
              )}
              {sheet.basePriceCr !== undefined && (
                <>
                  <dt>Base price</dt>
                  <dd>₹{sheet.basePriceCr} Cr</dd>
                </>
              )}
            </dl>
            <div className="pd-table-wrap">
              <table className="pd-table pd-table-stack" data-testid="cost-sheet-table">
                <thead>
                  <tr>
                    <th scope="col">Charge</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Share</th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.items.map((item, i) => (
                    <tr key={`${item.label}-${i}`}>
                      <td data-label="Charge">{item.label}</td>
                      <td data-label="Amount">{rupees(item.amount)}</td>
                      <td data-label="Share">{item.percentage}%</td>
                    </tr>
                  ))}
                  <tr className="pd-cost-total">
                    <td data-label="Charge">Total</td>
                    <td data-label="Amount" data-testid="cost-sheet-total">
                      {rupees(sheet.total)}
                    </td>
                    <td data-label="In crore">{formatPrice(sheet.total, 2)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
            {sheet.notes && <p className="pd-muted">{sheet.notes}</p>}
          </>
        )
      }
    </SectionFrame>
  );
}
