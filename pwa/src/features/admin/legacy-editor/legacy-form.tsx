/**
 * The legacy editor's form (spec part 3 §2): 'Edit Project' with Cancel and Save Changes, the
 * fifteen tabs, and the advanced JSON editor. Holds the form state; loading, saving and where to go
 * afterwards belong to legacy-editor.tsx, so this part is tested with a plain `onSave`.
 */
import { useId, useState } from 'react';
import { AdvancedJsonPanel } from './components/advanced-json-panel';
import { TabStrip } from './components/tab-strip';
import type { EditorProject } from './domain/editor-project';
import { tabForPath, tabsWithErrors } from './domain/error-tabs';
import { type Json, changedSaveBody, saveProblem } from './domain/save-body';
import { LEGACY_TABS, type LegacyTabKey } from './domain/value-lists';
import { TAB_PANELS } from './tabs/tab-panels';
import type { TabProps } from './tabs/tab-props';

export const SAVED_MESSAGE = 'Project updated successfully!';
export const FAILED_PREFIX = 'Failed to update project: ';

/** What a refused save reports: the server's sentence and, for a 400, a message per field path. */
export interface SaveFailure {
  message: string;
  fields?: Record<string, string>;
}

interface LegacyFormProps {
  initial: EditorProject;
  /** Gets the changed parts (and the name); resolves when saved, rejects with a SaveFailure otherwise. */
  onSave: (body: Record<string, Json>) => Promise<void>;
  onCancel: () => void;
  /** 1 on its own page, 2 inside the modern editor's page. */
  headingLevel?: 1 | 2;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; text: string };

const failureOf = (error: unknown): SaveFailure => {
  const e = error as Partial<SaveFailure> | null;
  const message = typeof e?.message === 'string' && e.message ? e.message : 'Something went wrong.';
  return { message, fields: e?.fields && typeof e.fields === 'object' ? e.fields : undefined };
};

export function LegacyForm({ initial, onSave, onCancel, headingLevel = 1 }: LegacyFormProps) {
  const id = useId();
  const [project, setProject] = useState(initial);
  const [tab, setTab] = useState<LegacyTabKey>('basic');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const set: TabProps['set'] = (key, value) => setProject((p) => ({ ...p, [key]: value }));

  async function save() {
    if (status.kind === 'saving') return;
    const problem = saveProblem(project);
    if (problem) {
      setErrors({ name: problem });
      setTab('basic');
      setStatus({ kind: 'failed', text: problem });
      return;
    }
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      await onSave(changedSaveBody(project, initial));
      setStatus({ kind: 'saved' });
    } catch (error) {
      const failure = failureOf(error);
      const fields = failure.fields ?? {};
      setErrors(fields);
      const first = Object.keys(fields)
        .map(tabForPath)
        .find((t) => t !== null);
      if (first) setTab(first);
      setStatus({ kind: 'failed', text: FAILED_PREFIX + failure.message });
    }
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const PanelHeading = headingLevel === 1 ? 'h2' : 'h3';
  const Panel = TAB_PANELS[tab];
  const tabLabel = LEGACY_TABS.find((t) => t.key === tab)?.label ?? '';
  return (
    <div className="le-editor" data-testid="legacy-editor">
      <header className="le-head">
        <div className="le-head-text">
          <Heading className="le-title">Edit Project</Heading>
          <p className="le-subtitle">{project.name.trim() || 'Untitled project'}</p>
        </div>
        <div className="le-head-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="btn"
            disabled={status.kind === 'saving'}
            onClick={() => void save()}
          >
            {status.kind === 'saving' ? 'Saving…' : 'Save Changes'}
          </button>
        </div>
      </header>
      {status.kind === 'saved' && (
        <p className="le-banner le-banner-ok" role="status">
          {SAVED_MESSAGE}
        </p>
      )}
      {status.kind === 'failed' && (
        <p className="le-banner le-banner-error" role="alert">
          {status.text}
        </p>
      )}
      <div className="le-body">
        <TabStrip value={tab} onChange={setTab} flagged={tabsWithErrors(Object.keys(errors))} idPrefix={id} />
        <section
          className="le-panel"
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          data-testid={`legacy-tab-${tab}`}
        >
          <PanelHeading className="le-panel-title">{tabLabel}</PanelHeading>
          <div className="le-grid">
            <Panel p={project} set={set} errors={errors} />
          </div>
        </section>
      </div>
      <AdvancedJsonPanel project={project} onApply={setProject} />
    </div>
  );
}
