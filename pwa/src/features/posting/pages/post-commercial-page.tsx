import { PageLayout } from '../../../components/ui/page-layout';
import { CommercialDetailsSection } from '../components/commercial-details';
import {
  CommercialAddressSection,
  CommercialAmenitiesSection,
  CommercialLeaseSection,
  CommercialListingSection,
  CommercialMediaSection,
  CommercialPriceSection,
} from '../components/commercial-sections';
import { ContactSection, PosterSection } from '../components/common-sections';
import { PostingForm } from '../components/posting-form';
import { postingKinds } from '../domain/posting-kinds';

/** /post-commercial: office, retail, mall shop, coworking, warehouse or land (spec part 3 §2). */
export default function PostCommercialPage() {
  return (
    <PageLayout
      title="Post a commercial listing"
      eyebrow="Sell or rent out"
      lead="Saved on this device as you type, even offline. Visible after verification."
    >
      <PostingForm kind={postingKinds.commercial} after={<CommercialMediaSection />}>
        <PosterSection />
        <ContactSection />
        <CommercialListingSection />
        <CommercialAddressSection />
        <CommercialPriceSection />
        <CommercialDetailsSection />
        <CommercialLeaseSection />
        <CommercialAmenitiesSection />
      </PostingForm>
    </PageLayout>
  );
}
