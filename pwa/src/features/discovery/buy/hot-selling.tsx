import { useRef } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { ProjectCard } from '../../../components/ui/project-card';
import { toProjectCard } from '../../../lib/card-models';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { HOT_PLACES } from './buy-params';

const HOT_LIMIT = 5;
const SCROLL_STEP_PX = 420;

/** Hot Selling Projects: up to 5 featured projects, scrolled 420 px a press, with place chips. */
export function HotSelling({ onPlace }: { onPlace: (city: string) => void }) {
  const query = useFreshQuery<{ items?: Record<string, unknown>[] }>('/projects', {
    featured: 'true',
    limit: HOT_LIMIT,
  });
  const track = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * SCROLL_STEP_PX, behavior: 'smooth' });
  const items = query.status === 'ready' ? (query.result.data.items ?? []).slice(0, HOT_LIMIT) : [];
  return (
    <section className="hot" aria-labelledby="hot-title">
      <div className="hot-head">
        <h2 id="hot-title">Hot Selling Projects</h2>
        <div>
          <button type="button" className="chip" aria-label="Scroll left" onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="chip" aria-label="Scroll right" onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <div className="chip-row" aria-label="Places">
        {HOT_PLACES.map((p) => (
          <button key={p} type="button" className="chip" onClick={() => onPlace(p)}>
            {p}
          </button>
        ))}
      </div>
      {query.status === 'error' && (
        <ErrorBox message="Could not load developer data." onRetry={query.retry} />
      )}
      <div className="hot-track" ref={track}>
        {items.map((doc, i) => (
          <ProjectCard key={i} project={toProjectCard(doc)} />
        ))}
      </div>
    </section>
  );
}
