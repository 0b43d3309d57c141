import { ReportFeed } from '../components/report-feed';

/** The same tabs over the last 7 days only. */
export default function WeeklyReportsPage() {
  return (
    <ReportFeed
      title="Weekly reports"
      lead="Community reports on Delhi NCR projects from the last 7 days."
      sinceDays={7}
    />
  );
}
