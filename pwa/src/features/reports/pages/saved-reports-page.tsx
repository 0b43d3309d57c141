import { ComingPage } from '../../../components/ui/coming-page';

export default function SavedReportsPage() {
  return (
    <ComingPage
      title="Saved reports"
      eyebrow="Your account"
      description="Reports you save will be listed here — coming soon."
    />
  );
}
