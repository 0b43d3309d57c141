import { ComingPage } from '../../../components/ui/coming-page';

export default function PostCommercialPage() {
  return (
    <ComingPage
      title="Post a commercial listing"
      eyebrow="Sell or rent out"
      description="The form to list an office, shop, warehouse or land is coming soon."
    />
  );
}
