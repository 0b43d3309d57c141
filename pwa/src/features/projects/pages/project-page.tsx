import { ComingPage } from '../../../components/ui/coming-page';

export default function ProjectPage() {
  return (
    <ComingPage
      title="Project details"
      eyebrow="Projects"
      description="Project details — price list, floor plans, RERA, construction progress and reports — are coming soon."
    />
  );
}
