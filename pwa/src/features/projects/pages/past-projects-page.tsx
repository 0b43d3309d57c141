/**
 * /past-projects: developers' delivered projects with their delivery record — promised against
 * actual possession, the delay, occupancy — and each developer's summary over them (on-time share,
 * median delay, stalled projects), filtered by city and developer and sorted by delay. The method
 * comes with the answer (GET /api/projects/past) and is printed under the list.
 */
import { IonContent, IonPage } from '@ionic/react';
import type { PastProjects } from '@propai/api/wire';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLoading } from '../../../components/ui/page-loading';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePastProjects } from '../api/use-past-projects';
import { DeliveryCard } from '../lists/delivery-card';
import { DeveloperRecords } from '../lists/developer-records';
import { DeveloperPicker, SingleChips } from '../lists/list-chips';
import { countLine, ListMore } from '../lists/list-more';
import { FilterSheet, ListBar, SortSheet } from '../lists/list-sheets';
import { PAST_SORTS, type PastState, parsePastParams, toPastParams } from '../lists/past-params';
import '../../../components/ui/cards.css';
import '../lists/lists.css';
import '../lists/past.css';

export default function PastProjectsPage() {
  usePageTitle('Past projects');
  const [params, setParams] = usePageQuery();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const state = useMemo(() => parsePastParams(params), [params]);
  const list = usePastProjects(state);
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  // The filters' counts of the last answer stay on screen while the next filter loads.
  const [head, setHead] = useState<PastProjects | null>(null);
  useEffect(() => {
    if (list.head) setHead(list.head);
  }, [list.head]);
  const set = (patch: Partial<PastState>) => setParams(toPastParams({ ...state, ...patch }));

  const developerPicker = (
    <DeveloperPicker
      options={head?.facets.developers ?? []}
      value={state.developer}
      onChange={(developer) => set({ developer })}
    />
  );
  const sortChips = (
    <SingleChips
      label="Sort by"
      allLabel={PAST_SORTS[0].label}
      options={PAST_SORTS.slice(1)}
      value={state.sort === 'delay' ? '' : state.sort}
      onChange={(sort) => set({ sort: (sort || 'delay') as PastState['sort'] })}
      wrap
    />
  );

  return (
    <IonPage>
      <IonContent>
        <main className="page pl-page">
          <header className="page-head">
            <p className="page-eyebrow">Projects</p>
            <h1 className="page-title">Past projects</h1>
            <p className="page-lead">
              What our developers promised and what they delivered: the possession date at launch against the
              day of handover, the delay, and how full each society is now. The evidence behind every
              developer&apos;s track record. <Link to="/browse-projects">Browse today&apos;s projects</Link>.
            </p>
          </header>
          <SingleChips
            label="City"
            allLabel="All cities"
            options={head?.facets.cities ?? []}
            value={state.city}
            onChange={(city) => set({ city })}
          />
          {list.status === 'error' && !head ? (
            <ErrorBox message="Could not load past projects." onRetry={list.retry} />
          ) : !head ? (
            <PageLoading />
          ) : (
            <div className={isWide ? 'pl-layout' : undefined}>
              {isWide && (
                <aside className="pl-side" aria-label="Filters">
                  <h2 className="pl-h3">Developer</h2>
                  {developerPicker}
                  <h2 className="pl-h3">Sort deliveries</h2>
                  {sortChips}
                </aside>
              )}
              <div className="pl-main" aria-busy={list.status === 'loading'}>
                {list.status === 'ready' && (
                  <OfflineNote fromCache={list.fromCache} fetchedAt={list.fetchedAt} />
                )}
                {list.status === 'error' && (
                  <ErrorBox message="Could not load past projects." onRetry={list.retry} />
                )}
                <section aria-labelledby="pp-records-title" className="pp-section">
                  <h2 id="pp-records-title">Developers&apos; record</h2>
                  <p className="pl-muted">
                    Over the {countLine(list.total ?? 0, list.total ?? 0, 'delivered project')} shown. On time
                    means handed over within 3 months of the promised date.
                  </p>
                  {head.developers.length === 0 ? (
                    <p className="empty-text">No delivery record for these filters.</p>
                  ) : (
                    <DeveloperRecords
                      records={head.developers}
                      chosen={state.developer}
                      onChoose={(developer) => set({ developer })}
                    />
                  )}
                </section>
                <section aria-labelledby="pp-list-title" className="pp-section">
                  <h2 id="pp-list-title">Delivered projects</h2>
                  <p className="pl-count" data-testid="result-count" aria-live="polite">
                    {countLine(list.total, list.items.length, 'delivered project')} ·{' '}
                    {PAST_SORTS.find((s) => s.value === state.sort)?.label.toLowerCase()}
                  </p>
                  {list.items.length === 0 && list.status === 'ready' ? (
                    <p className="empty-text" data-testid="past-empty">
                      No delivered projects match these filters.
                    </p>
                  ) : (
                    <div className="pp-list">
                      {list.items.map((d) => (
                        <DeliveryCard key={d.id} d={d} />
                      ))}
                    </div>
                  )}
                  <ListMore
                    hasMore={list.hasMore}
                    loadingMore={list.loadingMore}
                    ready={list.status === 'ready'}
                    onMore={list.loadMore}
                  />
                </section>
                <section className="pp-method" aria-labelledby="pp-method-title">
                  <h2 id="pp-method-title">How this is worked out</h2>
                  <p>{head.method}</p>
                  <p>
                    The record is the one each developer&apos;s trust score is computed from; where a promised
                    date was not recorded, the page says so rather than guess it.
                  </p>
                </section>
              </div>
            </div>
          )}
        </main>
        {!isWide && (
          <div slot="fixed" className="pl-bar-slot">
            <ListBar
              onSort={() => setSheet('sort')}
              onFilters={() => setSheet('filters')}
              filterCount={state.developer ? 1 : 0}
            />
          </div>
        )}
      </IonContent>
      <SortSheet
        open={sheet === 'sort'}
        options={PAST_SORTS}
        value={state.sort}
        onPick={(sort) => set({ sort })}
        onClose={() => setSheet((s) => (s === 'sort' ? null : s))}
      />
      <FilterSheet
        open={sheet === 'filters'}
        onClose={() => setSheet((s) => (s === 'filters' ? null : s))}
        onReset={() => set({ developer: '' })}
        canReset={state.developer !== ''}
        showLabel={
          list.total === null
            ? 'Show projects'
            : `Show ${countLine(list.total, list.total, 'delivered project')}`
        }
      >
        <h2 className="pl-h3">Developer</h2>
        {developerPicker}
      </FilterSheet>
    </IonPage>
  );
}
