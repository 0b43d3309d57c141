import type { z } from '@hono/zod-openapi';
import type {
  RecommendationsAnswer as RecommendationsAnswerSchema,
  RecommendationsBody as RecommendationsBodySchema,
} from '../routes/_shared/survey-preferences.schemas';
import type {
  ByProjectAnswer as ShortlistByProjectSchema,
  ShortlistAnswer as ShortlistAnswerSchema,
  ShortlistBody as ShortlistBodySchema,
  ShortlistPickSchema,
} from '../routes/survey/shortlist.schemas';

// The AI shortlist (/api/survey/shortlist: POST /, GET /by-project/{projectId}) and the
// recommendations' developer projects (POST /api/projects/recommendations)
export type ShortlistRequest = z.input<typeof ShortlistBodySchema>;
export type ShortlistAnswer = z.infer<typeof ShortlistAnswerSchema>;
export type ShortlistPick = z.infer<typeof ShortlistPickSchema>;
export type ShortlistByProject = z.infer<typeof ShortlistByProjectSchema>;
export type RecommendationsRequest = z.input<typeof RecommendationsBodySchema>;
export type RecommendationsAnswer = z.infer<typeof RecommendationsAnswerSchema>;
