/**
 * The report form's values as a report draft stores them (`drafts.data`, kind 'report') and the
 * body the outbox sends for them (POST /api/reports, photos added by the outbox).
 */
import type { ReportSubmissionBody } from '@propai/api/wire';
import { reportFieldErrors } from '@propai/api/domain/reports/report-rules';

export interface ReportValues {
  /** The project's id or slug (from the suggestions or `?project=`). */
  projectId: string;
  /** What the picker shows for it; not sent. */
  projectLabel: string;
  category: string;
  title: string;
  description: string;
}

export const emptyReport = (): ReportValues => ({
  projectId: '',
  projectLabel: '',
  category: '',
  title: '',
  description: '',
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored draft's data as form values (missing fields blank). */
export function reportValues(data: Record<string, unknown> | undefined): ReportValues {
  return {
    projectId: str(data?.projectId),
    projectLabel: str(data?.projectLabel),
    category: str(data?.category),
    title: str(data?.title),
    description: str(data?.description),
  };
}

/** The form's messages by field ({} when it can be sent); the server checks the same rules. */
export const reportErrors = (v: ReportValues): Record<string, string> => reportFieldErrors(v);

/** The body the outbox sends, without `photos` (the outbox adds the uploaded urls). */
export function reportPayload(v: ReportValues): Record<keyof Omit<ReportSubmissionBody, 'photos'>, string> {
  return {
    projectId: v.projectId,
    category: v.category,
    title: v.title.trim(),
    description: v.description.trim(),
  };
}
