/**
 * /projects/:id/admin — the Admin Editor (spec part 3 §2; admin-guarded in the route table, and
 * every call it makes is admin-only on the server): the project's name, links to the modern
 * editor and the public page, the Financial Safety & Escrow panel, the four JSON panels, the
 * quality-audit editor and the change history with its revert.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { AdminPanels } from '../project-editors/components/admin-panels';
import { ChangeHistory } from '../project-editors/components/change-history';
import { EscrowPanel } from '../project-editors/components/escrow-panel';
import { QualityAuditEditor } from '../project-editors/components/quality-audit-editor';
import { useSnapshot } from '../project-editors/components/use-snapshot';
import '../project-editors/components/editors.css';

export default function ProjectAdminPage() {
  const { id } = useParams();
  const { load, reload } = useSnapshot(id);
  // A save reloads what the other panels show (escrow, history); a revert also refetches the
  // snapshot, whose new generation refills the JSON panels.
  const [saved, setSaved] = useState(0);
  const bump = () => setSaved((n) => n + 1);

  if (load.status === 'missing')
    return (
      <PageLayout
        title="Project Not Found"
        eyebrow="Admin"
        lead="The project you're looking for doesn't exist."
      >
        <div className="message-actions">
          <Link to="/admin/projects" className="btn">
            All projects
          </Link>
        </div>
      </PageLayout>
    );
  if (load.status !== 'ready')
    return (
      <PageLayout title="Project admin" eyebrow="Admin">
        {load.status === 'loading' && (
          <p className="ed-loading" role="status">
            <span className="page-loading-spinner" aria-hidden="true" /> Loading project data...
          </p>
        )}
        {load.status === 'error' && <ErrorBox message={load.message} onRetry={reload} />}
      </PageLayout>
    );

  const project = load.project;
  const ref = encodeURIComponent(project.id);
  const name = project.name ?? 'Untitled project';
  return (
    <PageLayout title={name} documentTitle={`Edit ${name}`} eyebrow="Admin · Project editor">
      <nav className="ed-links" aria-label="Project">
        <Link to={`/modern-admin-editor/${ref}`} className="btn btn-sm">
          Modern editor
        </Link>
        <Link
          to={`/projects/${encodeURIComponent(project.slug ?? project.id)}`}
          className="btn btn-sm btn-outline"
        >
          View project page
        </Link>
        <Link to="/admin/projects" className="btn btn-sm btn-outline">
          All projects
        </Link>
      </nav>
      <div className="ed-grid">
        <EscrowPanel projectId={project.id} version={saved} onSaved={bump} />
        <AdminPanels key={load.generation} project={project} onSaved={bump} />
        <QualityAuditEditor key={`qa-${load.generation}`} projectId={project.id} onSaved={bump} />
        <ChangeHistory
          projectId={project.id}
          version={saved}
          onReverted={() => {
            reload();
            bump();
          }}
        />
      </div>
    </PageLayout>
  );
}
