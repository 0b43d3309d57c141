import type { AgentType } from '@propai/api/domain/agents/agent-rules';
import { DIRECTORY_METHOD } from '@propai/api/domain/agents/directory-rules';
import type { AgentDirectory } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { formatTimeAgo } from '../../../lib/format';
import { useFreshQuery } from '../../../lib/use-fresh-query';

const KINDS: Array<{ type: AgentType; one: string; many: string; to: string }> = [
  { type: 'agent', one: 'agent', many: 'agents', to: '/agents' },
  {
    type: 'property-manager',
    one: 'property manager',
    many: 'property managers',
    to: '/agents?type=property-manager',
  },
  { type: 'builder', one: 'builder', many: 'builders', to: '/agents?type=builder' },
];

/**
 * How many professionals the directory lists now, per type: the `total` of GET /api/agents?type=…
 * (the directory the /agents page shows, recomputed at most every 10 minutes), with its rule. Three
 * small reads, each kept on the device for offline like the directory itself.
 */
export function DirectoryCounts() {
  const agents = useFreshQuery<AgentDirectory>('/agents', { type: 'agent' });
  const managers = useFreshQuery<AgentDirectory>('/agents', { type: 'property-manager' });
  const builders = useFreshQuery<AgentDirectory>('/agents', { type: 'builder' });
  const queries = [agents, managers, builders];
  const failed = queries.find((q) => q.status === 'error');
  if (failed?.status === 'error') {
    return (
      <ErrorBox
        message="Could not load the directory's figures."
        onRetry={() => queries.forEach((q) => q.status === 'error' && q.retry())}
      />
    );
  }
  if (agents.status !== 'ready' || managers.status !== 'ready' || builders.status !== 'ready') {
    return (
      <p className="bl-muted" aria-live="polite">
        Counting the directory…
      </p>
    );
  }
  const answers = [agents.result, managers.result, builders.result];
  const oldest = answers.reduce((a, b) => (a.fetchedAt <= b.fetchedAt ? a : b));
  return (
    <div data-testid="directory-counts">
      <OfflineNote fromCache={answers.some((a) => a.fromCache)} fetchedAt={oldest.fetchedAt} />
      <ul className="bl-counts">
        {KINDS.map((k, i) => {
          const total = answers[i]?.data.total ?? 0;
          return (
            <li key={k.type}>
              <Link to={k.to} className="bl-count">
                <strong>{total}</strong>
                <span>{total === 1 ? k.one : k.many}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="bl-muted">
        How these are counted: the accounts that post listings as agents, property managers or builders, and
        the registrations PropAI approved; figures computed {formatTimeAgo(agents.result.data.asOf)}.{' '}
        {DIRECTORY_METHOD.propertyManager}
      </p>
    </div>
  );
}
