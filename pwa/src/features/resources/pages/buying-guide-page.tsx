import { GuideView } from '../components/guide-view';
import { BUYING_GUIDE } from '../content/buying-guide';

/**
 * /resources/buying-guide (Buy and Mortgage menus; the footer's "First-time buyers" and, at
 * #home-loan, "Home loans"): buying a home in Delhi NCR step by step. Static text: it opens offline
 * from the precache like any page chunk.
 */
export default function BuyingGuidePage() {
  return <GuideView guide={BUYING_GUIDE} />;
}
