import type { z } from '@hono/zod-openapi';
import type {
  AdminArticleList as AdminArticleListSchema,
  AdminArticleSchema,
  ArticleBody as ArticleBodySchema,
  ArticleCardSchema,
  ArticlePageSchema,
  ArticleSchema,
} from '../routes/blogs/blogs.schemas';
import type { PulseIssueSchema, PulseListSchema } from '../routes/pulse/pulse.schemas';
import type {
  SubscribeAnswer as NewsletterSubscribeSchema,
  SubscribeBody as NewsletterSubscribeBodySchema,
  TokenAnswer as NewsletterTokenSchema,
} from '../routes/newsletter/newsletter.schemas';

// Blogs (/api/blogs: GET /, GET /{slug}; /api/admin/blogs: GET, POST, GET/PUT/DELETE /{slug})
export type ArticleCard = z.infer<typeof ArticleCardSchema>;
export type Article = z.infer<typeof ArticleSchema>;
export type ArticlePage = z.infer<typeof ArticlePageSchema>;
export type AdminArticle = z.infer<typeof AdminArticleSchema>;
export type AdminArticleList = z.infer<typeof AdminArticleListSchema>;
export type ArticleInput = z.input<typeof ArticleBodySchema>;
// The weekly market pulse and the newsletter's double opt-in (routes/pulse, routes/newsletter).
export type PulseIssue = z.infer<typeof PulseIssueSchema>;
export type PulseList = z.infer<typeof PulseListSchema>;
export type PulseIssueSummary = PulseList['issues'][number];
export type NewsletterSubscribeBody = z.input<typeof NewsletterSubscribeBodySchema>;
export type NewsletterSubscribeAnswer = z.infer<typeof NewsletterSubscribeSchema>;
export type NewsletterTokenAnswer = z.infer<typeof NewsletterTokenSchema>;
