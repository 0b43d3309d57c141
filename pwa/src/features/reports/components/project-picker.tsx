/**
 * "Project": which project the report is about. Typing 2+ letters lists matching projects from
 * GET /api/projects/suggestions (projects only, 8 at most); a tap picks one. Opened from a project
 * page (`?project=<slug>`), the project is already chosen and its name read from
 * GET /api/projects/{idOrSlug}. "Change" clears the choice. Offline, the last answers read are used.
 */
import type { ProjectDetail, Suggestion } from '@propai/api/wire';
import { useEffect, useId, useState } from 'react';
import { useFreshQuery } from '../../../lib/use-fresh-query';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

interface ProjectPickerProps {
  projectId: string;
  label: string;
  error?: string;
  disabled: boolean;
  onPick: (projectId: string, label: string) => void;
}

export function ProjectPicker({ projectId, label, error, disabled, onPick }: ProjectPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setAsked(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text]);
  const suggestions = useFreshQuery<Suggestion[]>(
    !projectId && asked.length >= MIN_CHARS ? '/projects/suggestions' : null,
    { q: asked, limit: 8 },
  );
  // Chosen by `?project=` only: its name comes from the project itself.
  const detail = useFreshQuery<ProjectDetail>(
    projectId && !label ? `/projects/${encodeURIComponent(projectId)}` : null,
  );
  const named =
    label ||
    (detail.status === 'ready'
      ? [detail.result.data.name, detail.result.data.locality, detail.result.data.city]
          .filter(Boolean)
          .join(', ')
      : '');

  if (projectId) {
    return (
      <div className="post-field" data-field-error={error ? 'true' : undefined}>
        <span className="post-photos-title">Project</span>
        <div className="report-project-chosen" data-testid="report-project">
          <span>{named || (detail.status === 'error' ? projectId : 'Loading the project…')}</span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={disabled}
            onClick={() => onPick('', '')}
          >
            Change
          </button>
        </div>
        {error && <p className="post-field-error">{error}</p>}
      </div>
    );
  }

  const items =
    suggestions.status === 'ready' ? suggestions.result.data.filter((s) => s.type === 'project') : [];
  const showList = asked.length >= MIN_CHARS;
  return (
    <div className="post-field report-picker" data-field-error={error ? 'true' : undefined}>
      <label htmlFor={inputId}>Project</label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={showList && items.length > 0}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Type the project’s name"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
      />
      {showList && (
        <ul className="report-suggestions" id={listId} role="listbox" aria-label="Matching projects">
          {items.map((s) => (
            <li key={s.id} role="option" aria-selected="false">
              <button type="button" onClick={() => onPick(s.id, s.label)}>
                {s.label}
              </button>
            </li>
          ))}
          {suggestions.status === 'ready' && items.length === 0 && (
            <li className="post-hint">No project matches “{asked}”.</li>
          )}
          {suggestions.status === 'error' && (
            <li className="post-hint">Could not search projects. Check your connection.</li>
          )}
        </ul>
      )}
      <p className="post-hint">Reports are about one project on PropAI.</p>
      {error && <p className="post-field-error">{error}</p>}
    </div>
  );
}
