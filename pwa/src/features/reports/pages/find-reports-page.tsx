import { ComingPage } from '../../../components/ui/coming-page';

export default function FindReportsPage() {
  return (
    <ComingPage
      title="Find reports"
      eyebrow="Reports"
      description="Search community reports by project, builder or city — coming soon."
    />
  );
}
