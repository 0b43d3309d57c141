import { EXPLORE_HEAD } from '@propai/api/domain/pages/page-heads';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageParts } from '../../../components/ui/page-parts';
import { useFrameSheet } from '../../../lib/frame-handover';
import { useDocumentHead } from '../../../lib/use-document-head';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { useIsActivePage, usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExploreProjects } from '../api/use-explore-projects';
import { useSurveyData } from '../api/use-survey-data';
import { CityChips } from '../components/city-chips';
import { ExploreFilterSheet } from '../components/explore-filter-sheet';
import { ExploreResultsList } from '../components/explore-results';
import { ExploreSidebar } from '../components/explore-sidebar';
import { ExploreSortSheet } from '../components/explore-sort-sheet';
import { ExploreToolbar } from '../components/explore-toolbar';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { SuggestBox } from '../components/suggest-box';
import { SurveyBanner } from '../components/survey-banner';
import {
  type ExploreFilters,
  hasExploreFilters,
  parseExploreParams,
  toExploreParams,
} from '@propai/api/domain/discovery/explore-filters';
import { canonicalPlaceParams, placeQuery } from '../../../lib/explore-place';
import { exploreHead } from '../explore-head';
import { SaveSearchButton } from '../../../components/ui/save-search-button';
import { explorePageSearch } from '../saved-search-of';
import { REVEAL_STEP, revealMore } from '../explore-reveal';
import { surveyToFilters } from '../survey-filters';
import '../components/discovery.css';

const EXPLORE_SHEETS = ['filters', 'sort'] as const;

/** /explore and /explore-projects: developer projects with filters, sorts and survey results. */
export default function ExplorePage() {
  usePageTitle(EXPLORE_HEAD.title);
  const [params, setParams] = usePageQuery();
  const active = useIsActivePage();
  const navigate = useNavigate();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const survey = useSurveyData();
  const filters = useMemo(() => parseExploreParams(params), [params]);
  const results = useExploreProjects(filters);
  const [view, setView] = useState<'list' | 'grid'>('grid');
  const [sheet, setSheet] = useFrameSheet(EXPLORE_SHEETS);
  const { Page, Content } = usePageParts();
  const [reveal, setReveal] = useState({ key: '', count: REVEAL_STEP });
  const key = params.toString();
  const revealed = reveal.key === key ? reveal.count : REVEAL_STEP;
  const surveyApplied = useRef(false);

  // One address per place (lib/explore-place.ts): '?city=ggn' becomes '?city=Gurgaon' (its chip lit,
  // the canonical link right), '?city=Sohna Road' city + area, and the pre-rendered home form's
  // plain GET ('?city=++201305+', before the app started) the text search the app's own gives.
  useEffect(() => {
    const canonical = canonicalPlaceParams(params);
    if (canonical) setParams(canonical, true);
  }, [params, setParams]);

  const apply = (next: ExploreFilters) => {
    setSheet(null);
    setParams(toExploreParams(next));
  };
  useEffect(() => {
    // The survey picks the first filters of /explore-projects; the user can change them after.
    if (!survey || surveyApplied.current || hasExploreFilters(filters)) return;
    surveyApplied.current = true;
    setParams(toExploreParams(surveyToFilters(survey, filters)), true);
  }, [survey, filters, setParams]);
  useDocumentHead(exploreHead(filters, window.location.origin, results.total), active);

  const more = () => {
    const step = revealMore({
      revealed,
      loaded: results.items.length,
      hasMore: results.hasMore,
      loading: results.loadingMore,
    });
    setReveal({ key, count: step.revealed });
    if (step.fetchMore) results.loadNext();
  };
  const place = filters.area || filters.city || filters.q;
  const emptyText = `No projects found${place ? ` for "${place}"` : hasExploreFilters(filters) ? ' matching your filters' : ''}`;
  const sheetFilterCount =
    filters.bhk.length +
    filters.ptypes.length +
    (filters.priceMin != null ? 1 : 0) +
    (filters.priceMax != null ? 1 : 0) +
    (filters.status.length < 3 ? 1 : 0);

  return (
    <Page>
      <Content>
        <main className="page ex-page">
          <header className="page-head">
            {/* The server's first frame of /explore has the same words (api/src/http/discovery-frames.ts). */}
            <p className="page-eyebrow">{EXPLORE_HEAD.eyebrow}</p>
            <h1 className="page-title">{EXPLORE_HEAD.title}</h1>
            <SaveSearchButton
              standalone
              search={explorePageSearch(filters, `/explore?${toExploreParams(filters).toString()}`)}
            />
          </header>
          <SuggestBox
            value={filters.q}
            debounceMs={250}
            onSubmit={(q) => apply({ ...filters, q })}
            onPick={(item) => {
              if (item.category === 'Project') navigate(`/projects/${encodeURIComponent(item.id)}`);
              else if (item.category === 'Location')
                apply({ ...filters, city: '', area: '', q: '', ...placeQuery(item.value) });
              else apply({ ...filters, q: item.value });
            }}
          />
          <CityChips
            city={filters.city}
            area={filters.area}
            onPick={(place) => apply({ ...filters, city: place.city ?? '', area: place.area ?? '' })}
          />
          {survey && <SurveyBanner survey={survey} />}
          <div className="ex-layout">
            {isWide && <ExploreSidebar filters={filters} onChange={apply} />}
            <section className="ex-main" aria-label="Projects">
              <ExploreToolbar
                filters={filters}
                total={results.total}
                view={view}
                onView={setView}
                onChange={apply}
              />
              <ExploreResultsList
                results={results}
                revealed={revealed}
                view={view}
                emptyText={emptyText}
                onMore={more}
              />
            </section>
          </div>
        </main>
        {!isWide && (
          <div slot="fixed" className="mbar-slot">
            <MobileBottomBar
              onSort={() => setSheet('sort')}
              onFilters={() => setSheet('filters')}
              filterCount={sheetFilterCount}
            />
          </div>
        )}
      </Content>
      <ExploreFilterSheet
        open={sheet === 'filters'}
        filters={filters}
        onClose={() => setSheet(null)}
        onApply={apply}
      />
      <ExploreSortSheet
        open={sheet === 'sort'}
        value={filters.sort}
        onClose={() => setSheet(null)}
        onPick={(sort) => apply({ ...filters, sort })}
      />
    </Page>
  );
}
