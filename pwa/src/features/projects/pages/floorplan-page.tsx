import { ComingPage } from '../../../components/ui/coming-page';

export default function FloorplanPage() {
  return (
    <ComingPage
      title="Floor plans"
      eyebrow="Projects"
      description="An interactive floor-plan viewer for each unit type is coming soon."
    />
  );
}
