import { ComingPage } from '../../../components/ui/coming-page';

export default function BrowseProjectsPage() {
  return (
    <ComingPage
      title="Browse projects"
      eyebrow="Projects"
      description="A list of every developer project, sorted and filtered your way, is coming soon."
    />
  );
}
