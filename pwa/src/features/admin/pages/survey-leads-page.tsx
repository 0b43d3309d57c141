import { ComingPage } from '../../../components/ui/coming-page';

export default function SurveyLeadsPage() {
  return (
    <ComingPage
      title="Survey leads"
      eyebrow="Admin"
      description="The list of survey leads to follow up is coming soon."
    />
  );
}
