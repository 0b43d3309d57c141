import { ComingPage } from '../../../components/ui/coming-page';

export default function InteractiveMapPage() {
  return (
    <ComingPage
      title="Interactive map"
      eyebrow="Insights"
      description="An interactive map to explore projects, prices and reports is coming soon."
    />
  );
}
