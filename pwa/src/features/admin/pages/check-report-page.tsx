import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/moderation-queue/fact-list';
import { ModerationQueue } from '../../../components/moderation-queue/moderation-queue';
import type { QueueAdapter } from '../../../components/moderation-queue/queue-types';
import { PageLayout } from '../../../components/ui/page-layout';
import { formatDay, formatTimeAgo } from '../../../lib/format';
import {
  approveReport,
  getReportQueue,
  moderateReports,
  type PendingReport,
  rejectReport,
} from '../api/report-moderation-api';
import '../../../components/ui/form.css';
import './check-report.css';

function ProjectName({ item }: { item: PendingReport }) {
  return item.projectId ? (
    <Link to={`/projects/${encodeURIComponent(item.projectId)}`}>{item.projectName ?? 'Project'}</Link>
  ) : (
    <span>{item.projectName ?? 'Unknown project'}</span>
  );
}

/** The side panel's body: everything the report says (its photos are shown above it). */
function ReportDetails({ item }: { item: PendingReport }) {
  const rows: [string, ReactNode][] = [
    ['Category', item.category ?? 'No category'],
    ['Project', <ProjectName key="p" item={item} />],
    ['Developer', item.developerName],
    ['Location', item.location],
    ['Submitted', item.createdAt ? `${formatTimeAgo(item.createdAt)} (${formatDay(item.createdAt)})` : null],
  ];
  return (
    <div className="mq-review">
      <FactList facts={rows} />
      <p className="check-report-text">{item.description}</p>
    </div>
  );
}

const reportAdapter: QueueAdapter<PendingReport> = {
  noun: { one: 'report', many: 'reports' },
  load: getReportQueue,
  titleOf: (item) => item.title,
  photosOf: (item) => item.photos,
  meta: (item) => (
    <>
      <span className="mq-tag check-report-category">{item.category ?? 'No category'}</span>
      <ProjectName item={item} />
      {item.developerName && <span>by {item.developerName}</span>}
      {item.location && <span>{item.location}</span>}
      {item.createdAt && <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>}
    </>
  ),
  details: (item) => <ReportDetails item={item} />,
  approve: approveReport,
  reject: rejectReport,
  bulk: moderateReports,
  approvedText: (item) => `Approved “${item.title}”: it is public now.`,
  rejectedText: (item) => `Rejected “${item.title}”.`,
  reasonRequired: 'Enter a reason for the rejection.',
  emptyText: 'No reports waiting for review.',
  loadError: 'Could not load the reports to check.',
  rowTestId: 'report-to-check',
};

/**
 * /admin/check-report (admin-guarded; the API answers 401/403 too): submitted community reports
 * waiting for review, newest first, 20 a page, in the same queue as listings: approve (public,
 * counted in the project's score, the author notified) or reject with a reason the author sees,
 * one at a time or in bulk.
 */
export default function CheckReportPage() {
  return (
    <PageLayout
      title="Check reports"
      eyebrow="Admin"
      lead="Community reports stay hidden until approved here. Newest first."
    >
      <ModerationQueue adapter={reportAdapter} countLabel={(total) => `${total} waiting for review`} />
    </PageLayout>
  );
}
