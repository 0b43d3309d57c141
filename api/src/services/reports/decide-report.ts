/**
 * An admin's decision on a submitted report (/admin/check-report, routes/admin-reports):
 * approve → public, counted in its project's transparency score, an alert on the project and a
 * `report_approved` notification; reject with a reason → never public, a `report_rejected`
 * notification carrying the reason.
 *
 * Guarantees: only a 'pending' report is decided, by one conditional findOneAndUpdate, so two admins
 * or a double tap decide once; the loser gets 409 naming the decision already made. The effects run
 * after the change and are each safe to run again: the notification's once-key is the report and
 * decision, the alert is pushed only where the project does not hold one for this report yet, and the
 * score is recomputed from the stored reports (services/projects/refresh-derived.ts).
 */
import { ApiError } from '../../http/errors';
import type { Doc, Store } from '../../store/types';
import { notify } from '../notifications/notify';
import { refreshProjectDerived } from '../projects/refresh-derived';
import { tallyVotes } from './report-scores';

export type ReportDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

/** What a project's alert list stores for an approved report (the project page's Alerts section). */
export function reportAlert(report: Doc, now: Date) {
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  return {
    type: 'REPORT',
    title: `Community report: ${text(report.category, 'Report')}`,
    detail: text(report.title, ''),
    date: now.toISOString().slice(0, 10),
    reportId: report._id,
  };
}

async function refreshProject(store: Store, report: Doc, now: Date, alert: boolean): Promise<void> {
  if (typeof report.projectId !== 'string') return;
  const projects = store.collection('projects');
  const project = await projects.findOne({ _id: report.projectId });
  if (!project) return;
  const held = Array.isArray(project.alerts)
    ? (project.alerts as { reportId?: unknown }[]).some((a) => a?.reportId === report._id)
    : false;
  if (alert && !held) {
    await projects.updateOne({ _id: project._id }, { $push: { alerts: reportAlert(report, now) } });
  }
  await refreshProjectDerived(store, project, now);
}

/**
 * Decides one pending report; throws 404 (no such report) or 409 (already decided).
 *
 * @example
 *   await decideReport(store, id, adminId, { status: 'rejected', reason: 'No evidence' });
 */
export async function decideReport(
  store: Store,
  id: string,
  adminId: string,
  decision: ReportDecision,
  now = new Date(),
): Promise<Doc> {
  const reports = store.collection('reports');
  const set =
    decision.status === 'approved'
      ? { status: 'approved', reviewedAt: now, reviewedBy: adminId, updatedAt: now }
      : {
          status: 'rejected',
          rejectionReason: decision.reason,
          reviewedAt: now,
          reviewedBy: adminId,
          updatedAt: now,
        };
  const doc = await reports.findOneAndUpdate(
    { _id: id, status: 'pending' },
    { $set: set },
    { returnDocument: 'after' },
  );
  if (!doc) {
    const current = await reports.findOne({ _id: id }, { projection: { status: 1 } });
    if (!current) throw ApiError.notFound('Report not found.');
    const was = current.status === 'rejected' ? 'rejected' : 'approved';
    throw ApiError.conflict(`This report was already ${was}; a decision is made once.`);
  }
  const title = String(doc.title);
  if (typeof doc.authorId === 'string') {
    await notify(
      store,
      decision.status === 'approved'
        ? {
            userId: doc.authorId,
            type: 'report_approved',
            title: 'Your report is published',
            body: `"${title}" was checked and is now public.`,
            link: `/reports/${doc._id}`,
            onceKey: `report_approved:${doc._id}`,
          }
        : {
            userId: doc.authorId,
            type: 'report_rejected',
            title: 'Your report was not published',
            body: `"${title}": ${decision.reason}`,
            onceKey: `report_rejected:${doc._id}`,
          },
    );
  }
  // Published now: its score starts from its votes and its approval date (the read side's rule).
  if (decision.status === 'approved') await tallyVotes(store, doc._id, now);
  // Approval changes the project's score and alerts; a rejection of a pending report changes
  // nothing public, but the score is recomputed anyway so a stale one heals.
  await refreshProject(store, doc, now, decision.status === 'approved');
  return doc;
}
