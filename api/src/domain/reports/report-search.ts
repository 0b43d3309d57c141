/**
 * /reports/find's query (GET /api/reports/search): each given field narrows by a case-insensitive
 * substring of the stored text, escaped so user text is never read as a pattern or operator
 * (domain/search/text-match.ts); `q` matches any of title, project, developer and location.
 * Only published reports (PUBLISHED). Pure.
 */
import type { Filter } from '../query-language';
import { substringClause } from '../search/text-match';
import { PUBLISHED } from './public-report';

export interface ReportSearch {
  q?: string;
  project?: string;
  developer?: string;
  locality?: string;
  category?: string;
}

/** @example reportSearchFilter({ developer: 'Orbit' }) → published reports whose developer contains 'orbit' */
export function reportSearchFilter(s: ReportSearch): Filter {
  const and: Filter[] = [PUBLISHED];
  const field = (name: string, text: string | undefined) => {
    const clause = substringClause(text);
    if (clause) and.push({ [name]: clause });
  };
  field('projectName', s.project);
  field('developerName', s.developer);
  field('location', s.locality);
  if (s.category) and.push({ category: s.category });
  const any = substringClause(s.q);
  if (any) {
    and.push({
      $or: ['title', 'projectName', 'developerName', 'location'].map((f) => ({ [f]: any })),
    });
  }
  return { $and: and };
}
