/**
 * /rentals/tenant (the Rent menu's "For tenants"): what a renter needs in one place. Everyone gets
 * the way into rent and PG search, the rental application and rent-vs-buy tools, and the move-in
 * checklist. Signed in, above the checklist: their saved rentals (GET /api/favorites), saved rental
 * searches (GET /api/saved-searches) and the callback requests they sent about rentals
 * (GET /api/leads/sent) — each read on its own, so one failing shows its Retry while the others
 * show, and each opens offline from its last copy with the offline note. Signed out: a sign-in card
 * in their place.
 */
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { useSessionStore } from '../../../lib/session/session-store';
import { RentalSearchList } from '../components/rental-search-list';
import { SavedRentals } from '../components/saved-rentals';
import { SentEnquiries } from '../components/sent-enquiries';
import { TenantChecklist } from '../components/tenant-checklist';
import { TenantSignIn } from '../components/tenant-sign-in';
import { TenantStart } from '../components/tenant-start';
import '../tenant.css';

export default function TenantPage() {
  const status = useSessionStore((s) => s.status);
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.user));
  return (
    <PageLayout
      title="For tenants"
      eyebrow="Rentals"
      lead="Find a home or a PG, keep track of the ones you liked and the owners you asked, and move in with the paperwork right."
      className="tenant-page"
    >
      <TenantStart />
      {signedIn ? (
        <>
          <SavedRentals />
          <div className="tn-pair">
            <RentalSearchList />
            <SentEnquiries />
          </div>
        </>
      ) : (
        <TenantSignIn loading={status === 'loading'} />
      )}
      <TenantChecklist />
      <p className="tn-other-side">
        Letting out a home? <Link to="/rentals/landlord">Manage your rentals as a landlord</Link>
      </p>
    </PageLayout>
  );
}
