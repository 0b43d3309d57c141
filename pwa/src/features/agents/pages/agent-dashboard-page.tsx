/**
 * /agents/dashboard (signed in; route guard): an agent's own page. Where their registration stands
 * (GET /api/agents/applications/mine) and what comes next; once approved, their directory entry as
 * buyers see it; their listings counted by where they stand (GET /api/my/listings) with the ways to
 * post; their leads, new against handled, with the newest few (GET /api/leads/received). Each block
 * reads on its own — one failing shows its Retry while the others show — and opens offline from its
 * last copy with the offline note. Every figure is counted from those answers
 * (domain/dashboard-counts.ts).
 */
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { useMyApplication } from '../api/agents-api';
import { LeadsSummary } from '../components/leads-summary';
import { ListingsSummary } from '../components/listings-summary';
import { OwnProfile } from '../components/own-profile';
import { RegistrationCard } from '../components/registration-card';
import '../agents.css';
import '../dashboard.css';

function Registration() {
  const mine = useMyApplication();
  if (mine.status === 'loading') return <CardSkeletons count={1} className="card-list" />;
  if (mine.status === 'error') {
    return <ErrorBox message="Could not load your agent registration." onRetry={mine.retry} />;
  }
  const application = mine.result.data.application;
  return (
    <>
      <OfflineNote fromCache={mine.result.fromCache} fetchedAt={mine.result.fetchedAt} />
      <RegistrationCard application={application} />
      {application?.status === 'approved' && application.slug && (
        <OwnProfile application={{ ...application, slug: application.slug }} />
      )}
    </>
  );
}

export default function AgentDashboardPage() {
  return (
    <PageLayout
      title="Agent dashboard"
      eyebrow="Agents"
      lead="Your registration, your directory entry, your listings and the people who asked you to call back."
      className="agent-dashboard-page"
    >
      <div className="ad-grid">
        <div className="ad-col">
          <Registration />
        </div>
        <div className="ad-col">
          <LeadsSummary />
          <ListingsSummary />
        </div>
      </div>
    </PageLayout>
  );
}
