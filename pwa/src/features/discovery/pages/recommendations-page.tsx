import { ComingPage } from '../../../components/ui/coming-page';

export default function RecommendationsPage() {
  return (
    <ComingPage
      title="For You"
      eyebrow="Personalised"
      description="Your personalised matches, based on the survey you take, are coming soon."
    />
  );
}
