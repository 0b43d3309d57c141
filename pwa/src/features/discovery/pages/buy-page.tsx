import { ComingPage } from '../../../components/ui/coming-page';

export default function BuyPage() {
  return (
    <ComingPage
      title="Buy a home"
      eyebrow="Discover"
      description="One place to buy: developer projects and owner listings side by side, in tabs — this page is coming soon."
    />
  );
}
