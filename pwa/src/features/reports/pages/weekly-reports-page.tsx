import { ComingPage } from '../../../components/ui/coming-page';

export default function WeeklyReportsPage() {
  return (
    <ComingPage
      title="Weekly reports"
      eyebrow="Reports"
      description="The weekly round-up of project reports is coming soon."
    />
  );
}
