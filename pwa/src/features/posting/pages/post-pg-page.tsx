import { ComingPage } from '../../../components/ui/coming-page';

export default function PostPgPage() {
  return (
    <ComingPage
      title="Post a PG listing"
      eyebrow="Sell or rent out"
      description="The form to list a PG or co-living property is coming soon."
    />
  );
}
