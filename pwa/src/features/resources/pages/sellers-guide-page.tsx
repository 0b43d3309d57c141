import { GuideView } from '../components/guide-view';
import { SELLERS_GUIDE } from '../content/sellers-guide';

/** /resources/sellers-guide (Sell menu): selling a home in Delhi NCR step by step. Static text, offline. */
export default function SellersGuidePage() {
  return <GuideView guide={SELLERS_GUIDE} />;
}
