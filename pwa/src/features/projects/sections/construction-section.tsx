import type { ConstructionSection, Items, Update } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { SectionFrame } from '../components/section-frame';
import { firstUpdates, overallProgress, PHASES, phaseFor } from '../domain/construction';

function Updates({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<Items<Update>>(projectRef, 'updates');
  if (query.status !== 'ready' || query.result.data.items.length === 0) return null;
  return (
    <div className="pd-updates">
      <h3 className="pd-card-title">Latest updates</h3>
      <ul>
        {firstUpdates(query.result.data.items).map((u, i) => (
          <li key={`${u.date ?? ''}-${i}`}>
            <time>{u.date}</time> <strong>{u.title ?? u.notes}</strong>
            {u.note && <p>{u.note}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ConstructionBlock({ projectRef }: { projectRef: string }) {
  const query = useProjectSection<ConstructionSection>(projectRef, 'construction');
  return (
    <SectionFrame
      id="construction"
      title="Construction status"
      query={query}
      empty="No construction data yet."
    >
      {(data) => {
        const phase = phaseFor(data.status);
        const current = PHASES.indexOf(phase);
        const overall = overallProgress(data.towers);
        return (
          <>
            <ol className="pd-stepper" aria-label="Construction phases">
              {PHASES.map((p, i) => (
                <li
                  key={p}
                  className={i < current ? 'done' : i === current ? 'current' : ''}
                  aria-current={i === current ? 'step' : undefined}
                >
                  <span className="pd-step-dot">{i + 1}</span>
                  <span className="pd-step-label">{p}</span>
                </li>
              ))}
            </ol>
            <p className="pd-overall">
              Overall progress <strong data-testid="overall-progress">{overall}%</strong>
              {data.status && <span className="pd-muted"> · {data.status}</span>}
            </p>
            {data.towers.length > 0 && (
              <ul className="pd-towers">
                {data.towers.map((t) => (
                  <li key={t.name}>
                    <span>{t.name}</span>
                    <span
                      className="pd-bar"
                      role="progressbar"
                      aria-label={`${t.name} construction progress`}
                      aria-valuenow={t.progressPct}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <span style={{ width: `${Math.max(0, Math.min(100, t.progressPct))}%` }} />
                    </span>
                    <strong>{t.progressPct}%</strong>
                  </li>
                ))}
              </ul>
            )}
            <dl className="pd-facts">
              {data.meta.constructionStart?.date && (
                <>
                  <dt>Started</dt>
                  <dd>{data.meta.constructionStart.date}</dd>
                </>
              )}
              {data.meta.towerConfiguration && (
                <>
                  <dt>Towers</dt>
                  <dd>{data.meta.towerConfiguration}</dd>
                </>
              )}
              {data.meta.totalUnits !== undefined && (
                <>
                  <dt>Total units</dt>
                  <dd>{data.meta.totalUnits}</dd>
                </>
              )}
            </dl>
            <Updates projectRef={projectRef} />
          </>
        );
      }}
    </SectionFrame>
  );
}
