/**
 * /tools/emi: the EMI of a home loan (8.5 % over 20 years to start with, spec part 2 §9), what it
 * costs in interest, and the repayment schedule by year and month with a chart of the balance.
 * Pure client maths (domain/finance): it works offline once the app has been opened.
 */
import { useMemo } from 'react';
import { emi } from '@propai/api/domain/finance/emi';
import { amortisation, yearlySchedule } from '@propai/api/domain/finance/amortisation';
import { AmortisationTable } from '../components/amortisation-table';
import { ChartSlot } from '../components/chart-slot';
import { NumberField } from '../components/number-field';
import { ToolPage } from '../components/tool-page';
import { EMI_SPECS, EMI_START, type EmiKey } from '../domain/emi-tool';
import { percentText, rupees, shortRupees } from '../domain/money-text';
import { useToolInputs } from '../domain/use-tool-inputs';

const KEYS: EmiKey[] = ['amount', 'rate', 'years'];

export default function EmiPage() {
  const { values, set, reset } = useToolInputs('emi', EMI_SPECS, EMI_START);
  const { amount, rate, years } = values;
  const result = emi(amount, rate, years);
  const schedule = useMemo(() => {
    const months = amortisation(amount, rate, years);
    return months ? yearlySchedule(months) : null;
  }, [amount, rate, years]);
  const chart = useMemo(() => {
    if (!schedule) return null;
    let interest = 0;
    let principal = 0;
    const paidInterest = [0];
    const paidPrincipal = [0];
    for (const y of schedule) {
      paidInterest.push((interest += y.interest));
      paidPrincipal.push((principal += y.principal));
    }
    return {
      x: [0, ...schedule.map((y) => y.year)],
      series: [
        { label: 'Balance owed', values: [amount, ...schedule.map((y) => y.balance)], color: '#0b5cff' },
        { label: 'Principal repaid', values: paidPrincipal, color: '#067647' },
        { label: 'Interest paid', values: paidInterest, color: '#b54708', dash: true },
      ],
    };
  }, [schedule, amount]);

  return (
    <ToolPage
      title="EMI calculator"
      lead="What a home loan costs each month and in all, and how each instalment splits into interest and repayment."
      inputsLabel="Your loan"
      onReset={reset}
      inputs={KEYS.map((k) => (
        <NumberField key={k} spec={EMI_SPECS[k]} value={values[k]} onChange={(v) => set(k, v)} />
      ))}
      summary={
        result && (
          <div className="tl-hero">
            <span>Monthly EMI</span>
            <strong data-testid="emi-value">{rupees(result.emi)}</strong>
            <span className="tl-muted">
              for {result.months} months at {rate} % a year
            </span>
          </div>
        )
      }
      results={
        result ? (
          <>
            <dl className="tl-tiles">
              <div>
                <dt>Loan amount</dt>
                <dd>{rupees(amount)}</dd>
              </div>
              <div>
                <dt>Total interest</dt>
                <dd data-testid="emi-interest">{rupees(result.totalInterest)}</dd>
              </div>
              <div>
                <dt>Total payment</dt>
                <dd data-testid="emi-total">{rupees(result.totalPayment)}</dd>
              </div>
            </dl>
            <div className="tl-split" aria-hidden="true">
              <span style={{ flexGrow: amount }} className="tl-split-principal" />
              <span style={{ flexGrow: result.totalInterest }} className="tl-split-interest" />
            </div>
            <p className="tl-muted">
              Of every rupee you repay, {percentText(amount / result.totalPayment)} is the loan and{' '}
              {percentText(result.totalInterest / result.totalPayment)} is interest.
            </p>
            {chart && (
              <ChartSlot
                title="Balance and repayments by year"
                x={chart.x}
                series={chart.series}
                xLabel="Year of the loan"
                formatY={shortRupees}
                tableNote="The table below has the same figures."
              />
            )}
            {schedule && <AmortisationTable years={schedule} />}
          </>
        ) : (
          <p className="tl-error" role="alert">
            Enter a loan amount, a rate and a tenure to see the EMI.
          </p>
        )
      }
      method={
        <>
          <p>
            EMI = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), where P is the loan, r the yearly
            rate ÷ 12 and n the number of months: interest is charged each month on the balance still owed
            (reducing balance), the way Indian lenders schedule home loans.
          </p>
          <p>
            Each month, interest = balance × r and the rest of the EMI repays the loan; the last instalment
            clears what is left. Figures are rounded to the rupee. A lender&apos;s own schedule can differ by
            a few rupees, and fees, insurance and prepayments are not included.
          </p>
        </>
      }
    />
  );
}
