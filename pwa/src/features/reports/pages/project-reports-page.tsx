import { ComingPage } from '../../../components/ui/coming-page';

export default function ProjectReportsPage() {
  return (
    <ComingPage
      title="Project reports"
      eyebrow="Reports"
      description="Community reports for this project are coming soon."
    />
  );
}
