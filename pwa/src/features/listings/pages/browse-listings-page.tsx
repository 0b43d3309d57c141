import { ComingPage } from '../../../components/ui/coming-page';

export default function BrowseListingsPage() {
  return (
    <ComingPage
      title="Browse listings"
      eyebrow="Listings"
      description="Homes, PGs, offices and plots posted by owners, agents and builders — browsing is coming soon."
    />
  );
}
