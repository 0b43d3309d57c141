import { Link } from 'react-router-dom';
import type { AdminDashboard } from '@propai/api/wire';

interface Tile {
  value: number;
  label: string;
  to: string;
  /** Draws the eye when the number is work waiting for an admin. */
  urgent?: boolean;
}

/** The figures a dashboard answer holds, each a link to the tool that acts on it. */
export function dashboardTiles(d: AdminDashboard): { title: string; tiles: Tile[] }[] {
  return [
    {
      title: 'Waiting for you',
      tiles: [
        { value: d.listings.pending, label: 'listings to review', to: '/admin/listings', urgent: true },
        {
          value: d.listings.flagged,
          label: 'listings hidden by user reports',
          to: '/admin/listings?status=flagged',
          urgent: true,
        },
        {
          value: d.reports.pending,
          label: 'community reports to check',
          to: '/admin/check-report',
          urgent: true,
        },
      ],
    },
    {
      title: 'Listings',
      tiles: [
        // Live splits in two: a listing marked sold or rented stays live (with its badge, out of
        // default search), so one "live" figure would count flats no longer on offer.
        {
          value: d.listings.onMarket,
          label: 'live and on the market',
          to: '/admin/listings?status=live&market=open',
        },
        {
          value: d.listings.closed,
          label: 'live, marked sold or rented',
          to: '/admin/listings?status=live&market=closed',
        },
        {
          value: d.listings.stale,
          label: 'live but unconfirmed past their freshness period',
          to: '/admin/listings?status=live&stale=true',
        },
        { value: d.listings.rejected, label: 'rejected', to: '/admin/listings?status=rejected' },
      ],
    },
    {
      title: 'People',
      tiles: [
        {
          value: d.week.newUsers,
          label: 'new accounts in the last 7 days',
          to: '/admin/new-accounts',
        },
        { value: d.week.leads, label: 'callback requests in the last 7 days', to: '/my-listings/leads' },
        {
          value: d.today.signInFailures,
          label: 'refused sign-in codes today',
          to: '/admin/login-attempts?outcome=code_rejected',
        },
      ],
    },
  ];
}

export function DashboardTiles({ data }: { data: AdminDashboard }) {
  return (
    <>
      {dashboardTiles(data).map((group) => (
        <section key={group.title} className="ad-group" aria-labelledby={`ad-${group.title}`}>
          <h2 id={`ad-${group.title}`} className="ad-group-title">
            {group.title}
          </h2>
          <ul className="ad-tiles">
            {group.tiles.map((tile) => (
              <li key={tile.label}>
                <Link
                  to={tile.to}
                  className={`ad-tile${tile.urgent && tile.value > 0 ? ' ad-tile-urgent' : ''}`}
                >
                  <strong>{tile.value.toLocaleString('en-IN')}</strong>
                  <span>{tile.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
