import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { ListingBrowser } from '../components/listing-browser';

/** /pg: real PG and co-living listings (the spec's two static sample cards are not reproduced). */
export default function PgPage() {
  return (
    <PageLayout
      title="PG and co-living"
      eyebrow="Listings"
      lead={
        <span className="lb-head-row">
          Rooms and beds across Delhi NCR, posted by owners and operators.
          <Link to="/post-pg" className="btn btn-sm">
            + Post PG
          </Link>
        </span>
      }
    >
      <ListingBrowser fixedCategory="pg" placeholder="Locality, college or landmark" />
    </PageLayout>
  );
}
