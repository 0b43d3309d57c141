/**
 * The agent dashboard's first block: where the user's registration stands (GET
 * /api/agents/applications/mine) and what happens next — none yet, waiting, in the directory, or
 * not approved with the reason. Every next step is /agents/register, which holds the form.
 */
import type { AgentApplication } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/format';
import { typeLabel } from '../domain/agent-text';

export function RegistrationCard({ application }: { application: AgentApplication | null }) {
  if (!application) {
    return (
      <section className="ad-block ad-status" aria-labelledby="ad-status-title" data-testid="agent-status">
        <p className="ad-state">Not registered</p>
        <h2 id="ad-status-title">You are not in the agent directory</h2>
        <p>
          Register with your firm and RERA number. Once PropAI approves it, buyers and tenants find you in the
          directory by the localities you work in, and ask you to call back — their requests come to your
          leads here.
        </p>
        <Link className="btn btn-sm" to="/agents/register">
          Register as an agent
        </Link>
      </section>
    );
  }
  const what = `${typeLabel(application.type)} · ${application.companyName} · RERA ${application.reraId}`;
  if (application.status === 'approved') {
    return (
      <section
        className="ad-block ad-status is-approved"
        aria-labelledby="ad-status-title"
        data-testid="agent-status"
      >
        <p className="ad-state">Approved</p>
        <h2 id="ad-status-title">You are in the directory</h2>
        <p>{what}</p>
        {application.decidedAt && <p className="ad-muted">Approved {formatDay(application.decidedAt)}.</p>}
        {application.slug && (
          <Link
            className="btn btn-outline btn-sm"
            to={`/agents?type=${application.type}&agent=${application.slug}`}
          >
            Open your entry in the directory
          </Link>
        )}
      </section>
    );
  }
  if (application.status === 'pending') {
    return (
      <section
        className="ad-block ad-status is-pending"
        aria-labelledby="ad-status-title"
        data-testid="agent-status"
      >
        <p className="ad-state">Waiting for approval</p>
        <h2 id="ad-status-title">Your registration is being checked</h2>
        <p>{what}</p>
        <p className="ad-muted">
          Sent {formatDay(application.createdAt)}. PropAI checks the RERA number and you get a notification
          when it is decided. Your listings and leads below work as usual meanwhile.
        </p>
        <Link className="btn btn-outline btn-sm" to="/agents/register">
          Correct your registration
        </Link>
      </section>
    );
  }
  return (
    <section
      className="ad-block ad-status is-rejected"
      aria-labelledby="ad-status-title"
      data-testid="agent-status"
    >
      <p className="ad-state">Not approved</p>
      <h2 id="ad-status-title">Your registration was not approved</h2>
      <p>{what}</p>
      {application.rejectionReason && <p>Reason: {application.rejectionReason}</p>}
      <p className="ad-muted">Correct what the reason names and send it again; it is checked afresh.</p>
      <Link className="btn btn-sm" to="/agents/register">
        Correct and send again
      </Link>
    </section>
  );
}
