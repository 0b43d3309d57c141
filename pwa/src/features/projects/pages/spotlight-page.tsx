import { ComingPage } from '../../../components/ui/coming-page';

interface SpotlightPageProps {
  /** The project's display name; each /spotlight/<slug> route passes its own. */
  name: string;
}

/** One of the three fixed spotlight pages (spec part 1 §2.1). */
export default function SpotlightPage({ name }: SpotlightPageProps) {
  return (
    <ComingPage
      title={name}
      eyebrow="Project spotlight"
      description={`An in-depth spotlight on ${name} — location, layouts, pricing and what buyers say — is coming soon.`}
    />
  );
}
