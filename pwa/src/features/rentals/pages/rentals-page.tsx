import { PageLayout } from '../../../components/ui/page-layout';

/** The rental dashboard carries a 'Beta Stage' overlay (spec part 1 §2.1). */
export default function RentalsPage() {
  return (
    <PageLayout title="Manage Rentals" eyebrow="Rentals" className="rentals-page">
      <div className="beta-stage" role="note">
        <div className="beta-stage-card">
          <span className="coming-badge">Beta Stage</span>
          <h2>Rental management is in beta</h2>
          <p>
            Collecting rent, tracking tenants and maintenance for landlords is being tested. We are working on
            it and will open it to everyone soon.
          </p>
        </div>
      </div>
    </PageLayout>
  );
}
