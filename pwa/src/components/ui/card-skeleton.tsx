import './cards.css';

/** Placeholder cards with the real cards' size, so nothing shifts when data arrives. */
export function CardSkeletons({ count, className = 'card-grid' }: { count: number; className?: string }) {
  return (
    <div className={className} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="pcard pcard-grid pcard-skeleton" data-testid="card-skeleton">
          <div className="pcard-media" />
          <div className="pcard-body">
            <span className="sk-line sk-w60" />
            <span className="sk-line sk-w90" />
            <span className="sk-line sk-w40" />
          </div>
        </div>
      ))}
    </div>
  );
}
