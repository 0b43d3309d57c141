/**
 * /browse-projects: every developer project we list, filtered by city, status and developer,
 * sorted (newest, price, transparency score, possession) and read a page at a time. The filters
 * live in the address (lists/browse-params.ts); on a phone they sit in a sheet behind the bar
 * above the tabs, on a wide screen in a sidebar. Reads GET /api/projects/query.
 */
import { IonContent, IonPage } from '@ionic/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { ProjectCard } from '../../../components/ui/project-card';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBrowseOptions, useBrowseProjects } from '../api/use-browse-projects';
import {
  BROWSE_SORTS,
  type BrowseState,
  parseBrowseParams,
  sheetFilterCount,
  STATUS_OPTIONS,
  toBrowseParams,
} from '../lists/browse-params';
import { DeveloperPicker, MultiChips, SingleChips } from '../lists/list-chips';
import { countLine, ListMore } from '../lists/list-more';
import { FilterSheet, ListBar, SortSheet } from '../lists/list-sheets';
import '../../../components/ui/cards.css';
import '../lists/lists.css';

export default function BrowseProjectsPage() {
  usePageTitle('Browse projects');
  const [params, setParams] = usePageQuery();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const state = useMemo(() => parseBrowseParams(params), [params]);
  const results = useBrowseProjects(state);
  const options = useBrowseOptions(state.city);
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  const set = (patch: Partial<BrowseState>) => setParams(toBrowseParams({ ...state, ...patch }));

  const developerOptions = options.developers.map((d) => ({
    value: d.slug,
    label: d.name,
    count: d.projects,
  }));
  const developerName = options.developers.find((d) => d.slug === state.developer)?.name ?? state.developer;
  const filters = (
    <>
      <h2 className="pl-h3">Status</h2>
      <MultiChips
        label="Status"
        options={STATUS_OPTIONS}
        value={state.status}
        onChange={(status) => set({ status })}
      />
      <h2 className="pl-h3">Developer</h2>
      <DeveloperPicker
        options={developerOptions}
        value={state.developer}
        onChange={(developer) => set({ developer })}
      />
    </>
  );
  const active = [
    ...state.status.map((s) => ({
      key: `status-${s}`,
      label: STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s,
      clear: () => set({ status: state.status.filter((x) => x !== s) }),
    })),
    ...(state.developer
      ? [{ key: 'developer', label: developerName, clear: () => set({ developer: '' }) }]
      : []),
  ];

  return (
    <IonPage>
      <IonContent>
        <main className="page pl-page">
          <header className="page-head">
            <p className="page-eyebrow">Projects</p>
            <h1 className="page-title">Browse projects</h1>
            <p className="page-lead">
              Every developer project we list across Delhi NCR. Want the track record first?{' '}
              <Link to="/past-projects">See past projects and their delays</Link>.
            </p>
          </header>
          <SingleChips
            label="City"
            allLabel="All cities"
            options={options.cities.map((c) => ({ value: c, label: c }))}
            value={state.city}
            onChange={(city) => set({ city, developer: '' })}
          />
          <div className={isWide ? 'pl-layout' : undefined}>
            {isWide && (
              <aside className="pl-side" aria-label="Filters">
                {filters}
                <h2 className="pl-h3">Sort by</h2>
                <SingleChips
                  label="Sort by"
                  allLabel="Newest first"
                  options={BROWSE_SORTS.filter((s) => s.value !== 'newest')}
                  value={state.sort === 'newest' ? '' : state.sort}
                  onChange={(sort) => set({ sort: (sort || 'newest') as BrowseState['sort'] })}
                  wrap
                />
              </aside>
            )}
            <section aria-label="Projects" className="pl-main">
              <div className="pl-toolbar">
                <p className="pl-count" data-testid="result-count" aria-live="polite">
                  {countLine(results.total, results.items.length, 'project')}
                </p>
                {!isWide && (
                  <p className="pl-muted">{BROWSE_SORTS.find((s) => s.value === state.sort)?.label}</p>
                )}
              </div>
              {active.length > 0 && (
                <div className="chip-row" aria-label="Filters in use" role="group">
                  {active.map((a) => (
                    <button key={a.key} type="button" className="chip pl-active" onClick={a.clear}>
                      {a.label} <span aria-hidden="true">✕</span>
                      <span className="visually-hidden"> (remove)</span>
                    </button>
                  ))}
                </div>
              )}
              {results.status === 'ready' && (
                <OfflineNote fromCache={results.fromCache} fetchedAt={results.fetchedAt} />
              )}
              {results.status === 'error' ? (
                <ErrorBox message="Could not load projects." onRetry={results.retry} />
              ) : results.status === 'loading' && results.items.length === 0 ? (
                <CardSkeletons count={4} />
              ) : results.status === 'ready' && results.items.length === 0 ? (
                <p className="empty-text" data-testid="browse-empty">
                  No projects match these filters.
                </p>
              ) : (
                <div className="card-grid" aria-busy={results.status === 'loading'}>
                  {results.items.map((p, i) => (
                    <ProjectCard key={p.id} project={p} eager={i < 2} />
                  ))}
                </div>
              )}
              <ListMore
                hasMore={results.hasMore}
                loadingMore={results.loadingMore}
                ready={results.status === 'ready'}
                onMore={results.loadMore}
              />
            </section>
          </div>
        </main>
        {!isWide && (
          <div slot="fixed" className="pl-bar-slot">
            <ListBar
              onSort={() => setSheet('sort')}
              onFilters={() => setSheet('filters')}
              filterCount={sheetFilterCount(state)}
            />
          </div>
        )}
      </IonContent>
      <SortSheet
        open={sheet === 'sort'}
        options={BROWSE_SORTS}
        value={state.sort}
        onPick={(sort) => set({ sort })}
        onClose={() => setSheet((s) => (s === 'sort' ? null : s))}
      />
      <FilterSheet
        open={sheet === 'filters'}
        onClose={() => setSheet((s) => (s === 'filters' ? null : s))}
        onReset={() => set({ status: [], developer: '' })}
        canReset={sheetFilterCount(state) > 0}
        showLabel={
          results.total === null
            ? 'Show projects'
            : `Show ${countLine(results.total, results.total, 'project')}`
        }
      >
        {filters}
      </FilterSheet>
    </IonPage>
  );
}
