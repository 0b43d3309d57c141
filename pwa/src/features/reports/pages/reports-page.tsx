import { REPORTS_HEAD } from '@propai/api/domain/pages/page-heads';
import { ReportFeed } from '../components/report-feed';

export default function ReportsPage() {
  return (
    // The same words as the server's first frame of /reports (api/src/http/page-head-frame.ts).
    <ReportFeed title={REPORTS_HEAD.title} lead={REPORTS_HEAD.lead ?? ''} />
  );
}
