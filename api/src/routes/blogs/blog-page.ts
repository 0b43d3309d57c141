/**
 * The article page's HTML (/blogs/{slug}), made per request for a PUBLISHED article: title, meta
 * description, canonical, Open Graph / Twitter tags and JSON-LD Article for crawlers and link
 * previews, the article itself rendered inside the shell's <main> (readable before any script
 * runs, and by crawlers that run none), and GET /api/blogs/{slug}'s answer embedded so the app
 * renders from it without fetching it again. A draft or unknown slug gets no additions; the
 * server has already answered those 404 (http/page-exists.ts).
 */
import { articleJsonLd } from '../../domain/blogs/article-json-ld';
import { SLUG_RE, articlePath } from '../../domain/blogs/article-rules';
import { renderMarkdown } from '../../domain/blogs/render-markdown';
import { publicUrlOf } from '../../auth/mobile-consent-page';
import type { AppDeps } from '../../http/deps';
import { type PageShell, escapeHtml, shareHeadTags } from '../../http/page-shell';
import { findPublished, publicArticle } from '../../services/blogs/article-store';
import { BLOG_PAGE_PATH } from '../../domain/pages/framed-pages';

type Article = ReturnType<typeof publicArticle>;

function headTags(a: Article, origin: string): string {
  return shareHeadTags({
    url: new URL(articlePath(a.slug), origin).toString(),
    title: a.title,
    description: a.description,
    image: a.coverImage ? new URL(a.coverImage, origin).toString() : undefined,
    type: 'article',
    jsonLd: [articleJsonLd(a, origin)],
  });
}

/** The article as plain HTML inside the shell's <main>: heading, byline and the rendered body. */
function firstFrame(a: Article): string {
  const date = new Date(a.publishedAt).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return (
    `<main class="shell-main shell-article" data-shell-article="">` +
    `<h1>${escapeHtml(a.title)}</h1>` +
    `<p>${escapeHtml(`${a.authorName} · ${date} · ${a.readingMinutes} min read`)}</p>` +
    `<article>${renderMarkdown(a.body)}</article></main>`
  );
}

/** The page shell of an article page (mount through servePwa's `pages`). */
export function blogPage(deps: AppDeps): PageShell {
  const origin = publicUrlOf(deps.env);
  return async (path) => {
    const slug = BLOG_PAGE_PATH.exec(path)?.[1];
    if (!slug || !SLUG_RE.test(slug) || slug.length > 80) return null;
    const doc = await findPublished(deps.store, slug);
    if (!doc) return null;
    const article = publicArticle(doc);
    return {
      title: `${article.title} | PropAI`,
      description: article.description,
      head: headTags(article, origin),
      main: firstFrame(article),
      answer: { url: `/api/blogs/${slug}`, fetchedAt: Date.now(), data: article },
    };
  };
}
