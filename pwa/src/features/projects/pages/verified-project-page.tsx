import { ComingPage } from '../../../components/ui/coming-page';

export default function VerifiedProjectPage() {
  return (
    <ComingPage
      title="Verified project"
      eyebrow="Projects"
      description="The verified view of a project, with its official documents and checks, is coming soon."
    />
  );
}
