import { ComingPage } from '../../../components/ui/coming-page';

export default function SurveyPage() {
  return (
    <ComingPage
      title="Find your match"
      eyebrow="Survey"
      description="A short survey about your budget, location and timeline, to personalise your matches, is coming soon."
    />
  );
}
