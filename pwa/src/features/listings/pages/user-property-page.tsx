import { ComingPage } from '../../../components/ui/coming-page';

export default function UserPropertyPage() {
  return (
    <ComingPage
      title="Property details"
      eyebrow="Listings"
      description="Details of this owner-posted property are coming soon."
    />
  );
}
