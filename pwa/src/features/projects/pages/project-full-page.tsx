import { ComingPage } from '../../../components/ui/coming-page';

export default function ProjectFullPage() {
  return (
    <ComingPage
      title="Full project view"
      eyebrow="Projects"
      description="The full project view with every section on one page is coming soon."
    />
  );
}
