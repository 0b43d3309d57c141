import { ComingPage } from '../../../components/ui/coming-page';

export default function AiInsightsPage() {
  return (
    <ComingPage
      title="AI Insights"
      eyebrow="Insights"
      description="AI-assisted analysis of projects and localities is coming soon."
    />
  );
}
