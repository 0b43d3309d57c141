import { ComingPage } from '../../../components/ui/coming-page';

export default function CommercialPage() {
  return (
    <ComingPage
      title="Commercial spaces"
      eyebrow="Listings"
      description="Offices, shops, co-working and warehouses for rent or sale are coming soon."
    />
  );
}
