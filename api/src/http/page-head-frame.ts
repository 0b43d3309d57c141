/**
 * The first frame of the pages whose largest paint is their heading block (/reports, /insights,
 * /post-pg: domain/pages/page-heads.ts): the server paints the eyebrow, title and lead from HTML, in
 * the same boxes the page will draw them (index.html's .shell-page rules mirror the PWA's ui.css),
 * so the words are on screen before any script has run and React's render replaces them with the
 * same words in the same place. The rest of the page (data, forms) comes with the app.
 */
import { withoutTrailingSlash } from '../domain/pages/framed-pages';
import { PAGE_HEADS, type PageHead } from '../domain/pages/page-heads';
import { escapeHtml, type PageShell } from './page-shell';

/** The heading block, in PageLayout's markup (components/ui/page-layout.tsx). */
export function pageHeadBlock(head: PageHead): string {
  return (
    `<header class="page-head">` +
    (head.eyebrow ? `<p class="page-eyebrow">${escapeHtml(head.eyebrow)}</p>` : '') +
    `<h1 class="page-title">${escapeHtml(head.title)}</h1>` +
    (head.lead ? `<p class="page-lead">${escapeHtml(head.lead)}</p>` : '') +
    `</header>`
  );
}

/** A first frame: the page's box with its heading block, and what follows it (`rest`, escaped). */
export function pageHeadHtml(head: PageHead, rest = ''): string {
  const classes = ['shell-main', 'shell-page', head.className].filter(Boolean).join(' ');
  return (
    `<main class="${escapeHtml(classes)}" data-shell-page="">` +
    `<div class="page">${pageHeadBlock(head)}${rest}</div></main>`
  );
}

/** The page shell of those pages (mount through servePwa's `pages`). */
export function pageHeadFrame(): PageShell {
  return (path) => {
    const head = PAGE_HEADS[withoutTrailingSlash(path)];
    return Promise.resolve(head ? { title: `${head.title} | PropAI`, main: pageHeadHtml(head) } : null);
  };
}
