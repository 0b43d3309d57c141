/**
 * /agents/register: a signed-in user asks to be listed as an agent, property manager or builder,
 * with their firm and RERA number. The request waits for an admin (/admin/agents); the page shows
 * where it stands — pending, approved (with the directory entry), or rejected with the reason and
 * the form to correct and send again. Signed out: what it is, and Sign in.
 */
import type { AgentApplication } from '@propai/api/wire';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { formatDay } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session/session-store';
import { useSignInModal } from '../../../lib/session/use-sign-in-modal';
import { useMyApplication } from '../api/agents-api';
import { RegisterForm } from '../components/register-form';
import { typeLabel } from '../domain/agent-text';
import '../../../components/ui/form.css';
import '../agents.css';

function Status({ application, onEdit }: { application: AgentApplication; onEdit: () => void }) {
  const what = `${typeLabel(application.type)} · ${application.companyName} · RERA ${application.reraId}`;
  if (application.status === 'approved' && application.slug) {
    return (
      <div className="post-section ag-status is-approved" data-testid="registration-status">
        <h2>You are in the directory</h2>
        <p>{what}</p>
        <Link className="btn" to={`/agents?type=${application.type}&agent=${application.slug}`}>
          See your entry
        </Link>
      </div>
    );
  }
  if (application.status === 'pending') {
    return (
      <div className="post-section ag-status" data-testid="registration-status">
        <h2>Waiting for approval</h2>
        <p>{what}</p>
        <p className="ag-muted">
          Sent {formatDay(application.createdAt)}. PropAI checks the RERA number; you get a notification when
          it is decided.
        </p>
        <button type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
          Correct and send again
        </button>
      </div>
    );
  }
  return (
    <div className="post-section ag-status is-rejected" data-testid="registration-status">
      <h2>Not approved</h2>
      <p>{what}</p>
      {application.rejectionReason && <p>Reason: {application.rejectionReason}</p>}
      <button type="button" className="btn btn-sm" onClick={onEdit}>
        Correct and send again
      </button>
    </div>
  );
}

export default function AgentRegisterPage() {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const signIn = useSignInModal();
  const mine = useMyApplication();
  const [sent, setSent] = useState<AgentApplication | null>(null);
  const [editing, setEditing] = useState(false);

  const layout = (children: ReactNode) => (
    <PageLayout
      title="Register as an agent"
      eyebrow="Agents"
      lead="Agents, property managers and builders with a RERA registration are listed in the PropAI directory once we approve it."
      className="agents-page"
    >
      {children}
    </PageLayout>
  );

  if (status === 'loading') return layout(<PageLoading />);
  if (status === 'signed-out' || !user) {
    return layout(
      <div className="post-section ag-status">
        <h2>Sign in to register</h2>
        <p className="ag-muted">
          Your entry shows your name, firm, RERA number, the localities you list in, your live listings and
          how quickly you call buyers back — never your email, and your mobile only if you choose.
        </p>
        <button type="button" className="btn" onClick={signIn}>
          Sign in
        </button>
      </div>,
    );
  }
  if (mine.status === 'loading') return layout(<PageLoading />);
  if (mine.status === 'error') return layout(<ErrorBox message={mine.error.message} onRetry={mine.retry} />);
  const application = sent ?? mine.result.data.application;
  if (application && !editing)
    return layout(<Status application={application} onEdit={() => setEditing(true)} />);
  return layout(
    <RegisterForm
      previous={application}
      mobile={user.mobile ?? null}
      onDone={(a) => {
        setSent(a);
        setEditing(false);
        mine.retry();
      }}
    />,
  );
}
