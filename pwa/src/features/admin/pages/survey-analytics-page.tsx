import { ComingPage } from '../../../components/ui/coming-page';

export default function SurveyAnalyticsPage() {
  return (
    <ComingPage
      title="Survey analytics"
      eyebrow="Admin"
      description="Charts of what survey takers are looking for are coming soon."
    />
  );
}
