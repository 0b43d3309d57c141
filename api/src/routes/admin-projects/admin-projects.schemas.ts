/**
 * POST /api/admin/projects: what an admin types to start a project (issue 19 "Create a project":
 * name, developer, city, locality and RERA id; the editors add the rest). Messages name the field.
 */
import { z } from '@hono/zod-openapi';
import { POSTING_CITIES } from '../../domain/posting/common-rules';

/** The project statuses discovery classes (domain/search/status-class.ts reads these words). */
export const PROJECT_STATUSES = ['New Launch', 'Under Construction', 'Ready to Move', 'Completed'] as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(min, `Enter the ${label} (at least ${min} characters).`)
    .max(max, `Keep the ${label} under ${max} characters.`);

export const CreateProjectBody = z
  .object({
    name: text('project name', 2, 120),
    developer: text('developer name', 2, 120),
    city: z.enum(POSTING_CITIES, { error: 'Choose a city in Delhi NCR.' }),
    locality: text('locality', 2, 80),
    reraId: z
      .string({ error: 'Enter the RERA registration number.' })
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9/ -]{4,59}$/,
        'Enter the RERA registration number as issued (letters, digits, / and -).',
      ),
    status: z
      .enum(PROJECT_STATUSES, { error: 'Choose New Launch, Under Construction, Ready to Move or Completed.' })
      .default('New Launch'),
  })
  .strict()
  .openapi('CreateProjectBody');

export const CreatedProject = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Saved searches this project matched (their owners got at most one alert a day). */
    alerted: z.number().int(),
  })
  .openapi('CreatedProject');

/** GET /api/admin/projects?q=&page=: every project, newest updated first, 20 a page. */
export const AdminProjectListQuery = z.object({
  q: z.string().trim().max(80, 'Keep the search under 80 characters.').optional(),
  page: z.coerce.number({ error: 'Send a page number.' }).int().min(1).max(10_000).default(1),
});

export const AdminProjectList = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        slug: z.string().nullable(),
        name: z.string().nullable(),
        developer: z.string().nullable(),
        city: z.string().nullable(),
        locality: z.string().nullable(),
        status: z.string().nullable(),
        updatedAt: z.string().nullable().openapi({ description: 'ISO time' }),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('AdminProjectList');
