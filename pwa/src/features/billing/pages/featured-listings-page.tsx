import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { ProjectCard } from '../../../components/ui/project-card';
import { toProjectCard } from '../../../lib/card-models';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import '../billing.css';

/** As many as GET /api/projects gives in one answer; PropAI features a handful at a time. */
const FEATURED_PAGE = 24;

/**
 * /monetization/featured-listings (the menu's "Advertise"): what "Featured" means on PropAI and the
 * projects that carry it now, from the store (GET /api/projects?featured=true). The all-free flag is
 * on (see /billing), so nothing is for sale here: the page states how featuring works and who sets
 * it, and never shows a price or a plan that does not exist.
 */
export default function FeaturedListingsPage() {
  const query = useFreshQuery<{ items?: Record<string, unknown>[] }>('/projects', {
    featured: 'true',
    limit: FEATURED_PAGE,
  });
  const items = query.status === 'ready' ? (query.result.data.items ?? []).map(toProjectCard) : [];
  return (
    <PageLayout
      title="Featured listings"
      eyebrow="Advertise"
      lead="Projects shown as Featured on PropAI right now, and what that label does and does not change."
    >
      <section className="billing-free" aria-labelledby="featured-rules-title">
        <h2 id="featured-rules-title" className="billing-headline">
          How featuring works
        </h2>
        <ul className="billing-text featured-rules">
          <li>
            A featured project carries a <strong>Featured</strong> badge on every card. Up to 12 of them lead
            the unfiltered <Link to="/explore">Explore</Link> list, and up to 5 the Hot Selling rail on{' '}
            <Link to="/buy">Buy</Link>.
          </li>
          <li>
            Featuring never changes a project&apos;s transparency score, its Verified badge, its RERA record
            or the order of filtered and sorted results.
          </li>
          <li>
            PropAI&apos;s team sets it on a project&apos;s record. Every plan is free for now (
            <Link to="/billing">Billing &amp; Plans</Link>), so there is no paid placement to buy.
          </li>
        </ul>
      </section>

      <h2 className="billing-list-title">Featured now</h2>
      {query.status === 'loading' && <CardSkeletons count={3} />}
      {query.status === 'error' && (
        <ErrorBox message="Could not load the featured projects." onRetry={query.retry} />
      )}
      {query.status === 'ready' && (
        <>
          <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
          {items.length === 0 ? (
            <p className="empty-text">No project is featured right now.</p>
          ) : (
            <div className="card-grid" data-testid="featured-projects">
              {items.map((p, i) => (
                <ProjectCard key={p.id || i} project={p} eager={i < 2} />
              ))}
            </div>
          )}
        </>
      )}
    </PageLayout>
  );
}
