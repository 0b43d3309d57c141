import type { ReportSummary } from '@propai/api/wire';
import { ErrorBox } from '../../../components/ui/error-box';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { formatIndianNumber } from '@propai/api/domain/format/display';

/** The three tiles (spec part 2 §2), counted by the API over every published report. */
export function SummaryTiles() {
  const q = useFreshQuery<ReportSummary>('/reports/summary');
  if (q.status === 'error')
    return <ErrorBox message="Could not load the report summary." onRetry={q.retry} />;
  const s = q.status === 'ready' ? q.result.data : null;
  const tile = (label: string, value: number | undefined, id: string) => (
    <div className="report-tile" data-testid={id}>
      <strong>{value === undefined ? '–' : formatIndianNumber(value)}</strong>
      <span>{label}</span>
    </div>
  );
  return (
    <section className="report-tiles" aria-label="Report summary" aria-busy={!s}>
      {tile('Active reports', s?.activeReports, 'tile-reports')}
      {tile('Total upvotes', s?.totalUpvotes, 'tile-upvotes')}
      {tile('Developers', s?.developers, 'tile-developers')}
    </section>
  );
}
