import { ComingPage } from '../../../components/ui/coming-page';

export default function PastProjectsPage() {
  return (
    <ComingPage
      title="Past projects"
      eyebrow="Projects"
      description="Delivered projects and how their builders kept their promises are coming soon."
    />
  );
}
