/**
 * An approved agent's directory entry exactly as buyers see it (GET /api/agents?type&agent, the
 * directory's own card), with how its figures are worked out. Its "Request a callback" button is
 * the buyers' one: pressed here, it says where those requests arrive instead of sending one.
 */
import type { AgentApplication, AgentCard as Agent } from '@propai/api/wire';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { formatDay } from '../../../lib/format';
import { useDirectory } from '../api/agents-api';
import { AgentCard } from './agent-card';

export function OwnProfile({ application }: { application: AgentApplication & { slug: string } }) {
  const query = useDirectory({ type: application.type, agent: application.slug });
  const [tried, setTried] = useState(false);
  return (
    <section className="ad-block" aria-labelledby="ad-profile-title" data-testid="agent-profile">
      <h2 id="ad-profile-title">Your entry, as buyers see it</h2>
      {query.status === 'loading' && <CardSkeletons count={1} className="card-list" />}
      {query.status === 'error' && (
        <ErrorBox message="Could not load your directory entry." onRetry={query.retry} />
      )}
      {query.status === 'ready' && (
        <>
          <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
          <Entry agent={query.result.data.items[0]} onContact={() => setTried(true)} />
          {tried && (
            <p className="ad-note" role="status">
              This is your own entry: buyers’ callback requests come to{' '}
              <Link to="/agents/leads">your leads</Link>.
            </p>
          )}
          <details className="ad-method">
            <summary>How these figures are worked out</summary>
            <ul>
              <li>{query.result.data.method.listings}</li>
              <li>{query.result.data.method.responseRate}</li>
              <li>Directory figures as of {formatDay(query.result.data.asOf)}.</li>
            </ul>
          </details>
        </>
      )}
    </section>
  );
}

function Entry({ agent, onContact }: { agent: Agent | undefined; onContact: () => void }) {
  if (!agent) {
    return (
      <p className="ad-muted">
        Your entry is not in the directory’s latest copy yet; it shows here once the directory is next
        refreshed.
      </p>
    );
  }
  return (
    <ul className="ag-list ad-profile-list">
      <AgentCard agent={agent} onContact={onContact} />
    </ul>
  );
}
