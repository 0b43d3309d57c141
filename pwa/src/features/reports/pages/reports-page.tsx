import { ComingPage } from '../../../components/ui/coming-page';

export default function ReportsPage() {
  return (
    <ComingPage
      title="Reports"
      eyebrow="Reports"
      description="Top, recent and trending community reports on Delhi NCR projects are coming soon."
    />
  );
}
