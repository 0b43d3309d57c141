import { PageLayout } from '../../../components/ui/page-layout';
import { ListingBrowser } from '../components/listing-browser';

/** /plots: the listing browser for category plot, titled as the spec says. */
export default function PlotsPage() {
  return (
    <PageLayout
      title="Residential & Mixed-Use Plots"
      documentTitle="Plots and land"
      eyebrow="Listings"
      lead="Plots and land parcels posted by owners, agents and builders."
    >
      <ListingBrowser fixedCategory="plot" placeholder="Locality, sector or landmark" />
    </PageLayout>
  );
}
