import { ComingPage } from '../../../components/ui/coming-page';

export default function PgPage() {
  return (
    <ComingPage
      title="PG and co-living"
      eyebrow="Listings"
      description="PG and co-living rooms across Delhi NCR are coming soon."
    />
  );
}
