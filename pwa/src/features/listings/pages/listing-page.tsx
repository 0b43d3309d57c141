import { ComingPage } from '../../../components/ui/coming-page';

export default function ListingPage() {
  return (
    <ComingPage
      title="Listing details"
      eyebrow="Listings"
      description="Listing details with photos, price, area and a callback request are coming soon."
    />
  );
}
