import type { z } from '@hono/zod-openapi';
import type {
  ProjectCardSchema,
  ProjectListSchema,
  ProjectPageSchema,
  SuggestionSchema,
} from '../routes/projects/projects.schemas';
import type { DeveloperListSchema, PastProjectsSchema } from '../routes/projects/project-lists.schemas';

// Project discovery (GET /api/projects/query, /api/projects, /api/projects/suggestions)
export type ProjectCard = z.infer<typeof ProjectCardSchema>;
export type ProjectPage = z.infer<typeof ProjectPageSchema>;
export type ProjectList = z.infer<typeof ProjectListSchema>;
export type Suggestion = z.infer<typeof SuggestionSchema>;
// The project lists (GET /api/projects/developers, /api/projects/past)
export type DeveloperList = z.infer<typeof DeveloperListSchema>;
export type PastProjects = z.infer<typeof PastProjectsSchema>;
export type DeliveredProject = PastProjects['items'][number];
export type DeveloperRecord = PastProjects['developers'][number];
