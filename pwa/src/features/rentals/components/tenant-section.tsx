/** One block of the tenant view: a heading, an optional link beside it ("See all"), then its content. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function TenantSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="tn-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="tn-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {more && (
          <Link className="tn-more" to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
