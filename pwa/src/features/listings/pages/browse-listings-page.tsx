import { PageLayout } from '../../../components/ui/page-layout';
import { ListingBrowser } from '../components/listing-browser';

/** /browse/listings: every user-posted listing, any category, paged. */
export default function BrowseListingsPage() {
  return (
    <PageLayout
      title="Browse listings"
      lead="Homes, rentals, PGs, offices and plots posted by owners, agents and builders."
    >
      <ListingBrowser />
    </PageLayout>
  );
}
