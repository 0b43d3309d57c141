/** One delivered project: promised against actual possession, the delay, the units and how full. */
import type { DeliveredProject } from '@propai/api/wire';
import { formatIndianNumber } from '../../../lib/format';
import { delayText, delayTone, monthText } from './past-params';

export function DeliveryCard({ d }: { d: DeliveredProject }) {
  const place = [d.locality, d.city].filter(Boolean).join(', ');
  return (
    <article className="pp-item" data-testid="delivery">
      <header>
        <h3>{d.name}</h3>
        <span className={`pp-delay pp-${delayTone(d.delayMonths)}`} data-testid="delivery-delay">
          {delayText(d.delayMonths)}
        </span>
      </header>
      <p className="pl-muted">
        by {d.developer}
        {place && ` · ${place}`}
      </p>
      <dl className="pp-facts">
        <div>
          <dt>Promised</dt>
          <dd>{monthText(d.promised) ?? 'Not recorded'}</dd>
        </div>
        <div>
          <dt>Handed over</dt>
          <dd>{monthText(d.handedOver) ?? String(d.year)}</dd>
        </div>
        <div>
          <dt>Occupancy</dt>
          <dd>{d.occupancyPct === null ? 'Not recorded' : `${d.occupancyPct} %`}</dd>
        </div>
        <div>
          <dt>Units</dt>
          <dd>{d.units === null ? 'Not recorded' : formatIndianNumber(d.units)}</dd>
        </div>
      </dl>
    </article>
  );
}
