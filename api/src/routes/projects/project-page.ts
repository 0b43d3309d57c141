/**
 * A project page's HTML (/projects/{idOrSlug}): the page's title, a first frame painted from HTML
 * (the back link, the cover photo and the name, in the boxes the page draws them: index.html's
 * .shell-project rules mirror projects.css) and GET /api/projects/{idOrSlug}'s answer embedded, so
 * the app renders the page at once without asking again (pwa/src/lib/embedded-answer.ts), with the
 * answers of every section the page reads (services/projects/section-answers.ts): twelve-odd section
 * requests, and a render of the page as each answered, cost a phone's main thread more than the
 * few kB of JSON. The cover is the page's largest paint; from the HTML it needs no script. An
 * unknown project gets the plain shell and the app says it is not found.
 */
import { projectRefFilter } from '../../domain/projects/project-ref';
import { projectDetail } from '../../domain/projects/public-detail';
import { projectScore, type ScoreInputs } from '../../domain/projects/score';
import { PROJECT_COVER_SIZES, photoSrcSet, sizedPhoto } from '../../domain/uploads/photo-sizes';
import type { AppDeps } from '../../http/deps';
import { escapeHtml, type PageShell } from '../../http/page-shell';
import { scoreContext } from '../../services/projects/refresh-derived';
import { pageSectionAnswers } from '../../services/projects/section-answers';
import { PROJECT_PAGE_PATH } from '../../domain/pages/framed-pages';

function firstFrame(name: string, developer: string | null, cover: string | null): string {
  const srcset = cover ? photoSrcSet(cover) : undefined;
  const img = cover
    ? `<img class="pd-cover" src="${escapeHtml(sizedPhoto(cover, 800))}"` +
      (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${PROJECT_COVER_SIZES}"` : '') +
      ` width="800" height="450" alt="" fetchpriority="high" decoding="async" />`
    : '';
  return (
    `<main class="shell-main shell-page shell-project" data-shell-page="">` +
    `<div class="page pd-page"><span class="pd-back">← Back to Buy</span>${img}` +
    `<h1 class="page-title">${escapeHtml(name)}</h1>` +
    `<p class="pd-dev">by ${escapeHtml(developer ?? 'Unknown developer')}</p></div></main>`
  );
}

/** The page shell of a project's page (mount through servePwa's `pages`). */
export function projectPage(deps: AppDeps): PageShell {
  const projects = deps.store.collection('projects');
  return async (path) => {
    const ref = PROJECT_PAGE_PATH.exec(path)?.[1];
    if (!ref) return null;
    const doc = await projects.findOne(projectRefFilter(ref));
    if (!doc) return null;
    // The answer GET /api/projects/{idOrSlug} gives (routes/projects/project-detail.routes.ts).
    const score = projectScore({ ...(doc as ScoreInputs), ...(await scoreContext(deps.store, doc)) });
    const detail = projectDetail(doc, score);
    const name = typeof detail.name === 'string' && detail.name ? detail.name : 'Project';
    const developer = typeof detail.developer === 'string' ? detail.developer : null;
    const cover = typeof detail.coverImage === 'string' && detail.coverImage ? detail.coverImage : null;
    const fetchedAt = Date.now();
    // The sections are read by the project's id, whichever reference the address used.
    const base = `/api/projects/${encodeURIComponent(String(doc._id))}`;
    return {
      title: `${name} | PropAI`,
      main: firstFrame(name, developer, cover),
      answer: { url: `/api/projects/${encodeURIComponent(ref)}`, fetchedAt, data: detail },
      moreAnswers: (await pageSectionAnswers(deps.store, doc)).map(([section, data]) => ({
        url: `${base}/${section}`,
        fetchedAt,
        data,
      })),
    };
  };
}
