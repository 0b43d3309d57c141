import { ComingPage } from '../../../components/ui/coming-page';

export default function ReportDetailPage() {
  return (
    <ComingPage
      title="Report details"
      eyebrow="Reports"
      description="This report, with its evidence and the builder's replies, is coming soon."
    />
  );
}
