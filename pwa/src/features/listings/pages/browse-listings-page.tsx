import { BROWSE_LISTINGS_HEAD } from '@propai/api/domain/pages/page-heads';
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
    // The server's first frame of this page has the same words (api/src/http/discovery-frames.ts).
    <PageLayout title={BROWSE_LISTINGS_HEAD.title} lead={BROWSE_LISTINGS_HEAD.lead}>
      <SaveSearchButton standalone search={browseSavedSearch(params, pathname)} />
      <ListingBrowser />
    </PageLayout>
  );
}
