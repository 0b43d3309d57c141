import { PageLayout } from '../../../components/ui/page-layout';
import { ContactSection, PosterSection } from '../components/common-sections';
import { PostingForm } from '../components/posting-form';
import {
  SaleAboutSection,
  SalePriceSection,
  SaleWhatSection,
  SaleWhereSection,
} from '../components/sale-sections';
import { postingKinds } from '../domain/posting-kinds';

const steps = [
  { title: 'The property', content: <SaleWhatSection /> },
  { title: 'Where', content: <SaleWhereSection /> },
  { title: 'Size and price', content: <SalePriceSection /> },
  {
    title: 'You and your contact',
    content: (
      <>
        <PosterSection />
        <ContactSection />
      </>
    ),
  },
  { title: 'Photos and description', content: <SaleAboutSection /> },
];

/** /sell/post (and /post-property): a home or plot for sale or rent, step by step. */
export default function PostListingPage() {
  return (
    <PageLayout
      title="Post a listing"
      eyebrow="Sell or rent out"
      lead="A home or a plot, for sale or rent. Saved on this device as you go, even offline. Visible after verification."
    >
      <PostingForm kind={postingKinds.sale} steps={steps} photosLabel="Photos (first one is the cover)">
        {null}
      </PostingForm>
    </PageLayout>
  );
}
