import { ComingPage } from '../../../components/ui/coming-page';

export default function MyListingsPage() {
  return (
    <ComingPage
      title="My listings"
      eyebrow="Your account"
      description="Your posted listings and their verification status are coming soon."
    />
  );
}
