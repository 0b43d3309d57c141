import { Link } from 'react-router-dom';
import { MODE_LABELS, MODES, type ViewMode } from '../../../components/floorplan-viewer/floorplan-key';

/** 2D / 3D / 360° as links that keep the key in the URL; the selected one is highlighted. */
export function ModeButtons({
  base,
  mode,
  planKey,
}: {
  base: string;
  mode: ViewMode;
  planKey: string | null;
}) {
  return (
    <div className="chip-row fp-modes" role="group" aria-label="View mode">
      {MODES.map((m) => (
        <Link
          key={m}
          replace
          className={`chip${m === mode ? ' is-active' : ''}`}
          aria-current={m === mode ? 'true' : undefined}
          to={`${base}?mode=${m}${planKey ? `&key=${encodeURIComponent(planKey)}` : ''}`}
        >
          {MODE_LABELS[m]}
        </Link>
      ))}
    </div>
  );
}
