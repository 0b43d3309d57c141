import { useId, useState } from 'react';
import { APPLIED_MESSAGE, applyAdvancedJson, projectJson } from '../domain/advanced-json';
import type { EditorProject } from '../domain/editor-project';

interface AdvancedJsonPanelProps {
  project: EditorProject;
  onApply: (project: EditorProject) => void;
}

/**
 * 'Advanced: JSON Editor' (spec part 3 §2): the whole form as JSON. Apply replaces the form (not
 * saved until Save Changes); Reset shows the form's current JSON again, dropping what was typed.
 */
export function AdvancedJsonPanel({ project, onApply }: AdvancedJsonPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const show = () => {
    setText(projectJson(project));
    setNote(null);
    setOpen(true);
  };
  const apply = () => {
    const result = applyAdvancedJson(text, project);
    if (!result.ok) {
      setNote({ ok: false, text: result.message });
      return;
    }
    onApply(result.project);
    setText(projectJson(result.project));
    setNote({ ok: true, text: APPLIED_MESSAGE });
  };

  return (
    <section className="le-advanced" aria-labelledby={`${id}-title`}>
      <div className="le-advanced-head">
        <h2 className="le-advanced-title" id={`${id}-title`}>
          Advanced: JSON Editor
        </h2>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => (open ? setOpen(false) : show())}
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <div className="le-advanced-body" id={`${id}-body`}>
          <label className="visually-hidden" htmlFor={`${id}-text`}>
            Project JSON
          </label>
          <textarea
            id={`${id}-text`}
            className="le-json"
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="le-advanced-actions">
            <button type="button" className="btn" onClick={apply}>
              Apply to Form (Not Saved)
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setText(projectJson(project));
                setNote(null);
              }}
            >
              Reset to Current
            </button>
          </div>
          {note && (
            <p className={note.ok ? 'le-note' : 'le-error'} role={note.ok ? 'status' : 'alert'}>
              {note.text}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
