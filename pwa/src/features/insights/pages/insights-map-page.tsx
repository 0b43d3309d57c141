import { ComingPage } from '../../../components/ui/coming-page';

export default function InsightsMapPage() {
  return (
    <ComingPage
      title="Insights map"
      eyebrow="Insights"
      description="A map of prices and projects by locality is coming soon."
    />
  );
}
