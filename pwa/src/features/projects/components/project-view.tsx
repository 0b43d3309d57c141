import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { selectIsAdmin, useSessionStore } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import type { ProjectDetail } from '../api/project-types';
import { useProjectSection } from '../api/use-project-section';
import { ConstructionBlock } from '../sections/construction-section';
import { CostSheetBlock } from '../sections/cost-sheet-section';
import { EscrowBlock } from '../sections/escrow-section';
import { LegalBlock, QualityBlock } from '../sections/legal-quality-sections';
import { AlertsBlock, BuyersBlock, DeveloperBlock, LivingBlock } from '../sections/people-sections';
import { PaymentPlansBlock, PricingSection } from '../sections/pricing-sections';
import { ScoreCard } from '../sections/score-card';
import { ProjectHeader } from './project-header';
import { SectionNav } from './section-nav';
import { SectionStampsContext } from './section-stamps';
import { StagedSections } from './staged-sections';
import '../projects.css';
import '../table-stack.css';
import { usePageParts } from '../../../components/ui/page-parts';

// Heavier, below-the-fold sections load as their own chunks.
const PriceCheckSection = lazy(() => import('../../../components/transparency/price-check-panel'));
const LocationSection = lazy(() => import('../sections/location-section'));
const PlanSection = lazy(() => import('../sections/plan-section'));

const Loading = () => <p className="pd-muted">Loading…</p>;

function Body({ project, retry }: { project: ProjectDetail; retry: () => void }) {
  const ref = project.id;
  const isAdmin = useSessionStore(selectIsAdmin);
  return (
    <SectionStampsContext.Provider value={project.sectionUpdatedAt}>
      <ProjectHeader project={project} onLinked={retry} />
      {isAdmin && (
        <p className="pd-edit">
          <Link to={`/projects/${encodeURIComponent(project.id)}/admin`}>Edit</Link>
        </p>
      )}
      <StagedSections nav={<SectionNav hasPlan={Boolean(project.floorPlanKey)} />}>
        <ScoreCard key="score" project={project} />
        <PricingSection key="pricing" projectRef={ref} />
        <PaymentPlansBlock key="plans" projectRef={ref} />
        <CostSheetBlock key="cost-sheet" projectRef={ref} />
        <Suspense key="price-check" fallback={<Loading />}>
          <PriceCheckSection project={project} />
        </Suspense>
        <ConstructionBlock key="construction" projectRef={ref} />
        <EscrowBlock key="escrow" projectRef={ref} projectId={project.id} />
        <LegalBlock key="legal" projectRef={ref} />
        <QualityBlock key="quality" projectRef={ref} />
        <DeveloperBlock key="developer" projectRef={ref} />
        <BuyersBlock key="buyers" projectRef={ref} />
        <LivingBlock key="living" projectRef={ref} />
        <Suspense key="location" fallback={<Loading />}>
          <LocationSection project={project} />
          {/* The floor-plan section (and its jump) only where the project names a plan. */}
          {project.floorPlanKey && <PlanSection project={project} />}
        </Suspense>
        <AlertsBlock key="alerts" projectRef={ref} />
      </StagedSections>
    </SectionStampsContext.Provider>
  );
}

/** An id or slug the store does not hold (404), or one that cannot be a project's (400). */
function ProjectNotFound() {
  return (
    <div className="pd-missing" role="alert">
      <h1 className="page-title">Project not found.</h1>
      <p className="page-lead">It may have been removed, or the link is wrong.</p>
      <div className="message-actions">
        <Link to="/explore" className="btn">
          Explore projects
        </Link>
        <Link to="/" className="btn btn-outline">
          Home
        </Link>
      </div>
    </div>
  );
}

/** The project page for /project/:id, /projects/:id, /projects/:slugOrId/full, /verified/:id, /spotlight/*. */
export function ProjectView({ idOrSlug }: { idOrSlug: string | null }) {
  const query = useProjectSection<ProjectDetail>(idOrSlug, '');
  const notFound = query.status === 'error' && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(
    query.status === 'ready'
      ? (query.result.data.name ?? 'Project')
      : notFound
        ? 'Project not found'
        : 'Project',
  );
  const { Page, Content } = usePageParts();
  return (
    <Page>
      <Content>
        <main className="page pd-page">
          {query.status === 'loading' && (
            <div className="page-loading" role="status">
              <span className="page-loading-spinner" aria-hidden="true" />
              Loading…
            </div>
          )}
          {notFound && <ProjectNotFound />}
          {query.status === 'error' && !notFound && (
            <ErrorBox message="Failed to load project" onRetry={query.retry} />
          )}
          {query.status === 'ready' && (
            <>
              <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
              <Body project={query.result.data} retry={query.retry} />
            </>
          )}
        </main>
      </Content>
    </Page>
  );
}
