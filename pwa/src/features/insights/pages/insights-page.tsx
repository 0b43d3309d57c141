import { ComingPage } from '../../../components/ui/coming-page';

export default function InsightsPage() {
  return (
    <ComingPage
      title="Market insights"
      eyebrow="Insights"
      description="Prices, trends and locality insights for Delhi NCR are coming soon."
    />
  );
}
