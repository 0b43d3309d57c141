/**
 * /admin/blogs (admin): every article, drafts included, last edited first, with its status, and a
 * way to write a new one. Opened from the admin entries of the profile menu.
 */
import type { AdminArticle } from '@propai/api/wire';
import { articlePath } from '@propai/api/domain/blogs/article-rules';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { ApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useIsActivePage } from '../../../lib/use-page-query';
import { listAdminArticles } from '../api/blogs-api';
import '../blogs.css';
import './editor.css';

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: AdminArticle[] };

function ArticleRow({ article }: { article: AdminArticle }) {
  const published = article.status === 'published';
  return (
    <li className="ab-row" data-testid="admin-article">
      <div className="ab-main">
        <p className="article-tags">
          <span className={published ? 'article-tag' : 'article-tag article-tag-soft'}>
            {published ? 'Published' : 'Draft'}
          </span>
          <span className="article-tag article-tag-soft">{article.city ?? 'All NCR'}</span>
        </p>
        <h2 className="ab-title">{article.title}</h2>
        <p className="article-meta">
          {published && article.publishedAt ? `Published ${formatDay(article.publishedAt)} · ` : ''}
          Edited {formatDay(article.updatedAt)} · {article.authorName} · {article.readingMinutes} min read
        </p>
      </div>
      <div className="ab-actions">
        <Link to={`/admin/blogs/${article.slug}/edit`} className="btn btn-sm">
          Edit
        </Link>
        {published && (
          <Link to={articlePath(article.slug)} className="btn btn-sm btn-outline">
            View
          </Link>
        )}
      </div>
    </li>
  );
}

export default function AdminBlogsPage() {
  const active = useIsActivePage();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchList = useCallback(() => {
    setLoad({ status: 'loading' });
    listAdminArticles().then(
      ({ items }) => setLoad({ status: 'ready', items }),
      (e: unknown) =>
        setLoad({
          status: 'error',
          message:
            e instanceof ApiError && e.status === 0
              ? 'You appear to be offline.'
              : 'Could not load the articles.',
        }),
    );
  }, []);
  // Again each time the page comes back on screen: an article was just saved or deleted.
  useEffect(() => {
    if (active) fetchList();
  }, [active, fetchList]);

  return (
    <PageLayout
      title="Blog articles"
      eyebrow="Admin"
      lead="Write, publish and edit the articles on /blogs."
      className="blogs-page"
    >
      <div className="ab-toolbar">
        <Link to="/admin/blogs/new" className="btn">
          New article
        </Link>
      </div>
      {load.status === 'loading' && <CardSkeletons count={2} className="card-list" />}
      {load.status === 'error' && <ErrorBox message={load.message} onRetry={fetchList} />}
      {load.status === 'ready' && load.items.length === 0 && (
        <p className="empty-text">No articles yet. Write the first one.</p>
      )}
      {load.status === 'ready' && load.items.length > 0 && (
        <ul className="ab-list">
          {load.items.map((a) => (
            <ArticleRow key={a.id} article={a} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
