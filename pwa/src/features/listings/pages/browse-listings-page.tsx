import { useLocation } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { SaveSearchButton } from '../../../components/ui/save-search-button';
import { usePageQuery } from '../../../lib/use-page-query';
import { ListingBrowser } from '../components/listing-browser';
import { browseSavedSearch } from '../browse-saved-search';

/** /browse/listings: every user-posted listing, any category, paged. */
export default function BrowseListingsPage() {
  const [params] = usePageQuery();
  const { pathname } = useLocation();
  return (
    <PageLayout
      title="Browse listings"
      lead="Homes, rentals, PGs, offices and plots posted by owners, agents and builders."
    >
      <SaveSearchButton standalone search={browseSavedSearch(params, pathname)} />
      <ListingBrowser />
    </PageLayout>
  );
}
