/** /survey: the step-by-step survey that personalises recommendations (spec part 1 §3–§4, issue 17). */
import { PageLayout } from '../../../components/ui/page-layout';
import { SurveyWizard } from '../components/survey-wizard';
import '../survey.css';

export default function SurveyPage() {
  return (
    <PageLayout
      title="Find your match"
      eyebrow="Survey"
      lead="Six quick questions about your budget, places and timeline. Your answers stay on this device until they are sent."
    >
      <SurveyWizard />
    </PageLayout>
  );
}
