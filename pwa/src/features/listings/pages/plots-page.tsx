import { ComingPage } from '../../../components/ui/coming-page';

export default function PlotsPage() {
  return (
    <ComingPage
      title="Plots and land"
      eyebrow="Listings"
      description="Residential and commercial plots across Delhi NCR are coming soon."
    />
  );
}
