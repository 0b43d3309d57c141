/**
 * The modern editor's Editor tab (spec part 3 §2, §4, §5): the eleven section buttons, each a
 * JSON area with Pretty and Save; a dot on every changed section; Save sends only the changed
 * sections (PUT admin/modern-details, all or nothing on the server too) and clears the dots.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { getModernDetails, putModernDetails } from '../api/editors-api';
import {
  changedSections,
  MODERN_SECTION_NAMES,
  planSave,
  prettyText,
  type SectionName,
  type SectionTexts,
  textsFrom,
} from '../domain/modern-sections';
import { serverMessage } from '../domain/save-error';
import { bad, ok, type Status, StatusNote } from './status-note';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready' };

export function ModernSectionsEditor({ projectId, initial }: { projectId: string; initial: SectionName }) {
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [baseline, setBaseline] = useState<SectionTexts | null>(null);
  const [texts, setTexts] = useState<SectionTexts | null>(null);
  const [section, setSection] = useState<SectionName>(initial);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const fetchIt = useCallback(() => {
    setLoad({ status: 'loading' });
    getModernDetails(projectId).then(
      (details) => {
        const loaded = textsFrom(details);
        setBaseline(loaded);
        setTexts(loaded);
        setLoad({ status: 'ready' });
      },
      (e: unknown) => {
        console.warn('modern details failed', e);
        setLoad({ status: 'error' });
      },
    );
  }, [projectId]);
  useEffect(fetchIt, [fetchIt]);

  if (load.status === 'loading') return <p className="ed-hint">Loading…</p>;
  if (load.status === 'error' || !baseline || !texts)
    return (
      <div className="error-box" role="alert">
        <span>Could not load existing details.</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={fetchIt}>
          Retry
        </button>
      </div>
    );

  const changed = changedSections(baseline, texts);
  const edit = (text: string) => setTexts({ ...texts, [section]: text });

  async function save() {
    if (!texts || !baseline) return;
    const plan = planSave(changed, texts);
    if (!plan.ok) return setStatus(bad(plan.message));
    if (changed.length === 0) return setStatus({ tone: 'info', text: 'Nothing to update' });
    setBusy(true);
    try {
      await putModernDetails(projectId, plan.body);
      // The sent texts are now what the server has: their dots go.
      const next = { ...baseline };
      for (const name of changed) next[name] = texts[name];
      setBaseline(next);
      setStatus(ok('Saved!'));
    } catch (e) {
      console.error('modern details save failed', e);
      setStatus(bad(serverMessage(e) || 'Save failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ed-card" aria-labelledby={`${id}-t`}>
      <h2 className="visually-hidden" id={`${id}-t`}>
        Sections
      </h2>
      <div className="ed-sections" role="group" aria-label="Sections">
        {MODERN_SECTION_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={name === section}
            onClick={() => setSection(name)}
          >
            {name}
            {changed.includes(name) && (
              <>
                <span className="ed-dot" aria-hidden="true" />
                <span className="visually-hidden"> (changed)</span>
              </>
            )}
          </button>
        ))}
      </div>
      <label className="ed-field" htmlFor={`${id}-json`}>
        {section} JSON
      </label>
      <textarea
        id={`${id}-json`}
        className="ed-json"
        spellCheck={false}
        rows={16}
        value={texts[section]}
        onChange={(e) => edit(e.target.value)}
      />
      <div className="ed-actions">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => edit(prettyText(texts[section]))}
        >
          Pretty
        </button>
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        {changed.length > 0 && (
          <span className="ed-hint">
            {changed.length} changed: {changed.join(', ')}
          </span>
        )}
        <StatusNote status={status} />
      </div>
    </section>
  );
}
