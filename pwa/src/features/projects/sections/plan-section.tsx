import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PlanView } from '../../../components/floorplan-viewer/plan-view';
import { ModeButtonsInline } from '../components/mode-inline';
import { lookupPlan, NO_KEY_TEXT, type ViewMode } from '../../../components/floorplan-viewer/floorplan-key';
import type { FloorPlansAnswer } from '../../../components/floorplan-viewer/floorplan-types';
import type { ProjectDetail } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import '../../../components/floorplan-viewer/floorplan-viewer.css';

/** The embedded plan view (60vh) with a link to the full viewer. */
export default function PlanSection({ project }: { project: ProjectDetail }) {
  const query = useProjectSection<FloorPlansAnswer>(project.id, 'floorplans');
  const [mode, setMode] = useState<ViewMode>('2d');
  const answer = query.status === 'ready' ? query.result.data : null;
  const plan = answer ? (lookupPlan(answer.items, answer.floorPlanKey) ?? answer.items[0] ?? null) : null;
  return (
    <section
      className="pd-section"
      id="floor-plan"
      data-testid="section-floor-plan"
      aria-labelledby="fp-title"
    >
      <h2 className="pd-section-title" id="fp-title">
        Floor plan
      </h2>
      {query.status === 'loading' && <p className="pd-muted">Loading…</p>}
      {answer && !plan && (
        <p className="pd-muted">{answer.items.length ? NO_KEY_TEXT : 'No floor plans yet.'}</p>
      )}
      {plan && (
        <>
          <ModeButtonsInline mode={mode} onChange={setMode} />
          <PlanView plan={plan} mode={mode} height="60vh" />
          <Link to={`/floorplan/${project.id}?mode=${mode}&key=${encodeURIComponent(plan.key)}`}>
            Open the floor-plan viewer
          </Link>
        </>
      )}
    </section>
  );
}
