import { ComingPage } from '../../../components/ui/coming-page';

export default function SavedPropertiesPage() {
  return (
    <ComingPage
      title="Saved properties"
      eyebrow="Your account"
      description="Your shortlist of saved properties, kept on this device and your account, is coming soon."
    />
  );
}
