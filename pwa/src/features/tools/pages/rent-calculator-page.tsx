/**
 * /tools/rent-calculator: renting against buying the same home over N years, as the net cost of
 * each (money out minus what you own at the end) and the year from which buying stays cheaper.
 * Every assumption is on the page and editable. Pure client (domain/finance/rent-vs-buy.ts).
 */
import { Fragment, useMemo } from 'react';
import { rentVsBuy } from '@propai/api/domain/finance/rent-vs-buy';
import { ChartSlot } from '../components/chart-slot';
import { NumberField } from '../components/number-field';
import { ToolPage } from '../components/tool-page';
import { rupees, shortRupees } from '../domain/money-text';
import { RENT_GROUPS, RENT_SPECS, RENT_START, rentInput } from '../domain/rent-tool';
import { useToolInputs } from '../domain/use-tool-inputs';

export default function RentCalculatorPage() {
  const { values, set, reset } = useToolInputs('rent-calculator', RENT_SPECS, RENT_START);
  const r = useMemo(() => rentVsBuy(rentInput(values)), [values]);
  const chart = useMemo(
    () =>
      r && {
        x: r.years.map((y) => y.year),
        series: [
          { label: 'Renting: net cost', values: r.years.map((y) => y.rentNetCost), color: '#b54708' },
          { label: 'Buying: net cost', values: r.years.map((y) => y.buyNetCost), color: '#0b5cff' },
        ],
      },
    [r],
  );
  const last = r?.years.at(-1);

  return (
    <ToolPage
      title="Rent vs buy calculator"
      lead="Is it cheaper to rent this home or to buy it? The net cost of each, year by year, and when buying pulls ahead."
      inputsLabel="Rent and buy"
      onReset={reset}
      inputs={RENT_GROUPS.map((g) => (
        <Fragment key={g.title}>
          <h2 className="tl-group-title">{g.title}</h2>
          {g.keys.map((k) => (
            <NumberField
              key={k}
              spec={RENT_SPECS[k]}
              value={values[k]}
              onChange={(v) => set(k, v)}
              note={
                k === 'down' && values.down > values.price
                  ? 'More than the price: counted as the full price (no loan).'
                  : k === 'ret'
                    ? 'What the down payment and purchase costs would earn if you rented instead.'
                    : undefined
              }
            />
          ))}
        </Fragment>
      ))}
      summary={
        r && (
          <div className={r.breakEvenYear ? 'tl-hero tl-verdict-good' : 'tl-hero'}>
            <span>Over {values.years} years</span>
            <strong className="tl-hero-text" data-testid="rent-verdict">
              {r.breakEvenYear === null
                ? 'Renting costs less'
                : r.breakEvenYear === 1
                  ? 'Buying costs less from year 1'
                  : `Buying costs less from year ${r.breakEvenYear}`}
            </strong>
            <span className="tl-muted">
              {r.breakEvenYear === null
                ? `Buying does not catch up within ${values.years} years on these figures.`
                : `Break-even year ${r.breakEvenYear}: from then on, buying's net cost stays below renting's.`}
            </span>
          </div>
        )
      }
      results={
        r && last ? (
          <>
            <dl className="tl-tiles">
              <div>
                <dt>Renting, net cost</dt>
                <dd data-testid="rent-net">{rupees(last.rentNetCost)}</dd>
              </div>
              <div>
                <dt>Buying, net cost</dt>
                <dd data-testid="buy-net">{rupees(last.buyNetCost)}</dd>
              </div>
              <div>
                <dt>EMI</dt>
                <dd>{r.emi > 0 ? rupees(r.emi) : 'No loan'}</dd>
              </div>
            </dl>
            <p className="tl-muted">
              After {values.years} years the home would be worth {shortRupees(last.homeValue)} with{' '}
              {shortRupees(last.loanOwed)} of the loan still owed; you would have paid{' '}
              {shortRupees(last.buyPaid)} to buy, or {shortRupees(last.rentPaid)} in rent.
            </p>
            {chart && (
              <ChartSlot
                title="Net cost to date"
                x={chart.x}
                series={chart.series}
                xLabel="Year"
                formatY={shortRupees}
                tableNote="The table below has the same figures."
              />
            )}
            <div className="tl-table-wrap">
              <table className="tl-table" data-testid="rent-table">
                <caption>Net cost to the end of each year</caption>
                <thead>
                  <tr>
                    <th scope="col">Year</th>
                    <th scope="col">Renting</th>
                    <th scope="col">Buying</th>
                    <th scope="col">Cheaper</th>
                  </tr>
                </thead>
                <tbody>
                  {r.years.map((y) => (
                    <tr key={y.year}>
                      <th scope="row">{y.year}</th>
                      <td>{rupees(y.rentNetCost)}</td>
                      <td>{rupees(y.buyNetCost)}</td>
                      <td>{y.buyNetCost <= y.rentNetCost ? 'Buying' : 'Renting'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="tl-error" role="alert">
            Enter a rent, a price and a period to compare.
          </p>
        )
      }
      method={
        <>
          <p>
            <strong>Buying</strong>: you pay the down payment and stamp duty and registration at once, then
            the EMI on the rest. Net cost = everything paid so far − (the home&apos;s value − the loan still
            owed). The home grows in value by the yearly growth you set.
          </p>
          <p>
            <strong>Renting</strong>: rent rises by the yearly increase. You keep the down payment and
            purchase costs invested at the return you set, compounded yearly. Net cost = rent paid − what
            those savings earned.
          </p>
          <p>
            <strong>Break-even</strong>: the first year from which buying&apos;s net cost stays at or below
            renting&apos;s to the end of the period.
          </p>
          <p>
            Not included: maintenance and property tax, home-loan tax benefits, the cost of selling, and
            investing the monthly difference between EMI and rent. These figures are estimates from your own
            assumptions, not a forecast of prices.
          </p>
        </>
      }
    />
  );
}
