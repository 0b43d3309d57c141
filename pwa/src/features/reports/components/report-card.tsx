import type { Report } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { ReportMeta } from './report-meta';
import { ScoreBadge } from './score-badge';

/**
 * One report in a list: category, score, title (to /reports/{id}), the project (to
 * /projects/{slug}, its id when the slug is unknown), developer and place, votes, reading time
 * and age. The two links are siblings, never nested.
 */
export function ReportCard({ report }: { report: Report }) {
  return (
    <article className="report-card" data-testid="report-card">
      <div className="report-card-top">
        {report.category && <span className="tag">{report.category}</span>}
        <ScoreBadge score={report.score} />
      </div>
      <h2 className="report-card-title">
        <Link to={`/reports/${encodeURIComponent(report.id)}`}>{report.title}</Link>
      </h2>
      <p className="report-card-about">
        {(report.projectSlug ?? report.projectId) && report.projectName ? (
          <Link
            to={`/projects/${encodeURIComponent(report.projectSlug ?? report.projectId ?? '')}`}
            className="report-project-link"
          >
            {report.projectName}
          </Link>
        ) : (
          report.projectName
        )}
        {report.developerName && <span> · {report.developerName}</span>}
      </p>
      {report.location && <p className="report-card-place">{report.location}</p>}
      <p className="report-card-foot">
        <span aria-label={`${report.upVotes} up-votes, ${report.downVotes} down-votes`}>
          ▲ {report.upVotes} · ▼ {report.downVotes}
        </span>
        <ReportMeta report={report} />
      </p>
    </article>
  );
}
