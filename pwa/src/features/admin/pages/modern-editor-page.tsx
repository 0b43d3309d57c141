/**
 * /modern-admin-editor/:projectId (spec part 3 §2 "Modern admin editor"; admin-guarded in the
 * route table and on the server): `?tab=editor|costSheet` kept in the URL (`?tab=escrow`, the
 * escrow panel's link, opens the editor on the escrow section), and a toggle for the legacy form
 * editor, loaded only when asked for.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { ToggleChips } from '../../../components/ui/toggle-chips';
import { CostSheetEditor } from '../project-editors/components/cost-sheet-editor';
import { ModernSectionsEditor } from '../project-editors/components/modern-sections-editor';
import { useSnapshot } from '../project-editors/components/use-snapshot';
import { isSectionName } from '../project-editors/domain/modern-sections';
import '../project-editors/components/editors.css';

const LegacyProjectEditor = lazy(() => import('../legacy-editor/legacy-editor'));

const TABS = [
  { value: 'editor', label: 'Editor' },
  { value: 'costSheet', label: 'Cost Sheet' },
];

export default function ModernEditorPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'costSheet' ? 'costSheet' : 'editor';
  const [legacy, setLegacy] = useState(false);
  const ref = encodeURIComponent(projectId);
  // The project's name for the heading's lead line; the editors load their own data.
  const { load } = useSnapshot(projectId);
  const lead =
    load.status === 'ready'
      ? `Section by section, for ${load.project.name ?? 'this project'}.`
      : load.status === 'missing'
        ? "The project you're looking for doesn't exist."
        : 'Section by section.';

  return (
    <PageLayout title="Project editor" eyebrow="Admin" lead={lead}>
      <nav className="ed-links" aria-label="Project">
        <Link to={`/projects/${ref}/admin`} className="btn btn-sm btn-outline">
          Admin Editor
        </Link>
        <Link to={`/projects/${ref}`} className="btn btn-sm btn-outline">
          View project page
        </Link>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-pressed={legacy}
          onClick={() => setLegacy(!legacy)}
        >
          {legacy ? 'Hide legacy editor' : 'Show legacy editor'}
        </button>
      </nav>
      <ToggleChips
        label="Editor tab"
        className="ed-tabs"
        options={TABS}
        value={tab}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
      />
      <div className="ed-grid">
        <div className="ed-wide">
          {tab === 'editor' ? (
            <ModernSectionsEditor projectId={projectId} initial={isSectionName(asked) ? asked : 'hero'} />
          ) : (
            <CostSheetEditor projectId={projectId} />
          )}
        </div>
        {legacy && (
          <div className="ed-wide">
            <Suspense fallback={<p className="ed-hint">Loading the legacy editor…</p>}>
              <LegacyProjectEditor projectId={projectId} />
            </Suspense>
          </div>
        )}
      </div>
    </PageLayout>
  );
}
