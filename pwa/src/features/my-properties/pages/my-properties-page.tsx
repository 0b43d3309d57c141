import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { useBookingLinks } from '../api/my-properties-api';
import { LinkedProjectCard } from '../components/linked-project-card';
import '../my-properties.css';

/**
 * /my-properties (signed in; route guard): the homes the user is buying — projects linked by booking
 * (allotment) id on their project page — with each project's construction progress and newest alerts,
 * read from the project's own record. Opens offline from the last copy.
 */
export default function MyPropertiesPage() {
  const links = useBookingLinks();
  return (
    <PageLayout
      title="My Properties"
      eyebrow="Account"
      lead="Homes you are buying, with how construction is going and what to watch."
      className="my-properties-page"
    >
      {links.status === 'loading' && <PageLoading />}
      {links.status === 'error' && <ErrorBox message={links.error.message} onRetry={links.retry} />}
      {links.status === 'ready' && (
        <>
          <OfflineNote fromCache={links.result.fromCache} fetchedAt={links.result.fetchedAt} />
          {links.result.data.items.length === 0 ? (
            <div className="myp-empty" data-testid="my-properties-empty">
              <p>
                <strong>No homes linked yet.</strong> Bought in a new project? Open the project's page and tap{' '}
                <em>Link Booking ID</em> with the allotment id from your booking papers: it links when the
                booking is registered to your email.
              </p>
              <Link className="myp-open" to="/explore">
                Find your project →
              </Link>
            </div>
          ) : (
            <ul className="myp-list">
              {links.result.data.items.map((link) => (
                <LinkedProjectCard key={`${link.projectId}:${link.bookingId}`} link={link} />
              ))}
            </ul>
          )}
        </>
      )}
    </PageLayout>
  );
}
