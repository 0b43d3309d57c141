/** One entry of the directory: who, their firm and RERA number, where they list, and their figures. */
import type { AgentCard as Agent } from '@propai/api/wire';
import { listingsText, responseText, typeLabel } from '../domain/agent-text';

export function AgentCard({ agent, onContact }: { agent: Agent; onContact: (agent: Agent) => void }) {
  const places = agent.localities.map((l) => (l.listings > 0 ? `${l.name} (${l.listings})` : l.name));
  return (
    <li className="ag-card" data-testid="agent-card">
      <div className="ag-card-head">
        <span className="ag-avatar" aria-hidden="true">
          {agent.name.slice(0, 1).toUpperCase()}
        </span>
        <div className="ag-who">
          <h2 className="ag-name">{agent.name}</h2>
          {agent.companyName && <p className="ag-company">{agent.companyName}</p>}
        </div>
      </div>
      <p className="ag-badges">
        <span className="ag-badge">{typeLabel(agent.type)}</span>
        {agent.registered && <span className="ag-badge is-registered">Registered with PropAI</span>}
      </p>
      {agent.reraId && (
        <p className="ag-line">
          <span className="ag-key">RERA</span> {agent.reraId}
        </p>
      )}
      {places.length > 0 && (
        <p className="ag-line">
          <span className="ag-key">Works in</span> {places.join(', ')}
          {agent.cities.length > 0 && <span className="ag-muted"> · {agent.cities.join(', ')}</span>}
        </p>
      )}
      <p className="ag-line ag-figures">
        <strong>{listingsText(agent.liveListings)}</strong> · {responseText(agent.responseRate)}
      </p>
      <div className="ag-actions">
        <button type="button" className="btn btn-sm" onClick={() => onContact(agent)}>
          Request a callback
        </button>
        {agent.phone && (
          <a className="btn btn-outline btn-sm" href={`tel:+91${agent.phone}`}>
            Call {agent.phone}
          </a>
        )}
      </div>
    </li>
  );
}
