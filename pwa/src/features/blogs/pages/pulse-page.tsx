import { ComingPage } from '../../../components/ui/coming-page';

export default function PulsePage() {
  return (
    <ComingPage
      title="Weekly market pulse"
      eyebrow="Newsletter"
      description="The weekly market newsletter for Delhi NCR is coming soon."
    />
  );
}
