/**
 * /blogs/{slug}: one published article, with its title, description, date, author, reading time and
 * body (the shared safe renderer), and the document head a crawler or a link preview reads: title,
 * meta description, canonical and JSON-LD Article (the same block the server's HTML carries,
 * api/src/routes/blogs/blog-page.ts, whose embedded answer this page renders from on a cold open).
 */
import { IonContent, IonPage } from '@ionic/react';
import type { Article } from '@propai/api/wire';
import { articleJsonLd } from '@propai/api/domain/blogs/article-json-ld';
import { articlePath } from '@propai/api/domain/blogs/article-rules';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLoading } from '../../../components/ui/page-loading';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { useIsActivePage } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { ArticleMeta, articleTag } from '../components/article-meta';
import { MarkdownView } from '../components/markdown-view';
import '../blogs.css';

function ArticleView({ article }: { article: Article }) {
  return (
    <article className="blog-article">
      <header className="page-head">
        <p className="article-tags">
          <span className="article-tag">{articleTag(article)}</span>
          {article.city && <span className="article-tag article-tag-soft">{article.category}</span>}
        </p>
        <h1 className="page-title">{article.title}</h1>
        <p className="page-lead">{article.description}</p>
        <ArticleMeta article={article} />
      </header>
      {article.coverImage && <img className="blog-article-cover" src={article.coverImage} alt="" />}
      <MarkdownView markdown={article.body} />
    </article>
  );
}

export default function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const query = useFreshQuery<Article>(slug ? `/blogs/${encodeURIComponent(slug)}` : null);
  const active = useIsActivePage();
  const article = query.status === 'ready' ? query.result.data : null;
  const notFound = query.status === 'error' && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(article?.title ?? (notFound ? 'Article not found' : 'Blog'));
  useDocumentHead(
    article
      ? {
          title: article.title,
          description: article.description,
          canonical: articlePath(article.slug),
          image: article.coverImage ?? undefined,
          jsonLd: [articleJsonLd(article, window.location.origin)],
        }
      : { title: 'Blog', description: 'An article on PropAI.', canonical: window.location.pathname },
    active && query.status !== 'loading',
  );
  return (
    <IonPage className="blogs-page">
      <IonContent>
        <main className="page blog-post">
          <Link to="/blogs" className="pd-back">
            ← All articles
          </Link>
          {query.status === 'loading' && <PageLoading />}
          {notFound && (
            <div className="message-page">
              <h1 className="page-title">Article not found</h1>
              <p className="page-lead">It may have been unpublished, or the link is wrong.</p>
              <div className="message-actions">
                <Link to="/blogs" className="btn">
                  All articles
                </Link>
              </div>
            </div>
          )}
          {query.status === 'error' && !notFound && (
            <ErrorBox message="Could not load this article." onRetry={query.retry} />
          )}
          {article && query.status === 'ready' && (
            <>
              <OfflineNote fromCache={query.result.fromCache} fetchedAt={query.result.fetchedAt} />
              <ArticleView article={article} />
            </>
          )}
        </main>
      </IonContent>
    </IonPage>
  );
}
