import { ComingPage } from '../../../components/ui/coming-page';

export default function AdminDashboardPage() {
  return (
    <ComingPage
      title="Admin dashboard"
      eyebrow="Admin"
      description="The moderation queue and site numbers are coming soon."
    />
  );
}
