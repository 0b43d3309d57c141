import { Link } from 'react-router-dom';
import { formatIndianNumber } from '../../../lib/format';
import type { Alert, DeveloperSection, Items, LivingSection } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';

export const BUYER_CARDS = 6;

export function DeveloperBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<DeveloperSection>(projectRef, 'developer');
  return (
    <SectionFrame
      id="developer"
      title="Developer transparency"
      query={query}
      empty="No developer record yet."
    >
      {(d) => (
        <>
          <p className="pd-overall">
            {d.name}
            {d.trustScore !== null && (
              <>
                {' '}
                · Trust score <strong data-testid="trust-score">{d.trustScore}/100</strong>
              </>
            )}
          </p>
          {(d.foundedYear ?? d.headquarters) && (
            <p className="pd-muted">
              {d.foundedYear && `Since ${d.foundedYear}`}
              {d.headquarters && ` · ${d.headquarters}`}
              {d.projectCount !== null && ` · ${d.projectCount} projects listed`}
            </p>
          )}
          {d.past.length > 0 && (
            <div className="pd-table-wrap">
              <table className="pd-table pd-table-stack">
                <thead>
                  <tr>
                    <th>Past project</th>
                    <th>Year</th>
                    <th>Status</th>
                    <th>Delay</th>
                    <th>Occupancy</th>
                  </tr>
                </thead>
                <tbody>
                  {d.past.map((p) => (
                    <tr key={`${p.name}-${p.year}`}>
                      <td data-label="Past project">{p.name}</td>
                      <td data-label="Year">{p.year}</td>
                      <td data-label="Status">{p.status}</td>
                      <td data-label="Delay">{p.delayMonths} mo</td>
                      <td data-label="Occupancy">{p.occupancyPct}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {d.slug && d.past.length > 0 && (
            <p className="pd-muted">
              <Link
                to={`/past-projects?developer=${encodeURIComponent(d.slug)}`}
                data-testid="delivery-record-link"
              >
                Their delivery record: promised against actual possession
              </Link>
            </p>
          )}
        </>
      )}
    </SectionFrame>
  );
}

export function BuyersBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<Items<{ unit: string; month: string }>>(projectRef, 'buyers');
  return (
    <SectionFrame id="buyers" title="Buyers" query={query} empty="No buyer records yet.">
      {(b) =>
        b.items.length === 0 ? null : (
          <div className="pd-grid pd-grid-3">
            {b.items.slice(0, BUYER_CARDS).map((x, i) => (
              <div className="pd-card pd-card-sm" key={`${x.unit}-${i}`}>
                <strong>{x.unit}</strong>
                <span className="pd-muted">Booked {x.month}</span>
              </div>
            ))}
          </div>
        )
      }
    </SectionFrame>
  );
}

export function LivingBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<LivingSection>(projectRef, 'living');
  return (
    <SectionFrame id="living" title="Living experience" query={query} empty="No living data yet.">
      {(l) => (
        <>
          {l.unitMix.length > 0 && (
            <ul className="pd-towers">
              {l.unitMix.map((u) => (
                <li key={u.type}>
                  <span>{u.type}</span>
                  <span className="pd-bar">
                    <span style={{ width: `${u.percentage}%` }} />
                  </span>
                  <strong>{u.percentage}%</strong>
                </li>
              ))}
            </ul>
          )}
          {l.amenities.length > 0 && (
            <div className="pd-chips">
              {l.amenities.map((a) => (
                <span className="tag" key={a}>
                  {a}
                </span>
              ))}
            </div>
          )}
          <dl className="pd-facts">
            {l.maintenance && (
              <>
                <dt>Maintenance</dt>
                <dd>
                  {l.maintenance.amount !== undefined &&
                    `₹${formatIndianNumber(l.maintenance.amount)} ${l.maintenance.unit ?? ''}`}
                  {l.maintenance.agency && ` · ${l.maintenance.agency}`}
                </dd>
              </>
            )}
            {l.society && (
              <>
                <dt>RWA registered</dt>
                <dd>{l.society.rwaRegistered ? 'Yes' : 'No'}</dd>
                <dt>Handed over</dt>
                <dd>{l.society.handedOver ? 'Yes' : 'No'}</dd>
              </>
            )}
          </dl>
        </>
      )}
    </SectionFrame>
  );
}

export function AlertsBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<Items<Alert>>(projectRef, 'alerts');
  return (
    <SectionFrame id="alerts" title="Alerts" query={query} empty="No alerts yet.">
      {(a) =>
        a.items.length === 0 ? null : (
          <ul className="pd-alerts">
            {a.items.map((x, i) => (
              <li key={`${x.title}-${i}`} className={`pd-alert pd-alert-${x.type.toLowerCase()}`}>
                <span className="pd-alert-type">{x.type}</span>
                <div>
                  <strong>{x.title}</strong>
                  {x.detail && <p>{x.detail}</p>}
                  {x.date && <time>{x.date}</time>}
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </SectionFrame>
  );
}
