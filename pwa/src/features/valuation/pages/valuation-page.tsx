import { ComingPage } from '../../../components/ui/coming-page';

export default function ValuationPage() {
  return (
    <ComingPage
      title="Property valuation"
      eyebrow="Sell"
      description="An estimate of what your property is worth, from real transactions nearby, is coming soon."
    />
  );
}
