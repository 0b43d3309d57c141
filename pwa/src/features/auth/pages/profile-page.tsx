import { ComingPage } from '../../../components/ui/coming-page';

export default function ProfilePage() {
  return (
    <ComingPage
      title="Profile"
      eyebrow="Your account"
      description="Your profile, contact details and preferences are coming soon."
    />
  );
}
