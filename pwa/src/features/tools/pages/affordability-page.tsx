/**
 * /tools/affordability: the loan a lender would give on this income (FOIR, stated) and the home
 * price it buys with the down payment (capped by the RBI's loan-to-value rules). Pure client.
 */
import { affordability, LTV_CAPS } from '@propai/api/domain/finance/affordability';
import { NumberField } from '../components/number-field';
import { ToolPage } from '../components/tool-page';
import { AFFORD_SPECS, AFFORD_START, type AffordKey } from '../domain/affordability-tool';
import { rupees, shortRupees } from '../domain/money-text';
import { useToolInputs } from '../domain/use-tool-inputs';

const KEYS: AffordKey[] = ['income', 'obligations', 'foir', 'down', 'rate', 'years'];

const capText = LTV_CAPS.map((c) =>
  Number.isFinite(c.upTo) ? `${c.ltvPct} % up to ${shortRupees(c.upTo)}` : `${c.ltvPct} % above`,
).join(', ');

export default function AffordabilityPage() {
  const { values, set, reset } = useToolInputs('affordability', AFFORD_SPECS, AFFORD_START);
  const r = affordability({
    monthlyIncome: values.income,
    obligations: values.obligations,
    foirPct: values.foir,
    annualRatePct: values.rate,
    years: values.years,
    downPayment: values.down,
  });

  return (
    <ToolPage
      title="Affordability calculator"
      lead="How big a home loan your income supports, and the price of home it buys with your down payment."
      inputsLabel="Your income and savings"
      onReset={reset}
      inputs={KEYS.map((k) => (
        <NumberField
          key={k}
          spec={AFFORD_SPECS[k]}
          value={values[k]}
          onChange={(v) => set(k, v)}
          note={
            k === 'foir'
              ? 'Lenders usually allow 50 % of take-home pay for all EMIs together.'
              : k === 'obligations'
                ? 'Car, personal or other loans, monthly.'
                : undefined
          }
        />
      ))}
      summary={
        r && (
          <div className="tl-hero">
            <span>You could afford a home of about</span>
            <strong data-testid="affordable-price">{rupees(r.affordablePrice)}</strong>
            <span className="tl-muted">
              {shortRupees(r.eligibleLoan)} loan + {shortRupees(values.down)} down payment
            </span>
          </div>
        )
      }
      results={
        r ? (
          <>
            <dl className="tl-tiles">
              <div>
                <dt>Eligible loan</dt>
                <dd data-testid="eligible-loan">{rupees(r.eligibleLoan)}</dd>
              </div>
              <div>
                <dt>Its EMI</dt>
                <dd data-testid="eligible-emi">{rupees(r.emi)}</dd>
              </div>
              <div>
                <dt>Most EMI at {values.foir} % FOIR</dt>
                <dd>{rupees(r.maxEmi)}</dd>
              </div>
            </dl>
            {r.maxEmi === 0 ? (
              <p className="tl-error" role="status">
                The EMIs you already pay take all of {values.foir} % of your income: a lender would not add a
                home loan. Only the down payment buys.
              </p>
            ) : r.limitedBy === 'ltv' ? (
              <p className="tl-note" role="status" data-testid="limited-by">
                Your income supports a {shortRupees(r.foirLoan)} loan, but lenders finance at most {r.ltvPct}{' '}
                % of the price: with {shortRupees(values.down)} down, the loan stops at{' '}
                {shortRupees(r.eligibleLoan)}. A larger down payment raises it.
              </p>
            ) : (
              <p className="tl-note" role="status" data-testid="limited-by">
                Your income sets the loan: {values.foir} % of {rupees(values.income)} is{' '}
                {rupees((values.income * values.foir) / 100)}
                {values.obligations > 0 ? `, less ${rupees(values.obligations)} of EMIs you already pay` : ''}
                .
              </p>
            )}
          </>
        ) : (
          <p className="tl-error" role="alert">
            Enter your monthly income to see what you can afford.
          </p>
        )
      }
      method={
        <>
          <p>
            <strong>FOIR {values.foir} %</strong> (fixed obligations to income ratio): all your EMIs together
            may take at most {values.foir} % of your monthly take-home income. The new loan&apos;s EMI is that
            share less the EMIs you already pay.
          </p>
          <p>
            The loan that EMI repays at your rate and tenure is the EMI formula solved for the loan: P = EMI ×
            ((1 + r)<sup>n</sup> − 1) ÷ (r × (1 + r)<sup>n</sup>), r = yearly rate ÷ 12, n = months.
          </p>
          <p>
            Price = loan + down payment, where the loan is also capped by the RBI&apos;s loan-to-value limits
            for home loans ({capText}). Lenders also look at your age, credit score and the property; stamp
            duty and registration are paid on top of the price.
          </p>
        </>
      }
    />
  );
}
