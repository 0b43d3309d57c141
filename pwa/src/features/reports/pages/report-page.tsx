import { ComingPage } from '../../../components/ui/coming-page';

export default function ReportPage() {
  return (
    <ComingPage
      title="Report a project"
      eyebrow="Reports"
      description="Reporting delays, quality issues or broken promises on a project is coming soon."
    />
  );
}
