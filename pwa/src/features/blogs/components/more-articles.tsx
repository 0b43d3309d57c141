import type { ArticleCard as Card, ArticlePage } from '@propai/api/wire';
import { useState } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { ArticleCard } from './article-card';

/**
 * The articles after the first page, loaded on request with the list's cursor (the API pages by
 * keyset, so an article published meanwhile neither repeats nor hides one).
 */
export function MoreArticles({ city, cursor }: { city: string; cursor: string | null }) {
  const [loaded, setLoaded] = useState<Card[]>([]);
  const [next, setNext] = useState(cursor);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    if (!next) return;
    setBusy(true);
    setError(null);
    try {
      const page = await api.get<ArticlePage>('/blogs', { query: { city, limit: 12, cursor: next } });
      setLoaded((prev) => [...prev, ...page.items]);
      setNext(page.nextCursor);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 0
          ? 'You appear to be offline.'
          : 'Could not load more articles.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {loaded.map((a) => (
        <ArticleCard key={a.slug} article={a} />
      ))}
      {error && (
        <p className="blog-more-error" role="alert">
          {error}
        </p>
      )}
      {next && (
        <button
          type="button"
          className="btn btn-outline blog-more"
          disabled={busy}
          onClick={() => void load()}
        >
          {busy ? 'Loading…' : error ? 'Retry' : 'More articles'}
        </button>
      )}
    </>
  );
}
