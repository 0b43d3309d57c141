import type { ProjectDetail } from '@propai/api/wire';
import { IonContent, IonPage } from '@ionic/react';
import { Link, useParams } from 'react-router-dom';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportPages } from '../api/use-report-pages';
import { ReportList } from '../components/report-list';
import '../reports.css';

/** /projects/{id}/reports and /project/{id}/reports: one project's published reports, newest first. */
export default function ProjectReportsPage() {
  const { id = '' } = useParams();
  const ref = encodeURIComponent(id);
  const project = useFreshQuery<ProjectDetail>(`/projects/${ref}`);
  const name = project.status === 'ready' ? (project.result.data.name ?? null) : null;
  const pages = useReportPages(`/projects/${ref}/reports`, { sort: 'recent' });
  const notFound = pages.first.status === 'error' && pages.first.error.status === 404;
  const title = notFound ? 'Project not found' : name ? `Reports on ${name}` : 'Project reports';
  usePageTitle(title);
  return (
    <IonPage className="reports-page">
      <IonContent>
        <main className="page">
          <Link to={`/projects/${ref}`} className="pd-back">
            ← {name ?? 'Back to the project'}
          </Link>
          <header className="page-head">
            <p className="page-eyebrow">Community reports</p>
            <h1 className="page-title">{title}</h1>
          </header>
          <div className="report-actions">
            <Link to={`/report-project?project=${ref}`} className="btn btn-sm">
              Submit a Report
            </Link>
          </div>
          {notFound ? (
            <p className="empty-text">There is no project at this address.</p>
          ) : (
            <ReportList
              pages={pages}
              what="this project's reports"
              emptyText={`No community reports about ${name ?? 'this project'} yet.`}
            />
          )}
        </main>
      </IonContent>
    </IonPage>
  );
}
