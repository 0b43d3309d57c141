import { ComingPage } from '../../../components/ui/coming-page';

export default function CheckReportPage() {
  return (
    <ComingPage
      title="Check report"
      eyebrow="Admin"
      description="The moderation view for checking submitted reports is coming soon."
    />
  );
}
