import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { useSessionStore } from '../../../lib/session/session-store';
import { queueHandled, useHandledToggles } from '../api/handled-writes';
import { useReceivedLeads } from '../api/leads-api';
import { LeadCard } from '../components/lead-card';
import {
  applyToggles,
  backLink,
  countNew,
  emptyText,
  filterLeads,
  LEAD_FILTERS,
  type LeadFilter,
  type HandledToggle,
  type LeadView,
} from '../domain/lead-rules';
import './leads.css';

/**
 * /my-listings/leads and /agents/leads (signed in; route guard): the callback requests a lister
 * received, newest first. "Handled" is optimistic and goes through the outbox, so it works offline;
 * the list itself opens offline from the last copy, with the offline note. Reached from the Agents
 * menu, its eyebrow and back link lead to the agent dashboard instead of My listings.
 */
export default function LeadsPage() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const query = useReceivedLeads();
  const toggles = useHandledToggles();
  const [filter, setFilter] = useState<LeadFilter>('new');
  // Read once: Ionic keeps this page mounted (hidden) while other routes show.
  const { pathname } = useLocation();
  const [back] = useState(() => backLink(pathname));
  // What this page last set, per lead: holds the answer between its row being sent and a re-read.
  const [overrides, setOverrides] = useState<Map<string, boolean>>(new Map());

  const toggle = (lead: LeadView, handled: boolean) => {
    if (!userId) return;
    setOverrides((m) => new Map(m).set(lead.id, handled));
    void queueHandled(lead.id, handled, userId);
  };

  const server = query.status === 'ready' ? query.result.data.items : [];
  const leads = applyToggles(server, toggles ?? new Map<string, HandledToggle>()).map((l) =>
    toggles?.has(l.id) || !overrides.has(l.id) ? l : { ...l, handled: overrides.get(l.id)! },
  );
  const shown = filterLeads(leads, filter);
  const newCount = countNew(leads);

  return (
    <PageLayout
      title="Leads"
      eyebrow={back.eyebrow}
      lead="Buyers and tenants who asked you to call back. Call or WhatsApp them, then mark the lead handled."
      className="leads-page"
    >
      <p className="leads-back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      {query.status === 'loading' && <PageLoading />}
      {query.status === 'error' && <ErrorBox message={query.error.message} onRetry={query.retry} />}
      {query.status === 'ready' && (
        <>
          <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
          <div className="chip-row leads-filter" role="group" aria-label="Show leads">
            {LEAD_FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                className="chip"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
                {f.value === 'new' && newCount > 0 ? ` (${newCount})` : ''}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="leads-empty" data-testid="leads-empty">
              {emptyText(filter, leads.length)}
            </p>
          ) : (
            <ul className="leads-list" data-testid="lead-list">
              {shown.map((lead) => (
                <LeadCard key={lead.id} lead={lead} onToggle={(handled) => toggle(lead, handled)} />
              ))}
            </ul>
          )}
        </>
      )}
    </PageLayout>
  );
}
