/**
 * The Beta Stage overlay of /rentals (spec part 1 §2.1) and, once dismissed, its small card above
 * the dashboard (domain/beta-notice.ts). While the overlay shows, what is behind it is inert.
 */
import type { ReactNode } from 'react';

export function BetaOverlay({ children }: { children: ReactNode }) {
  return (
    <div
      className="rt-overlay"
      role="note"
      aria-labelledby="rt-beta-title"
      data-testid="rentals-beta-overlay"
    >
      <div className="beta-stage-card rt-overlay-card">
        <span className="stage-badge">Beta Stage</span>
        <h2 id="rt-beta-title">Rental management is in beta</h2>
        <p>
          Your landlord dashboard is new: the views, callback requests and confirmations of your rent and PG
          listings, and one tap when a home is rented out. Collecting rent and tracking tenants are not built
          yet.
        </p>
        <div className="rt-overlay-actions">{children}</div>
      </div>
    </div>
  );
}

export function BetaCard() {
  return (
    <p className="rt-beta-card" role="note" data-testid="rentals-beta-card">
      <span className="stage-badge">Beta</span> Rental management is being tested: the figures below are real,
      more tools are coming.
    </p>
  );
}
