import { POST_PG_HEAD } from '@propai/api/domain/pages/page-heads';
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
    // The same words as the server's first frame of /post-pg (api/src/http/page-head-frame.ts).
    <PageLayout
      title={POST_PG_HEAD.title}
      eyebrow={POST_PG_HEAD.eyebrow}
      lead={POST_PG_HEAD.lead}
      className={POST_PG_HEAD.className}
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
