import { REPORTS_HEAD } from '@propai/api/domain/pages/page-heads';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { reportTabQuery } from '../api/report-tab-query';
import { useReportPages } from '../api/use-report-pages';
import { ReportList } from './report-list';
import { isReportTab, type ReportTab, ReportTabs } from './report-tabs';
import { SummaryTiles } from './summary-tiles';
import '../reports.css';

interface ReportFeedProps {
  title: string;
  lead: string;
  /** Only reports of the last N days on every tab (the weekly page). */
  sinceDays?: number;
}

/**
 * /reports and /reports/weekly: the summary tiles, the three tabs (kept in `?tab=` so Back and a
 * shared link keep them), and the tab's list; changing the tab reloads the list.
 */
export function ReportFeed({ title, lead, sinceDays }: ReportFeedProps) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ReportTab = isReportTab(raw) ? raw : 'top';
  const pages = useReportPages('/reports', reportTabQuery(tab, sinceDays));
  const empty: Record<ReportTab, string> = {
    top: 'No report has a score of 5 or more yet.',
    recent: 'No reports yet.',
    trending: 'No reports in the last 3 months.',
  };
  return (
    <PageLayout title={title} eyebrow={REPORTS_HEAD.eyebrow} lead={lead} className={REPORTS_HEAD.className}>
      <SummaryTiles />
      <div className="report-actions">
        <Link to="/report-project" className="btn btn-sm">
          Submit a Report
        </Link>
        <Link to="/reports/find" className="btn btn-outline btn-sm">
          Find reports
        </Link>
        {sinceDays ? (
          <Link to="/reports" className="btn btn-outline btn-sm">
            All reports
          </Link>
        ) : (
          <Link to="/reports/weekly" className="btn btn-outline btn-sm">
            This week
          </Link>
        )}
      </div>
      <ReportTabs value={tab} onChange={(t) => setParams({ tab: t }, { replace: true })} />
      <ReportList
        pages={pages}
        what="reports"
        emptyText={sinceDays ? `No reports in the last ${sinceDays} days on this tab.` : empty[tab]}
      />
    </PageLayout>
  );
}
