import { ComingPage } from '../../../components/ui/coming-page';

export default function SearchPage() {
  return (
    <ComingPage
      title="Search"
      eyebrow="Discover"
      description="Search every project and listing in Delhi NCR by city, locality, budget and BHK — the full search screen is coming soon."
    />
  );
}
