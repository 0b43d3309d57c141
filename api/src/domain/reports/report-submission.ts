/**
 * The zod schemas of a report submission (POST /api/reports) and its answer, from the pure rules in
 * report-rules.ts (which the app imports without zod).
 */
import { z } from '@hono/zod-openapi';
import { FILE_URL_RE } from '../uploads/file-url';
import {
  CATEGORY_MESSAGE,
  PROJECT_MESSAGE,
  REPORT_CATEGORIES,
  REPORT_LIMITS,
  REPORT_STATUSES,
} from './report-rules';

const L = REPORT_LIMITS;
const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(min, `Write at least ${min} characters in the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`);

export const ReportSubmissionBody = z
  .object({
    projectId: z
      .string({ error: PROJECT_MESSAGE })
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,119}$/, PROJECT_MESSAGE)
      .openapi({ description: 'project id or slug', example: 'solace-avenue' }),
    category: z.enum(REPORT_CATEGORIES, { error: CATEGORY_MESSAGE }),
    title: text('title', L.titleMin, L.titleMax),
    description: text('description', L.descriptionMin, L.descriptionMax),
    photos: z
      .array(z.string({ error: 'Upload the photos first.' }).regex(FILE_URL_RE, 'Upload the photos first.'), {
        error: 'Send the photos as a list of upload urls.',
      })
      .max(L.photosMax, `Add at most ${L.photosMax} photos.`)
      .default([])
      .openapi({
        example: ['/api/files/65f1c0ffee0123456789abcd'],
        description: 'urls answered by POST /api/upload',
      }),
  })
  .openapi('ReportSubmission');

export type ReportSubmission = z.infer<typeof ReportSubmissionBody>;

/** The answer to a submission: the stored report's id and its review state. */
export const SubmittedReport = z
  .object({
    id: z.string(),
    status: z.enum(REPORT_STATUSES),
    title: z.string(),
    projectName: z.string().nullable(),
  })
  .openapi('SubmittedReport');
