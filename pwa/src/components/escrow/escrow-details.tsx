import type { EscrowView } from '@propai/api/wire';
import { formatPrice } from '../../lib/format';
import './escrow.css';

/**
 * The read-only body of the Escrow & Funds panel: bank, IFSC, the masked account, collected /
 * utilized / left and the utilization bar (spec part 3 §4: left = max(0, collected − utilized)).
 * Shared by the project page and the Admin Editor.
 */
export function EscrowDetails({ escrow }: { escrow: EscrowView | null }) {
  if (!escrow) return <p className="esc-muted">No escrow data yet.</p>;
  return (
    <>
      <dl className="esc-facts">
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
      <div className="esc-stats">
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
      <p className="esc-overall">
        Utilization <strong>{escrow.totals.utilizationPct}%</strong>
      </p>
      <span
        className="esc-bar"
        role="progressbar"
        aria-label="Escrow utilization"
        aria-valuenow={escrow.totals.utilizationPct}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={{ width: `${escrow.totals.utilizationPct}%` }} />
      </span>
      {escrow.loanPartners.length > 0 && (
        <p className="esc-muted">Loan partners: {escrow.loanPartners.join(', ')}</p>
      )}
    </>
  );
}

/** The panel's summary line: the bank and how much of the money is used. */
export const escrowSummary = (escrow: EscrowView | null) =>
  escrow
    ? `${escrow.bank ?? 'Escrow account'} · ${escrow.totals.utilizationPct}% utilized`
    : 'Escrow account';
