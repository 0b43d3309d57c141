import type { FloorPlan } from './floorplan-types';

/** The flat vector drawing: room rectangles with names, and the walls. Also the 3D fallback. */
export function PlanVector({ plan }: { plan: FloorPlan }) {
  const xs = [...plan.rooms.flatMap((r) => [r.x, r.x + r.w]), ...plan.walls.flatMap((w) => [w.x1, w.x2])];
  const ys = [...plan.rooms.flatMap((r) => [r.y, r.y + r.d]), ...plan.walls.flatMap((w) => [w.y1, w.y2])];
  const w = Math.max(1, ...xs);
  const h = Math.max(1, ...ys);
  return (
    <svg
      className="fp-vector"
      viewBox={`-0.3 -0.3 ${w + 0.6} ${h + 0.6}`}
      role="img"
      aria-label="Floor plan drawing"
      data-testid="plan-vector"
    >
      {plan.rooms.map((r) => (
        <g key={`${r.name}-${r.x}-${r.y}`}>
          <rect x={r.x} y={r.y} width={r.w} height={r.d} className="fp-room" />
          <text
            x={r.x + r.w / 2}
            y={r.y + r.d / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            className="fp-room-label"
          >
            {r.name}
          </text>
        </g>
      ))}
      {plan.walls.map((l, i) => (
        <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} className="fp-wall" />
      ))}
    </svg>
  );
}
