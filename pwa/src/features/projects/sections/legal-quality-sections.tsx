import type { LegalSection, QualityAudit, QualitySection } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';

const List = ({ items }: { items: string[] }) =>
  items.length ? (
    <ul className="pd-list">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  ) : (
    <p className="pd-muted">None recorded.</p>
  );

export function LegalBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<LegalSection>(projectRef, 'legal');
  return (
    <SectionFrame id="legal" title="Legal" query={query} empty="No legal data yet.">
      {(l) => (
        <>
          <dl className="pd-facts">
            <dt>RERA number</dt>
            <dd data-testid="rera-number">{l.rera?.number ?? l.reraId ?? 'Not registered'}</dd>
            <dt>Expiry</dt>
            <dd>{l.rera?.expiry ?? '-'}</dd>
            <dt>Status</dt>
            <dd className="pd-cap">{l.rera?.status ?? '-'}</dd>
            <dt>Encumbrance</dt>
            <dd>{l.encumbrance ?? '-'}</dd>
          </dl>
          <h3 className="pd-card-title">Approvals</h3>
          <List items={l.approvals} />
          <h3 className="pd-card-title">Certificates</h3>
          <List items={l.certificates} />
          <h3 className="pd-card-title">Litigations</h3>
          {l.litigations.length ? (
            <ul className="pd-list">
              {l.litigations.map((x) => (
                <li key={x.case}>
                  <strong>{x.case}</strong> · {x.court} · {x.status} (filed {x.filed})
                </li>
              ))}
            </ul>
          ) : (
            <p className="pd-muted">No litigations recorded.</p>
          )}
        </>
      )}
    </SectionFrame>
  );
}

function Audits({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<{ reports: QualityAudit[] }>(projectRef, 'quality-audits');
  if (query.status === 'error') return <p className="pd-muted">Could not load quality audits.</p>;
  if (query.status !== 'ready') return null;
  const reports = query.result.data.reports;
  return (
    <>
      <h3 className="pd-card-title">Quality audits</h3>
      {reports.length === 0 ? (
        <p className="pd-muted">No quality audits yet.</p>
      ) : (
        <ul className="pd-list">
          {reports.map((r, i) => (
            <li key={`${r.title}-${i}`}>
              <strong>{r.title}</strong> {r.status && <span className="tag">{r.status}</span>}{' '}
              {r.date && <time>{r.date}</time>}
              {r.note && <p>{r.note}</p>}
              {r.files?.map((f) => (
                <a key={f.url} href={f.url} target="_blank" rel="noreferrer">
                  {f.name}
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function QualityBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<QualitySection>(projectRef, 'quality');
  return (
    <SectionFrame id="quality" title="Materials & quality" query={query} empty="No quality data yet.">
      {(q) => (
        <>
          <dl className="pd-facts">
            {Object.entries(q.materials).map(([material, brand]) => (
              <div key={material} className="pd-fact-pair">
                <dt className="pd-cap">{material}</dt>
                <dd>{brand}</dd>
              </div>
            ))}
          </dl>
          {q.sustainability.length > 0 && (
            <>
              <h3 className="pd-card-title">Sustainability</h3>
              <List items={q.sustainability} />
            </>
          )}
          {q.audits.length > 0 && (
            <>
              <h3 className="pd-card-title">Third-party checks</h3>
              <List items={q.audits.map((a) => `${a.title} — ${a.agency}`)} />
            </>
          )}
          <Audits projectRef={projectRef} />
        </>
      )}
    </SectionFrame>
  );
}
