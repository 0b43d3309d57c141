/**
 * The repayment schedule as a table, one row per loan year; a year opens to its twelve months.
 * The chart above it is a picture of these figures; this table is what a screen reader reads.
 */
import { Fragment, useState } from 'react';
import type { ScheduleYear } from '@propai/api/domain/finance/amortisation';
import { rupees } from '../domain/money-text';

export function AmortisationTable({ years }: { years: ScheduleYear[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  return (
    <div className="tl-table-wrap">
      <table className="tl-table" data-testid="amortisation">
        <caption>Repayment schedule by year (open a year for its months)</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Principal</th>
            <th scope="col">Interest</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => {
            const expanded = open.has(y.year);
            return (
              <Fragment key={y.year}>
                <tr className="tl-year">
                  <th scope="row">
                    <button
                      type="button"
                      className="tl-expand"
                      aria-expanded={expanded}
                      aria-label={`Year ${y.year}: ${expanded ? 'hide' : 'show'} months`}
                      onClick={() => toggle(y.year)}
                    >
                      <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {y.year}
                    </button>
                  </th>
                  <td>{rupees(y.principal)}</td>
                  <td>{rupees(y.interest)}</td>
                  <td>{rupees(y.balance)}</td>
                </tr>
                {expanded &&
                  y.months.map((m) => (
                    <tr key={m.month} className="tl-month">
                      <th scope="row">Month {m.month}</th>
                      <td>{rupees(m.principal)}</td>
                      <td>{rupees(m.interest)}</td>
                      <td>{rupees(m.balance)}</td>
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
