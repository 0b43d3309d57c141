import { ReportFeed } from '../components/report-feed';

export default function ReportsPage() {
  return (
    <ReportFeed
      title="Project Reports"
      lead="What buyers report about Delhi NCR projects and builders: delays, quality, hidden charges."
    />
  );
}
