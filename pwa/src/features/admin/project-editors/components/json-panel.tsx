import { useId, useState } from 'react';
import { type Status, StatusNote } from './status-note';

interface JsonPanelProps {
  title: string;
  /** The text to start from (the section as the server has it, pretty-printed). */
  initial: string;
  /** A line under the title: what the panel takes. */
  hint?: string;
  /** Saves the text; answers the status to show. */
  onSave: (text: string) => Promise<Status>;
  rows?: number;
}

/** One of the Admin Editor's JSON panels: a labelled text area and its own Save. */
export function JsonPanel({ title, initial, hint, onSave, rows = 10 }: JsonPanelProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  async function save() {
    setBusy(true);
    setStatus(null);
    setStatus(await onSave(text));
    setBusy(false);
  }
  return (
    <section className="ed-card" aria-labelledby={`${id}-t`}>
      <h2 className="ed-card-title" id={`${id}-t`}>
        {title}
      </h2>
      {hint && <p className="ed-hint">{hint}</p>}
      <label className="visually-hidden" htmlFor={`${id}-json`}>
        {title} JSON
      </label>
      <textarea
        id={`${id}-json`}
        className="ed-json"
        spellCheck={false}
        rows={rows}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="ed-actions">
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <StatusNote status={status} />
      </div>
    </section>
  );
}
