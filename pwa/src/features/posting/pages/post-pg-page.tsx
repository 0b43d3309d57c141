import { PageLayout } from '../../../components/ui/page-layout';
import { ContactSection } from '../components/common-sections';
import {
  PgAboutSection,
  PgAmenitiesSection,
  PgDetailsSection,
  PgLocationSection,
  PgRentSection,
} from '../components/pg-sections';
import { PostingForm } from '../components/posting-form';
import { postingKinds } from '../domain/posting-kinds';

/** /post-pg: a PG / co-living listing, saved on the device as you type (spec part 3 §2). */
export default function PostPgPage() {
  return (
    <PageLayout
      title="Post a PG listing"
      eyebrow="Sell or rent out"
      lead="Saved on this device as you type, even offline. Visible after verification."
    >
      <PostingForm
        kind={postingKinds.pg}
        photosLabel="Photos (first one is the cover)"
        after={<PgAboutSection />}
      >
        <ContactSection />
        <PgLocationSection />
        <PgRentSection />
        <PgDetailsSection />
        <PgAmenitiesSection />
      </PostingForm>
    </PageLayout>
  );
}
