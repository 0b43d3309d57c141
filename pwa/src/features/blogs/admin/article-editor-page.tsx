/**
 * /admin/blogs/new and /admin/blogs/:slug/edit (admin-guarded in the route table; the API refuses
 * non-admins too): loads the article to edit, hands it to the editor, and goes back to the list
 * once the server has it.
 */
import type { AdminArticle } from '@propai/api/wire';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { createArticle, deleteArticle, getAdminArticle, updateArticle } from '../api/blogs-api';
import { ArticleEditor } from './article-editor';
import '../blogs.css';
import './editor.css';

type Load =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError | null }
  | { status: 'ready'; article: AdminArticle };

function useArticle(slug: string | undefined) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchIt = useCallback(() => {
    if (!slug) return;
    setLoad({ status: 'loading' });
    getAdminArticle(slug).then(
      (article) => setLoad({ status: 'ready', article }),
      (e: unknown) => setLoad({ status: 'error', error: e instanceof ApiError ? e : null }),
    );
  }, [slug]);
  useEffect(fetchIt, [fetchIt]);
  return { load, retry: fetchIt };
}

export default function ArticleEditorPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const { load, retry } = useArticle(slug);
  const [saveKey] = useState(() => crypto.randomUUID());
  const done = () => navigate('/admin/blogs', { replace: true });
  const author = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  const title = slug ? 'Edit article' : 'New article';
  return (
    <PageLayout title={title} eyebrow="Admin · Blog" className="blogs-page">
      <Link to="/admin/blogs" className="pd-back">
        ← All articles
      </Link>
      {!slug && (
        <ArticleEditor
          draftKey="new"
          defaultAuthor={author}
          onSave={async (input) => {
            await createArticle(input, saveKey);
            done();
          }}
        />
      )}
      {slug && load.status === 'loading' && <PageLoading />}
      {slug && load.status === 'error' && (
        <ErrorBox
          message={
            load.error?.status === 404
              ? 'This article does not exist (any more).'
              : 'Could not load the article.'
          }
          onRetry={load.error?.status === 404 ? undefined : retry}
        />
      )}
      {slug && load.status === 'ready' && (
        <ArticleEditor
          article={load.article}
          draftKey={load.article.slug}
          onSave={async (input) => {
            await updateArticle(load.article.slug, input);
            done();
          }}
          onDelete={async () => {
            await deleteArticle(load.article.slug).catch((e: unknown) => {
              // Gone already (deleted on another device): the wanted result.
              if (!(e instanceof ApiError && e.status === 404)) throw e;
            });
            done();
          }}
        />
      )}
    </PageLayout>
  );
}
