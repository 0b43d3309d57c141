/**
 * The blog's API calls. Public reads go through useFreshQuery in the pages (kept for offline
 * reading); the admin writes here go straight to the server, not through the outbox: publishing
 * is an online act an admin watches succeed, and the editor keeps its own draft on the device
 * (admin/editor-draft.ts) so nothing typed is lost if a save fails.
 */
import type { AdminArticle, AdminArticleList, ArticleInput } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

export type { AdminArticle, ArticleInput };

const path = (slug: string) => `/admin/blogs/${encodeURIComponent(slug)}`;

export const listAdminArticles = () => api.get<AdminArticleList>('/admin/blogs');
export const getAdminArticle = (slug: string) => api.get<AdminArticle>(path(slug));

/** `key`: one per Save tap, so a retried request creates one article. */
export const createArticle = (input: ArticleInput, key: string) =>
  api.post<AdminArticle>('/admin/blogs', input, { headers: { 'Idempotency-Key': key } });

/** Replaces the article at `slug` (its slug may change with `input.slug`). */
export const updateArticle = (slug: string, input: ArticleInput) => api.put<AdminArticle>(path(slug), input);

export const deleteArticle = (slug: string) => api.delete<{ deleted: true }>(path(slug));
