import { IonContent, IonModal, IonPage } from '@ionic/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { usePageQuery } from '../../../lib/use-page-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { BuyFilterSheet } from '../buy/buy-filter-sheet';
import { BuyFilters } from '../buy/buy-filters';
import {
  BUY_SORTS,
  BUY_TABS,
  type BuyState,
  parseBuyParams,
  sectionsOf,
  showsFilters,
  toBuyParams,
} from '../buy/buy-params';
import { BuyResults } from '../buy/buy-results';
import { HotSelling } from '../buy/hot-selling';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { SuggestBox } from '../components/suggest-box';
import '../components/discovery.css';
import '../buy/buy.css';
import { SortSelect } from '../../../components/ui/sort-select';
import { SaveSearchButton } from '../../../components/ui/save-search-button';
import { buyPageSearch } from '../saved-search-of';

const COMPACT_AFTER_PX = 120;

/** /buy: the hybrid discovery page (developer projects and user posts side by side). */
export default function BuyPage() {
  usePageTitle('Buy a home');
  const [params, setParams] = usePageQuery();
  const navigate = useNavigate();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const state = parseBuyParams(params);
  const [compact, setCompact] = useState(false);
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  // The shown section's result count, reported by BuyResults: the filter drawer's "Show N projects".
  const [total, setTotal] = useState<number | null>(null);
  const cities = useFreshQuery<string[]>('/projects/locations/cities');
  const set = (patch: Partial<BuyState>) => {
    setSheet(null);
    setParams(toBuyParams({ ...state, page: 1, ...patch }));
  };
  const search = (
    <SuggestBox
      value={state.q}
      debounceMs={300}
      onSubmit={(q) => set({ q })}
      onPick={(item) => {
        if (item.category === 'Project') navigate(`/projects/${encodeURIComponent(item.id)}`);
        else if (item.category === 'Location') set({ city: item.value, q: '' });
        else set({ q: item.value });
      }}
    />
  );
  const sections = sectionsOf(state.tab);
  const filters = showsFilters(state);

  return (
    <IonPage>
      <IonContent scrollEvents onIonScroll={(e) => setCompact(e.detail.scrollTop > COMPACT_AFTER_PX)}>
        {compact && (
          <div slot="fixed" className="buy-compact" data-testid="compact-search">
            {search}
          </div>
        )}
        <main className="page buy-page">
          <section className="buy-hero">
            <h1 className="page-title">Buy a home</h1>
            <nav className="chip-row buy-tabs" role="tablist" aria-label="What are you looking for">
              {BUY_TABS.map((t) => (
                <button
                  key={t.value}
                  type="button"
                  role="tab"
                  className="chip"
                  aria-selected={state.tab === t.value}
                  onClick={() => set({ tab: t.value, section: sectionsOf(t.value)[0] })}
                >
                  {t.label}
                </button>
              ))}
            </nav>
            <div className="buy-searchrow">
              <label className="field buy-city">
                <span className="visually-hidden">City</span>
                <select value={state.city} onChange={(e) => set({ city: e.target.value })}>
                  <option value="">All cities</option>
                  {(cities.status === 'ready' && Array.isArray(cities.result.data)
                    ? cities.result.data
                    : []
                  ).map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
              {search}
            </div>
          </section>
          {!state.q && <HotSelling onPlace={(city) => set({ city })} />}
          <div className={filters && isWide ? 'buy-layout' : undefined}>
            {filters && isWide && (
              <aside className="ex-sidebar" aria-label="Filters">
                <BuyFilters state={state} onChange={set} />
              </aside>
            )}
            <section aria-label="Results">
              <div className="buy-toolbar">
                {sections.length > 1 && (
                  <div className="buy-toggle" role="group" aria-label="Sales type">
                    <button
                      type="button"
                      aria-pressed={state.section === 'primary'}
                      onClick={() => set({ section: 'primary' })}
                    >
                      Developer projects
                    </button>
                    <button
                      type="button"
                      aria-pressed={state.section === 'secondary'}
                      onClick={() => set({ section: 'secondary' })}
                    >
                      User posts
                    </button>
                  </div>
                )}
                <SaveSearchButton
                  search={buyPageSearch(state, `/buy?${toBuyParams({ ...state, page: 1 }).toString()}`)}
                />
                <SortSelect
                  className="ex-sort"
                  hideLabel
                  value={state.sort}
                  options={BUY_SORTS}
                  onChange={(sort) => set({ sort })}
                />
              </div>
              <BuyResults
                state={state}
                section={state.section}
                onPage={(page) => setParams(toBuyParams({ ...state, page }))}
                onTotal={setTotal}
              />
            </section>
          </div>
          <Link to="/blogs/pulse" className="buy-newsletter">
            <strong>Weekly market pulse</strong>
            <span>Prices, launches and what changed in Delhi NCR this week — read the newsletter →</span>
          </Link>
        </main>
        {!isWide && (
          <div slot="fixed" className="mbar-slot">
            <MobileBottomBar onSort={() => setSheet('sort')} onFilters={() => setSheet('filters')} />
          </div>
        )}
      </IonContent>
      <IonModal
        isOpen={sheet === 'sort'}
        onDidDismiss={() => setSheet((open) => (open === 'sort' ? null : open))}
        breakpoints={[0, 0.6, 1]}
        initialBreakpoint={0.6}
        aria-label="Sort by"
      >
        <div role="radiogroup" aria-label="Sort by" className="sort-sheet-body">
          <h2>Sort by</h2>
          {BUY_SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              role="radio"
              aria-checked={state.sort === s.value}
              onClick={() => set({ sort: s.value })}
            >
              {s.label}
            </button>
          ))}
        </div>
      </IonModal>
      <BuyFilterSheet
        open={sheet === 'filters'}
        state={state}
        total={total}
        onChange={(patch) => setParams(toBuyParams({ ...state, page: 1, ...patch }))}
        onClose={() => setSheet((open) => (open === 'filters' ? null : open))}
      />
    </IonPage>
  );
}
