import { Link } from 'react-router-dom';

export interface ServiceItem {
  title: string;
  text: string;
  to: string;
}

/** A titled list of tappable rows (title + one line), the style of /billing's "Included for everyone". */
export function ServiceList({ title, items }: { title: string; items: ServiceItem[] }) {
  return (
    <section className="bl-group">
      <h2 className="billing-list-title">{title}</h2>
      <ul className="billing-list">
        {items.map((s) => (
          <li key={s.to + s.title} className="billing-item">
            <Link to={s.to} className="billing-link">
              <span className="billing-item-title">{s.title}</span>
              <span className="billing-item-text">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
