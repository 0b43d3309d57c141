import type { Report } from '@propai/api/wire';
import { formatRelativeTime } from '../../../lib/format';

/** '3 min read' (description length / 200, rounded up) and '2w ago' (spec part 2 §9). */
export function ReportMeta({ report }: { report: Pick<Report, 'readingMinutes' | 'createdAt'> }) {
  return (
    <span className="report-meta">
      <span>{report.readingMinutes} min read</span>
      {report.createdAt && (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={report.createdAt}>{formatRelativeTime(report.createdAt)}</time>
        </>
      )}
    </span>
  );
}
