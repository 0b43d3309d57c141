/**
 * /admin/agents (admin-guarded; the API answers 401/403 too): registrations of agents, property
 * managers and builders waiting for a decision, oldest first, in the shared moderation queue.
 * Approve puts the applicant in the /agents directory at once; reject needs a reason, which the
 * applicant is notified with. The panel shows the applicant's contact and listings to check the
 * RERA number against.
 */
import { AGENT_MESSAGES, AGENT_TYPE_LABELS } from '@propai/api/domain/agents/agent-rules';
import type { ReactNode } from 'react';
import { FactList } from '../../../components/moderation-queue/fact-list';
import { ModerationQueue } from '../../../components/moderation-queue/moderation-queue';
import type { QueueAdapter } from '../../../components/moderation-queue/queue-types';
import { PageLayout } from '../../../components/ui/page-layout';
import { formatDay, formatTimeAgo } from '../../../lib/format';
import { decide, decideMany, loadApplications, type AdminAgentApplication } from './agent-applications-api';
import '../../../components/ui/form.css';

function Details({ item }: { item: AdminAgentApplication }) {
  const rows: [string, ReactNode][] = [
    ['Applies as', AGENT_TYPE_LABELS[item.type]],
    ['Company', item.companyName],
    ['RERA number', item.reraId],
    ['Works in', `${item.localities.join(', ')} (${item.city})`],
    ['Publish mobile', item.publishPhone ? 'Yes' : 'No'],
    ['Applicant', item.applicant.name],
    ['Email', item.applicant.email],
    ['Mobile', item.applicant.mobile],
    [
      'Live listings',
      `${item.applicant.liveListings} (${item.applicant.professionalListings} posted as an agent or builder)`,
    ],
    ['Sent', `${formatTimeAgo(item.createdAt)} (${formatDay(item.createdAt)})`],
  ];
  return (
    <div className="mq-review">
      <FactList facts={rows} />
    </div>
  );
}

const adapter: QueueAdapter<AdminAgentApplication> = {
  noun: { one: 'registration', many: 'registrations' },
  load: () => loadApplications(),
  titleOf: (item) => `${item.applicant.name} — ${item.companyName}`,
  photosOf: () => [],
  meta: (item) => (
    <>
      <span className="mq-tag">{AGENT_TYPE_LABELS[item.type]}</span>
      <span>RERA {item.reraId}</span>
      <span>{item.city}</span>
      <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>
    </>
  ),
  details: (item) => <Details item={item} />,
  approve: (id) => decide(id, { decision: 'approve' }),
  reject: (id, reason) => decide(id, { decision: 'reject', reason }),
  bulk: decideMany,
  approvedText: (item) => `Approved ${item.applicant.name}: listed in the directory now.`,
  rejectedText: (item) => `Rejected ${item.applicant.name}; they were told why.`,
  reasonRequired: AGENT_MESSAGES.reason,
  emptyText: 'No registrations waiting for a decision.',
  loadError: 'Could not load the registrations.',
  rowTestId: 'agent-application',
};

export default function AgentApplicationsPage() {
  return (
    <PageLayout
      title="Agent registrations"
      eyebrow="Admin"
      lead="Agents, property managers and builders who asked to be listed. Check the RERA number, then approve or reject with a reason."
    >
      <ModerationQueue adapter={adapter} countLabel={(total) => `${total} waiting for a decision`} />
    </PageLayout>
  );
}
