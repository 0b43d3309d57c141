import { formatArea } from '../../../lib/format';
import type { PaymentPlansSection, PricesSection } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';
import { formatCr, priceRows } from '../domain/price-signal';

export function PricingSection({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<PricesSection>(projectRef, 'prices');
  return (
    <SectionFrame id="pricing" title="Pricing" query={query} empty="No prices yet.">
      {(data) => {
        const rows = priceRows(data.devPrices, data.verifiedPrices);
        if (rows.length === 0) return null;
        return (
          <div className="pd-table-wrap">
            <table className="pd-table pd-table-stack">
              <thead>
                <tr>
                  <th>Size</th>
                  <th>Developer</th>
                  <th>Verified</th>
                  <th>Signal</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.sizeSqft}>
                    <td data-label="Size">{formatArea(r.sizeSqft)}</td>
                    <td data-label="Developer">{formatCr(r.dev)}</td>
                    <td data-label="Verified">
                      {formatCr(r.verified)}
                      {r.votesUp !== null && <small className="pd-votes"> ▲{r.votesUp}</small>}
                    </td>
                    <td
                      data-label="Signal"
                      className={`pd-signal pd-signal-${r.signal === '-' ? 'none' : r.signal.split(' ')[0]!.toLowerCase()}`}
                    >
                      {r.signal}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </SectionFrame>
  );
}

export function PaymentPlansBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<PaymentPlansSection>(projectRef, 'payment-plans');
  return (
    <SectionFrame
      id="payment-plans"
      title="Payment plans"
      query={query}
      empty="No payment plans yet."
      failed="Payment plans not available yet."
    >
      {(data) =>
        data.plans.length === 0 ? null : (
          <div className="pd-grid">
            {data.plans.map((plan) => (
              <div className="pd-card" key={plan.name}>
                <h3 className="pd-card-title">{plan.name}</h3>
                <ol className="pd-milestones">
                  {plan.milestones.map((m) => (
                    <li key={m.label}>
                      <span>{m.label}</span>
                      <strong>{m.percent}%</strong>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        )
      }
    </SectionFrame>
  );
}
