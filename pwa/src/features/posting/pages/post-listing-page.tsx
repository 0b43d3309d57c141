import { ComingPage } from '../../../components/ui/coming-page';

export default function PostListingPage() {
  return (
    <ComingPage
      title="Post a listing"
      eyebrow="Sell or rent out"
      description="A step-by-step wizard to post your property — saved on your device as you go, even offline — is coming soon."
    />
  );
}
