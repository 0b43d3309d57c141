import { IonContent, IonPage } from '@ionic/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { OfflineNote } from '../../../components/ui/offline-note';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { DebugPanel } from '../components/debug-panel';
import { ModeButtons } from '../components/mode-buttons';
import { PlanView } from '../../../components/floorplan-viewer/plan-view';
import {
  lookupPlan,
  NO_KEY_TEXT,
  parseMode,
  resolvePlanKey,
} from '../../../components/floorplan-viewer/floorplan-key';
import type { FloorPlansAnswer } from '../../../components/floorplan-viewer/floorplan-types';
import '../../../components/ui/cards.css';
import '../../../components/floorplan-viewer/floorplan-viewer.css';
import '../floorplans.css';

/** /floorplan/:projectId?mode=2d|3d|360&key=… (spec part 3 §2, floor plan viewer). */
export default function FloorplanPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const mode = parseMode(params.get('mode'));
  usePageTitle('Floor plans');
  const project = useFreshQuery<{
    name?: string;
    floorPlanKey?: unknown;
    floor_plan_key?: unknown;
    floorplanKey?: unknown;
  }>(`/projects/${encodeURIComponent(projectId)}`);
  const plans = useFreshQuery<FloorPlansAnswer>(`/projects/${encodeURIComponent(projectId)}/floorplans`);
  // The plans answer carries the project's floorPlanKey, so the viewer works from it alone when the
  // detail is missing (offline, after a visit that read the project by slug rather than by id).
  const answer = plans.status === 'ready' ? plans.result.data : null;
  const source =
    project.status === 'ready' ? project.result.data : answer && { floorPlanKey: answer.floorPlanKey };
  const key = source
    ? resolvePlanKey({ query: { key: params.get('key'), plan: params.get('plan') }, project: source })
    : null;
  const registry = answer?.items ?? [];
  const waiting = plans.status === 'loading' || (project.status === 'loading' && !answer);
  const plan = lookupPlan(registry, key);
  return (
    <IonPage>
      <IonContent>
        <main className="page fp-page">
          <Link to={`/projects/${projectId}`} className="pd-back">
            ← Back to project
          </Link>
          <h1 className="page-title">
            {project.status === 'ready' ? `${project.result.data.name ?? ''} floor plans` : 'Floor plans'}
          </h1>
          <ModeButtons base={`/floorplan/${projectId}`} mode={mode} planKey={params.get('key') ?? key} />
          {plans.status === 'ready' && (
            <OfflineNote fromCache={plans.result.fromCache} fetchedAt={plans.result.fetchedAt} />
          )}
          {waiting && (
            <div className="page-loading" role="status">
              <span className="page-loading-spinner" aria-hidden="true" />
              Loading…
            </div>
          )}
          {plans.status === 'error' && <p className="error-box">Failed to load project.</p>}
          {answer && !waiting && (
            <>
              {/* A project without plans says so; the spec's key texts stay for URLs that name no
                  or an unknown plan of a project that has some. */}
              {registry.length === 0 && <p className="fp-empty">This project has no floor plans yet.</p>}
              {registry.length > 0 && !key && <p className="fp-empty">{NO_KEY_TEXT}</p>}
              {registry.length > 0 && key && !plan && (
                <p className="fp-empty">No floor plan found for “{key}”.</p>
              )}
              {plan && (
                <>
                  <p className="pd-muted">
                    {[
                      plan.typology,
                      plan.tower,
                      plan.carpetAreaSqft ? `${plan.carpetAreaSqft} sq.ft carpet` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <PlanView plan={plan} mode={mode} height="78vh" />
                </>
              )}
              {registry.length > 1 && (
                <div className="chip-row">
                  {registry.map((p) => (
                    <Link
                      key={p.key}
                      replace
                      className={`chip${p.key === plan?.key ? ' is-active' : ''}`}
                      to={`/floorplan/${projectId}?mode=${mode}&key=${encodeURIComponent(p.key)}`}
                    >
                      {p.typology ?? p.key}
                    </Link>
                  ))}
                </div>
              )}
              {/* The spec's debug panel is a developer's tool: development builds only. */}
              {import.meta.env.DEV && <DebugPanel incoming={key} keys={registry.map((p) => p.key)} />}
            </>
          )}
        </main>
      </IonContent>
    </IonPage>
  );
}
