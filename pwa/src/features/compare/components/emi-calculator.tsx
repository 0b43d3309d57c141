import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompareProperty } from '../../../lib/compare-item';
import { formatIndianNumber } from '../../../lib/format';
import { emiToolHref } from '../../../lib/money-tool-links';
import { EMI_DEFAULTS, emi } from '@propai/api/domain/finance/emi';

const rupees = (v: number) => `₹${formatIndianNumber(Math.round(v))}`;

/**
 * EMI Calculator (DECISIONS.md): prefilled with the chosen property's full price as the loan,
 * 8.5 % a year and 20 years; every input can be changed. Loaded only when opened.
 */
export default function EmiCalculator({
  items,
  onClose,
  onLeave,
}: {
  items: CompareProperty[];
  onClose: () => void;
  /** Called when the user opens the full EMI tool: the comparison steps aside for it. */
  onLeave: () => void;
}) {
  const priced = items.filter((p) => p.price != null && p.price > 0 && !p.monthly);
  const [choice, setChoice] = useState(priced[0]?.key ?? '');
  const [principal, setPrincipal] = useState(String(priced[0]?.price ?? ''));
  const [rate, setRate] = useState(String(EMI_DEFAULTS.annualRatePct));
  const [years, setYears] = useState(String(EMI_DEFAULTS.years));
  const result = emi(Number(principal), Number(rate), Number(years));

  return (
    <div className="cmp-panel-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section className="cmp-panel" role="dialog" aria-modal="true" aria-labelledby="cmp-emi-title">
        <h3 id="cmp-emi-title">EMI Calculator</h3>
        <form className="cmp-form" onSubmit={(e) => e.preventDefault()}>
          {priced.length > 1 && (
            <label>
              Property
              <select
                value={choice}
                onChange={(e) => {
                  setChoice(e.target.value);
                  const p = priced.find((x) => x.key === e.target.value);
                  if (p?.price) setPrincipal(String(p.price));
                }}
              >
                {priced.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Loan amount (₹)
            <input
              inputMode="numeric"
              value={principal}
              onChange={(e) => setPrincipal(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <label>
            Interest rate (% a year)
            <input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
          </label>
          <label>
            Tenure (years)
            <input inputMode="numeric" value={years} onChange={(e) => setYears(e.target.value)} />
          </label>
        </form>
        {result ? (
          <dl className="cmp-emi-result" data-testid="emi-result">
            <dt>Monthly EMI</dt>
            <dd>{rupees(result.emi)}</dd>
            <dt>Total interest</dt>
            <dd>{rupees(result.totalInterest)}</dd>
            <dt>Total payment</dt>
            <dd>{rupees(result.totalPayment)}</dd>
          </dl>
        ) : (
          <p className="cmp-field-error">
            Enter a loan amount, a rate from 0 to 50 % and a tenure up to 40 years.
          </p>
        )}
        <p className="cmp-muted">Interest compounds monthly on the reducing balance.</p>
        {result && (
          <Link
            className="btn btn-sm"
            to={emiToolHref(Number(principal), Number(rate), Number(years))}
            onClick={onLeave}
            style={{ marginTop: 12, marginRight: 8 }}
          >
            Full calculator and repayment schedule
          </Link>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose} style={{ marginTop: 12 }}>
          Close
        </button>
      </section>
    </div>
  );
}
