import { PageLayout } from '../../../components/ui/page-layout';
import { usePageQuery } from '../../../lib/use-page-query';
import { AllServices } from '../components/all-services';
import { LegalChecks } from '../components/legal-checks';
import { SegmentTabs } from '../components/segment-tabs';
import '../billing.css';

type View = 'all' | 'legal';

const SEGMENTS = [
  { value: 'all', label: 'All services' },
  { value: 'legal', label: 'Legal checks' },
] as const;

/**
 * /monetization/services (Sell menu: "Seller services") and ?type=legal (Agents menu: "Legal
 * checks"). The segment lives in the URL: choosing one pushes a history entry, so Back returns to
 * the other, and a shared link opens the same view. Everything listed is free (/billing); the legal
 * view is a checklist, not a service PropAI sells.
 */
export default function ServicesPage() {
  const [params, setParams] = usePageQuery();
  const view: View = params.get('type') === 'legal' ? 'legal' : 'all';
  const choose = (next: View) => {
    if (next === view) return;
    const query = new URLSearchParams(params);
    if (next === 'legal') query.set('type', 'legal');
    else query.delete('type');
    setParams(query);
  };
  return (
    <PageLayout
      title="Services"
      documentTitle={view === 'legal' ? 'Legal checks' : 'Services'}
      eyebrow="Sell and buy"
      lead="What PropAI does for sellers and buyers, all of it free, and the legal checks to have done before you pay."
      className="billing-page bl-page"
    >
      <SegmentTabs label="Show" idBase="services" segments={SEGMENTS} value={view} onChange={choose} />
      <div
        className="bl-panel"
        role="tabpanel"
        id="services-panel"
        aria-labelledby={`services-tab-${view}`}
        data-testid={`services-${view}`}
      >
        {view === 'legal' ? <LegalChecks /> : <AllServices />}
      </div>
    </PageLayout>
  );
}
