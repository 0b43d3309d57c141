import type { ListingPage, ProjectCard as ProjectCardAnswer, ProjectPage } from '@propai/api/wire';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CardSkeletons } from '../../../components/ui/card-skeleton';
import { ErrorBox } from '../../../components/ui/error-box';
import { ListingCard } from '../../../components/ui/listing-card';
import { OfflineNote } from '../../../components/ui/offline-note';
import { ProjectCard } from '../../../components/ui/project-card';
import { toListingCard, toProjectCard } from '../../../lib/card-models';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { type BuyState, primaryRequest, secondaryRequest, type Section } from './buy-params';
import { formatIndianNumber } from '../../../lib/format';
import type { InsightKind, InsightTarget } from './project-insight-modal';

// Fetched on the first tap of a card's AI Price Check / 3 Red Lines button.
const ProjectInsightModal = lazy(() => import('./project-insight-modal'));

/** Primary: GET /api/projects/query; secondary: a listing search (/api/listings or /api/user-properties/search). */
type Answer = ProjectPage | ListingPage;

const TEXTS: Record<Section, { error: string; empty: string }> = {
  primary: { error: 'Could not load developer data.', empty: 'No official projects match your filters yet.' },
  secondary: { error: 'Could not load user posts.', empty: 'No user posts match your filters yet.' },
};

/** The API's total for an answer of either section. */
const totalOf = (data: Answer) => ('projects' in data ? data.pagination.total : data.total);

/**
 * One result section; primary and secondary load, fail and come up empty independently.
 * `onTotal` hears the section's result count as it changes (null while loading or failed), so the
 * phone's filter drawer can say "Show N projects" for the filters it shows.
 */
export function BuyResults({
  state,
  section,
  onPage,
  onTotal,
}: {
  state: BuyState;
  section: Section;
  onPage: (page: number) => void;
  onTotal?: (total: number | null) => void;
}) {
  const request = section === 'primary' ? primaryRequest(state) : secondaryRequest(state);
  const query = useFreshQuery<Answer>(request.path, request.query);
  const known = query.status === 'ready' ? totalOf(query.result.data) : null;
  useEffect(() => onTotal?.(known), [known, onTotal]);
  const [insight, setInsight] = useState<InsightTarget | null>(null);
  const [insightRequested, setInsightRequested] = useState(false);
  const openInsight = (ref: string, name: string, kind: InsightKind) => {
    setInsightRequested(true);
    setInsight({ ref, name, kind });
  };
  if (query.status === 'loading') return <CardSkeletons count={4} />;
  if (query.status === 'error') return <ErrorBox message={TEXTS[section].error} onRetry={query.retry} />;
  const data = query.result.data;
  const docs = 'projects' in data ? data.projects : data.items;
  const total = totalOf(data);
  const hasNext = 'projects' in data ? data.pagination.hasMore : state.page < data.pages;
  return (
    <>
      <OfflineNote {...query.result} />
      {docs.length === 0 ? (
        <p className="empty-text">{TEXTS[section].empty}</p>
      ) : (
        <>
          <p className="lb-count">
            {formatIndianNumber(total)} {section === 'primary' ? 'projects' : 'listings'}
          </p>
          <div className="card-grid">
            {'projects' in data
              ? data.projects.map((doc, i) => (
                  <ProjectWithInsights key={i} doc={doc} eager={i < 2} onInsight={openInsight} />
                ))
              : data.items.map((doc, i) => (
                  <ListingCard key={i} listing={toListingCard(doc)} eager={i < 2} />
                ))}
          </div>
        </>
      )}
      {insightRequested && (
        <Suspense fallback={null}>
          <ProjectInsightModal target={insight} onClose={() => setInsight(null)} />
        </Suspense>
      )}
      {(state.page > 1 || hasNext) && (
        <nav className="lb-paging" aria-label="Pages">
          <button
            type="button"
            className="btn btn-outline"
            disabled={state.page <= 1}
            onClick={() => onPage(state.page - 1)}
          >
            Prev
          </button>
          <span>Page {state.page}</span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={!hasNext}
            onClick={() => onPage(state.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

/** A project card with the two buttons that open its AI Price Check and 3 Red Lines modals. */
function ProjectWithInsights({
  doc,
  eager,
  onInsight,
}: {
  doc: ProjectCardAnswer;
  eager: boolean;
  onInsight: (ref: string, name: string, kind: InsightKind) => void;
}) {
  const card = toProjectCard(doc);
  const ref = doc.slug || card.id;
  return (
    <div>
      <ProjectCard project={card} eager={eager} />
      <div className="buy-card-actions">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onInsight(ref, card.name, 'price-check')}
        >
          AI Price Check
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onInsight(ref, card.name, 'red-lines')}
        >
          3 Red Lines
        </button>
      </div>
    </div>
  );
}
