import { Link } from 'react-router-dom';
import { formatTimeAgo } from '../../../lib/format';
import { buyerLinks, type LeadView } from '../domain/lead-rules';

/** One callback request: who, how to answer (Call / WhatsApp), about what, when, and the Handled switch. */
export function LeadCard({ lead, onToggle }: { lead: LeadView; onToggle: (handled: boolean) => void }) {
  const links = buyerLinks(lead);
  return (
    <li className={lead.handled ? 'lead-card is-handled' : 'lead-card'} data-testid="lead-card">
      <div className="lead-top">
        <strong className="lead-name">{lead.name}</strong>
        <time dateTime={lead.createdAt}>{formatTimeAgo(lead.createdAt)}</time>
      </div>
      <p className="lead-about">
        About <Link to={lead.link}>{lead.targetTitle}</Link>
      </p>
      {lead.message && <p className="lead-msg">“{lead.message}”</p>}
      <p className="lead-phone">{lead.phone}</p>
      <div className="lead-actions">
        {links && (
          <>
            <a className="btn btn-sm" href={links.telUrl} aria-label={`Call ${lead.name}`}>
              Call
            </a>
            <a
              className="btn btn-outline btn-sm"
              href={links.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp ${lead.name}`}
            >
              WhatsApp
            </a>
          </>
        )}
        <button
          type="button"
          className="lead-handled"
          aria-pressed={lead.handled}
          onClick={() => onToggle(!lead.handled)}
        >
          <span className="lead-switch" aria-hidden="true" />
          Handled
        </button>
      </div>
      {lead.pending && !navigator.onLine && (
        <p className="lead-note" role="status">
          Saved on this device — sent when you are back online.
        </p>
      )}
      {lead.error && (
        <p className="lead-error" role="alert">
          {lead.error}
        </p>
      )}
    </li>
  );
}
