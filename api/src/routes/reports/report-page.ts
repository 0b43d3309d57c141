/**
 * The report detail page's HTML (/reports/{id}) for a PUBLISHED report: title, description,
 * canonical and the social tags a link preview reads, so a shared report shows what it is about
 * before any script runs. Unknown, pending and rejected reports never get here: page-exists.ts
 * answers their URL 404 with the app's not-found page.
 */
import { publicUrlOf } from '../../auth/mobile-consent-page';
import { isPublished, publicReport, type PublicReport } from '../../domain/reports/public-report';
import type { AppDeps } from '../../http/deps';
import { type PageShell, socialHeadTags } from '../../http/page-shell';
import { REPORTS } from '../../services/reports/report-scores';
import { REPORT_PAGE_PATH } from '../../domain/pages/framed-pages';

/** 'Possession Delay at Aster Heights (Orbit Developers): Builder has moved…', ≤ 160 characters. */
export function reportDescription(r: PublicReport): string {
  const about = [r.projectName, r.developerName && `(${r.developerName})`].filter(Boolean).join(' ');
  const head = [r.category ?? 'Report', about && `at ${about}`].filter(Boolean).join(' ');
  const text = `${head}: ${r.description}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** The page shell of a report's detail page (mount through servePwa's `pages`). */
export function reportPage(deps: AppDeps): PageShell {
  const reports = deps.store.collection(REPORTS);
  const origin = publicUrlOf(deps.env);
  return async (path) => {
    const id = REPORT_PAGE_PATH.exec(path)?.[1];
    if (!id || id === 'find' || id === 'weekly') return null;
    const doc = await reports.findOne({ _id: id });
    if (!doc || !isPublished(doc)) return null;
    const r = publicReport(doc);
    const url = new URL(`/reports/${id}`, origin).toString();
    const text = reportDescription(r);
    return {
      title: `${r.title} | PropAI`,
      description: text,
      head: socialHeadTags({ url, title: r.title, description: text, type: 'article' }).join('\n'),
    };
  };
}
