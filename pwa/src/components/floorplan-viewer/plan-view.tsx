import { lazy, Suspense, useCallback, useState } from 'react';
import type { FloorPlan } from './floorplan-types';
import type { ViewMode } from './floorplan-key';
import { hasVectorData } from './floorplan-key';
import { PlanVector } from './plan-vector';
import { webglAvailable } from './webgl';

// three.js only loads when someone opens 3D or 360°, so it never enters the entry bundle.
const Plan3d = lazy(() => import('./plan-3d'));
const Panorama360 = lazy(() => import('./panorama-360'));

function Plan2d({ plan }: { plan: FloorPlan }) {
  const [broken, setBroken] = useState(false);
  if (!plan.imageUrl || broken) return hasVectorData(plan) ? <PlanVector plan={plan} /> : null;
  return (
    <img
      className="fp-image"
      src={plan.imageUrl}
      alt={`Floor plan ${plan.key}`}
      onError={() => setBroken(true)}
      data-testid="plan-image"
    />
  );
}

/** The plan in one mode (spec part 3): 2D image, a real 3D model (or the vector fallback), or 360°. */
export function PlanView({ plan, mode, height }: { plan: FloorPlan; mode: ViewMode; height: string }) {
  const [glFailed, setGlFailed] = useState(false);
  const fail = useCallback(() => setGlFailed(true), []);
  // Only a 3D or 360° view needs WebGL: the 2D plan never asks (webgl.ts).
  const gl = mode !== '2d' && !glFailed && webglAvailable();
  let body;
  if (mode === '2d') body = <Plan2d plan={plan} />;
  else if (mode === '3d')
    body = gl ? (
      <Plan3d plan={plan} onFail={fail} />
    ) : (
      <div className="fp-fallback" data-testid="plan-3d-fallback">
        <PlanVector plan={plan} />
        <p className="pd-muted">
          3D needs WebGL, which this browser does not offer; showing the flat drawing.
        </p>
      </div>
    );
  else if (!plan.panoramaUrl) body = <p className="fp-empty">No 360° view for this plan yet.</p>;
  else
    body = gl ? (
      <Panorama360 url={plan.panoramaUrl} onFail={fail} />
    ) : (
      <img className="fp-image" src={plan.panoramaUrl} alt="360° panorama (flat, WebGL unavailable)" />
    );
  return (
    <div className="fp-stage" style={{ height }} data-mode={mode}>
      <Suspense fallback={<p className="pd-muted">Loading 3D…</p>}>{body}</Suspense>
    </div>
  );
}
