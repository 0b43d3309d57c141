import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { ListingBrowser } from '../components/listing-browser';

/** /commercial: offices, shops, co-working seats, warehouses and commercial land. */
export default function CommercialPage() {
  return (
    <PageLayout
      title="Commercial spaces"
      eyebrow="Listings"
      lead={
        <span className="lb-head-row">
          Offices, retail, co-working and warehouses for sale or lease.
          <Link to="/post-commercial" className="btn btn-sm">
            + Post Commercial
          </Link>
        </span>
      }
    >
      <ListingBrowser fixedCategory="commercial" placeholder="Locality, building or landmark" />
    </PageLayout>
  );
}
