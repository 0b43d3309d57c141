/**
 * /agents (and ?type=property-manager|builder): the directory of agents, property managers and
 * builders, from the accounts that post as them and the registrations PropAI approved
 * (GET /api/agents). Filters live in the URL (Back restores them); every figure comes with its
 * rule in "How these are counted". Request a callback sends a lead (signed in; else sign in first).
 */
import type { AgentCard as Agent } from '@propai/api/wire';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { Pager } from '../../../components/ui/pager';
import { formatTimeAgo } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session/session-store';
import { useSignInModal } from '../../../lib/session/use-sign-in-modal';
import { usePageQuery } from '../../../lib/use-page-query';
import { useDirectory } from '../api/agents-api';
import { AgentCard } from '../components/agent-card';
import { NameSearch, PlaceChips, TypeTabs, type DirectoryFilters } from '../components/agent-filters';
import { ContactSheet } from '../components/contact-sheet';
import { HEADINGS, typeOf } from '../domain/agent-text';
import '../../../components/ui/form.css';
import '../agents.css';

export default function AgentsPage() {
  const [params, setParams] = usePageQuery();
  const type = typeOf(params.get('type'));
  const filters: DirectoryFilters = {
    type,
    city: params.get('city') ?? '',
    locality: params.get('locality') ?? '',
    q: params.get('q') ?? '',
  };
  const agent = params.get('agent') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: Record<string, string> = { type, page: String(page) };
  for (const k of ['city', 'locality', 'q'] as const) if (filters[k]) query[k] = filters[k];
  if (agent) query.agent = agent;
  const directory = useDirectory(query);
  const data = directory.status === 'ready' ? directory.result.data : null;
  const signedIn = useSessionStore((s) => s.status === 'signed-in' && Boolean(s.user));
  const signIn = useSignInModal();
  const [contact, setContact] = useState<Agent | null>(null);

  const update = useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!('page' in changes)) next.delete('page');
      if (next.get('type') === 'agent') next.delete('type');
      setParams(next, true);
    },
    [params, setParams],
  );
  const onSearch = useCallback((q: string) => update({ q, agent: '' }), [update]);

  return (
    <PageLayout
      title={HEADINGS[type]}
      eyebrow="Agents"
      lead="Agents, property managers and builders who list homes on PropAI, with their RERA numbers and how quickly they call back."
      className="agents-page"
    >
      <TypeTabs type={type} onType={(t) => update({ type: t, city: '', locality: '', agent: '' })} />
      <NameSearch q={filters.q} onSearch={onSearch} />
      <PlaceChips
        data={data}
        filters={filters}
        onPlace={(city, locality) => update({ city, locality, agent: '' })}
      />
      {agent && (
        <p className="ag-one">
          Showing one {type === 'builder' ? 'builder' : 'agent'}.{' '}
          <button type="button" className="ag-link" onClick={() => update({ agent: '' })}>
            Show everyone
          </button>
        </p>
      )}
      {directory.status === 'loading' && <CardSkeletons count={3} className="card-list" />}
      {directory.status === 'error' && (
        <ErrorBox message={directory.error.message} onRetry={directory.retry} />
      )}
      {data && directory.status === 'ready' && (
        <>
          <OfflineNote fromCache={directory.result.fromCache} fetchedAt={directory.result.fetchedAt} />
          <p className="lb-count" aria-live="polite" data-testid="agents-count">
            {data.total === 0
              ? 'Nobody matches these filters yet.'
              : `${data.total} ${data.total === 1 ? 'match' : 'matches'} · figures computed ${formatTimeAgo(data.asOf)}`}
          </p>
          <ul className="ag-list">
            {data.items.map((a) => (
              <AgentCard key={a.slug} agent={a} onContact={(x) => (signedIn ? setContact(x) : signIn())} />
            ))}
          </ul>
          <Pager
            className="lb-paging"
            page={page}
            pages={Math.ceil(data.total / data.pageSize)}
            onPage={(p) => update({ page: String(p) })}
          />
          <details className="ag-method">
            <summary>How these are counted</summary>
            <ul>
              <li>{data.method.listings}</li>
              <li>{data.method.responseRate}</li>
              <li>{data.method.propertyManager}</li>
              <li>{data.method.registered}</li>
              <li>The directory is recomputed from the listings and requests at most every 10 minutes.</li>
            </ul>
          </details>
        </>
      )}
      <p className="ag-register">
        An agent, property manager or builder?{' '}
        <Link to="/agents/register">Register with your RERA number</Link>.
      </p>
      <ContactSheet agent={contact} onClose={() => setContact(null)} />
    </PageLayout>
  );
}
