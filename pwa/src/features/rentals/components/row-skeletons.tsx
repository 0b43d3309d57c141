/** Placeholder rows for a short list inside a section, the height of the real rows. */
import '../../../components/ui/cards.css';

export function RowSkeletons({ count }: { count: number }) {
  return (
    <ul className="tn-rows" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="tn-row tn-row-skeleton">
          <span className="sk-line sk-w60" />
          <span className="sk-line sk-w40" />
        </li>
      ))}
    </ul>
  );
}
