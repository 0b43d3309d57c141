/**
 * The Insights menu's market pages (/market-insights/overview, /trends, /neighborhoods,
 * /investment) and the Sell menu's /insights/trends: one page module, one view per route (the
 * route table passes `view` and `title`), all reading the same stored figures as /insights.
 */
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { useInsightsOverview, type MarketOverview } from '../api/insights-api';
import { AsOfNote } from '../components/as-of-note';
import { MethodSection } from '../components/method-section';
import { NotComputedYet } from '../components/not-computed-yet';
import { InvestmentView, NeighbourhoodsView, OverviewView } from '../market/market-views';
import { TrendsView } from '../market/trends-view';
import '../insights.css';

export type MarketView = 'overview' | 'trends' | 'neighborhoods' | 'investment';

const VIEWS: Record<MarketView, { lead: string; View: (p: { o: MarketOverview }) => React.JSX.Element }> = {
  overview: {
    lead: "Delhi NCR's cities side by side: asking prices, their change over a year, rental yield, homes on the market and projects.",
    View: OverviewView,
  },
  trends: {
    lead: 'Asking prices and rents per sq ft over the last eight quarters, for a city or one of its localities.',
    View: TrendsView,
  },
  neighborhoods: {
    lead: 'Every locality with its prices, rents, yield and supply, sorted the way you choose.',
    View: NeighbourhoodsView,
  },
  investment: {
    lead: 'Localities by gross rental yield, with how their prices moved and their projects’ possession delays.',
    View: InvestmentView,
  },
};

export default function MarketInsightsPage({ view, title }: { view: MarketView; title: string }) {
  const overview = useInsightsOverview();
  const o = overview.status === 'ready' ? overview.result.data : null;
  const { lead, View } = VIEWS[view];
  return (
    <PageLayout title={title} eyebrow="Market insights" lead={lead} className="insights-page">
      {overview.status === 'loading' && <PageLoading />}
      {overview.status === 'error' && <ErrorBox message={overview.error.message} onRetry={overview.retry} />}
      {o && !o.asOf && <NotComputedYet onRetry={overview.retry} />}
      {o?.asOf && (
        <>
          <AsOfNote
            asOf={o.asOf}
            fromCache={overview.result!.fromCache}
            fetchedAt={overview.result!.fetchedAt}
          />
          <View o={o} />
        </>
      )}
      {o && <MethodSection lines={o.method} />}
    </PageLayout>
  );
}
