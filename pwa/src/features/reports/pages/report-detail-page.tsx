import type { ReportDetail } from '@propai/api/wire';
import { IonContent, IonPage } from '@ionic/react';
import { Link, useParams } from 'react-router-dom';
import { PhotoGallery } from '../../../components/gallery/photo-gallery';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { SaveButton } from '../../../components/ui/save-button';
import { ShareButton } from '../../../components/ui/share-button';
import { formatDay } from '../../../lib/format';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { useIsActivePage } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportMeta } from '../components/report-meta';
import { ScoreBadge } from '../components/score-badge';
import { VoteButtons } from '../components/vote-buttons';
import '../reports.css';

function ReportBody({ report }: { report: ReportDetail }) {
  const projectRef = report.projectSlug ?? report.projectId;
  return (
    <article className="report-detail" data-testid="report-detail">
      <div className="report-card-top">
        {report.category && <span className="tag">{report.category}</span>}
        <ScoreBadge score={report.score} />
      </div>
      <h1 className="page-title">{report.title}</h1>
      <dl className="report-facts">
        <div>
          <dt>Project</dt>
          <dd>
            {projectRef ? (
              <Link to={`/projects/${encodeURIComponent(projectRef)}`} data-testid="report-project-link">
                {report.projectName ?? 'The project'}
              </Link>
            ) : (
              (report.projectName ?? '—')
            )}
          </dd>
        </div>
        <div>
          <dt>Developer</dt>
          <dd>
            {report.developerName ? (
              <Link to={`/reports/find?developer=${encodeURIComponent(report.developerName)}`}>
                {report.developerName}
              </Link>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{report.location ?? '—'}</dd>
        </div>
        <div>
          <dt>Reported</dt>
          <dd>{report.createdAt ? formatDay(report.createdAt) : '—'}</dd>
        </div>
      </dl>
      <ReportMeta report={report} />
      <p className="report-description">{report.description}</p>
      {report.evidencePhotos.length > 0 && (
        <section aria-label="Evidence photos" className="report-evidence">
          <h2>Evidence photos</h2>
          <PhotoGallery photos={report.evidencePhotos} title={report.title} />
        </section>
      )}
      <div className="report-detail-actions">
        <VoteButtons report={report} />
        <SaveButton type="report" id={report.id} name={report.title} variant="button" />
        <ShareButton
          title={report.title}
          url={`/reports/${encodeURIComponent(report.id)}`}
          text={`${report.title} — a community report on PropAI`}
        />
      </div>
    </article>
  );
}

/** /reports/{id}: the whole report (what the public may see), its votes, Save and Share. */
export default function ReportDetailPage() {
  const { id = '' } = useParams();
  const session = useFreshSession();
  const query = useFreshQuery<ReportDetail>(`/reports/${encodeURIComponent(id)}`, undefined, session);
  const report = query.status === 'ready' ? query.result.data : null;
  const notFound = query.status === 'error' && query.error.status === 404;
  usePageTitle(report?.title ?? (notFound ? 'Report not found' : 'Report'));
  useDocumentHead(
    {
      title: report?.title ?? 'Report',
      description: report
        ? `${report.category ?? 'Report'} about ${report.projectName ?? 'a project'}: ${report.description.slice(0, 150)}`
        : 'A community report on PropAI.',
      canonical: `/reports/${encodeURIComponent(id)}`,
    },
    useIsActivePage() && query.status !== 'loading',
  );
  return (
    <IonPage className="reports-page">
      <IonContent>
        <main className="page">
          <Link to="/reports" className="pd-back">
            ← All reports
          </Link>
          {query.status === 'loading' && <p className="report-wait">Loading the report…</p>}
          {notFound && (
            <div className="report-gone">
              <h1 className="page-title">Report not found</h1>
              <p className="page-lead">It may have been withdrawn, or the link is wrong.</p>
            </div>
          )}
          {query.status === 'error' && !notFound && (
            <ErrorBox message="Could not load this report." onRetry={query.retry} />
          )}
          {report && query.status === 'ready' && (
            <>
              <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
              <ReportBody report={report} />
            </>
          )}
        </main>
      </IonContent>
    </IonPage>
  );
}
