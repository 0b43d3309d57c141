import { MODE_LABELS, MODES, type ViewMode } from '../../../components/floorplan-viewer/floorplan-key';

/** Mode buttons for the embedded plan, which keeps its mode in state (the page URL is the project's). */
export function ModeButtonsInline({ mode, onChange }: { mode: ViewMode; onChange: (m: ViewMode) => void }) {
  return (
    <div className="chip-row fp-modes" role="group" aria-label="View mode">
      {MODES.map((m) => (
        <button key={m} type="button" className="chip" aria-pressed={m === mode} onClick={() => onChange(m)}>
          {MODE_LABELS[m]}
        </button>
      ))}
    </div>
  );
}
