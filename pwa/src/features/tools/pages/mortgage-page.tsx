/**
 * /tools/mortgage: two or three loan offers for the same amount side by side — EMI, interest,
 * processing fee and total cost — naming the cheapest overall and the lowest EMI. Pure client.
 */
import { compareLoans } from '@propai/api/domain/finance/loan-compare';
import { NumberField } from '../components/number-field';
import { ToolPage } from '../components/tool-page';
import { LOAN_NAMES, MORTGAGE_SPECS, MORTGAGE_START, offersOf } from '../domain/mortgage-tool';
import { rupees } from '../domain/money-text';
import { useToolInputs } from '../domain/use-tool-inputs';

export default function MortgagePage() {
  const { values, set, reset } = useToolInputs('mortgage', MORTGAGE_SPECS, MORTGAGE_START);
  const offers = offersOf(values);
  const c = compareLoans(values.amount, offers);
  const numbers = ([1, 2, 3] as const).slice(0, values.count);

  const inputs = (
    <>
      <NumberField spec={MORTGAGE_SPECS.amount} value={values.amount} onChange={(v) => set('amount', v)} />
      {numbers.map((n) => (
        <fieldset key={n} className="tl-offer">
          <legend>{LOAN_NAMES[n - 1]}</legend>
          {(['rate', 'years', 'fee'] as const).map((f) => (
            <NumberField
              key={f}
              spec={MORTGAGE_SPECS[`${f}${n}`]}
              context={LOAN_NAMES[n - 1]}
              value={values[`${f}${n}`]}
              onChange={(v) => set(`${f}${n}`, v)}
            />
          ))}
        </fieldset>
      ))}
      {values.count < 3 ? (
        <button type="button" className="btn btn-outline" onClick={() => set('count', 3)}>
          Add a third loan
        </button>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => set('count', 2)}>
          Remove Loan C
        </button>
      )}
    </>
  );

  const cheapest = c.cheapest;
  const totals = c.outcomes.map((o) => o?.totalCost ?? null);
  // The dearest offer that could be computed: what the saving is counted against.
  const dearest = totals.reduce<number | null>(
    (worst, t, i) => (t !== null && (worst === null || t > (totals[worst] ?? 0)) ? i : worst),
    null,
  );

  return (
    <ToolPage
      title="Mortgage calculator"
      lead="Compare home-loan offers for the same amount: the EMI each one asks, and what each costs in all."
      inputsLabel="The loans you are offered"
      onReset={reset}
      inputs={inputs}
      summary={
        cheapest !== null &&
        dearest !== null &&
        cheapest !== dearest && (
          <div className="tl-hero">
            <span>Cheapest in total</span>
            <strong data-testid="cheapest-loan">{LOAN_NAMES[cheapest]}</strong>
            <span className="tl-muted">
              {rupees(c.saving)} less over its life than {LOAN_NAMES[dearest]}
            </span>
          </div>
        )
      }
      results={
        <>
          <div className="tl-offers">
            {c.outcomes.map((o, i) => (
              <article key={LOAN_NAMES[i]} className="tl-offer-card" data-testid="loan-result">
                <header>
                  <h2>{LOAN_NAMES[i]}</h2>
                  <span className="tl-muted">
                    {offers[i]!.annualRatePct} % · {offers[i]!.years} years · fee {offers[i]!.feePct} %
                  </span>
                  <span className="tl-badges">
                    {c.cheapest === i && <span className="tl-badge">Lowest total cost</span>}
                    {c.lowestEmi === i && <span className="tl-badge tl-badge-blue">Lowest EMI</span>}
                  </span>
                </header>
                {o ? (
                  <dl>
                    <dt>EMI</dt>
                    <dd data-testid="loan-emi">{rupees(o.emi)}</dd>
                    <dt>Total interest</dt>
                    <dd>{rupees(o.totalInterest)}</dd>
                    <dt>Processing fee</dt>
                    <dd>{rupees(o.fee)}</dd>
                    <dt>Total cost</dt>
                    <dd data-testid="loan-total">
                      <strong>{rupees(o.totalCost)}</strong>
                    </dd>
                  </dl>
                ) : (
                  <p className="tl-error">Check this loan&apos;s rate, tenure and fee.</p>
                )}
              </article>
            ))}
          </div>
        </>
      }
      method={
        <>
          <p>
            Each loan&apos;s EMI uses the reducing-balance formula EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 +
            r)
            <sup>n</sup> − 1), r = yearly rate ÷ 12, n = months. Total interest = EMI × n − P.
          </p>
          <p>
            Processing fee = the loan amount × the fee percentage (GST on the fee is not added). Total cost =
            every EMI + the fee. A longer tenure lowers the EMI but raises the interest, so the lowest EMI is
            often not the cheapest loan. Rates are taken as fixed for the whole tenure.
          </p>
        </>
      }
    />
  );
}
