import type { PriceCheckInputs } from '../../lib/transparency/price-check';
import { deGaugePct, ESCROW_RULE_TEXT, redLines, type Risk } from '../../lib/transparency/red-lines';
import './transparency.css';

const Badge = ({ risk }: { risk: Risk }) => (
  <span className={`pd-risk pd-risk-${risk.toLowerCase()}`}>{risk}</span>
);

/** 3 Red Lines: debt-to-equity, escrow coverage, cash coverage; UNKNOWN where not recorded. */
export function RedLines({ financials }: { financials: PriceCheckInputs['financials'] }) {
  const r = redLines(financials);
  return (
    <div className="pd-redlines" data-testid="red-lines">
      <h3 className="pd-card-title">
        3 Red Lines <Badge risk={r.overall} />
      </h3>
      <ul className="pd-list">
        <li>
          Debt-to-equity: {r.debtToEquity.value ?? 'not recorded'} <Badge risk={r.debtToEquity.risk} />
          {r.debtToEquity.value !== null && (
            <span className="pd-gauge" aria-hidden="true">
              <span style={{ left: `${deGaugePct(r.debtToEquity.value)}%` }} />
            </span>
          )}
          <small className="pd-muted">Safe below 0.5, caution up to 1.0 (scale 0–2).</small>
        </li>
        <li>
          Escrow coverage: {r.escrow.value === null ? 'not recorded' : `${Math.round(r.escrow.value * 100)}%`}{' '}
          <Badge risk={r.escrow.risk} />
          <small className="pd-muted">{ESCROW_RULE_TEXT} Safe from 90%, caution from 70%.</small>
        </li>
        <li>
          Cash coverage: {r.cashCoverage.value === null ? 'not recorded' : `${r.cashCoverage.value}×`}{' '}
          <Badge risk={r.cashCoverage.risk} />
          <small className="pd-muted">Safe from 1.5×, caution from 1.0×.</small>
        </li>
      </ul>
    </div>
  );
}
