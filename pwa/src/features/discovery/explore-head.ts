/** Title, description, canonical and JSON-LD (SearchResultsPage + BreadcrumbList) of /explore. */
import type { DocumentHead } from '../../lib/use-document-head';
import { type ExploreFilters, toExploreParams } from '@propai/api/domain/discovery/explore-filters';
import { formatIndianNumber } from '../../lib/format';

export function exploreHead(f: ExploreFilters, origin: string, total: number | null): DocumentHead {
  const where = f.city ? ` in ${f.area ? `${f.area}, ` : ''}${f.city}` : ' in Delhi NCR';
  const title = `New projects${where} | PropAI`;
  const params = new URLSearchParams();
  if (f.city) params.set('city', f.city);
  if (f.city && f.area) params.set('area', f.area);
  if (f.type) params.set('type', f.type);
  const canonical = `/explore${params.size ? `?${params.toString()}` : ''}`;
  const count = total != null ? `${formatIndianNumber(total)} ` : '';
  const description = `Explore ${count}new launch, under-construction and ready-to-move projects${where}: prices, configurations, possession dates, RERA details and buyer reports.`;
  const url = `${origin}/explore${toExploreParams(f).size ? `?${toExploreParams(f).toString()}` : ''}`;
  return {
    title,
    description,
    canonical,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'SearchResultsPage', name: title, description, url },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Explore projects', item: `${origin}/explore` },
          ...(f.city
            ? [{ '@type': 'ListItem', position: 3, name: f.area || f.city, item: `${origin}${canonical}` }]
            : []),
        ],
      },
    ],
  };
}
