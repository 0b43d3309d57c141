import type { ReactNode } from 'react';
import type { QueryState } from '../../../lib/use-fresh-query';
import { SectionStamp } from './section-stamps';

interface SectionFrameProps<T> {
  id: string;
  title: string;
  query: QueryState<T>;
  /** Renders the data; return null for "nothing to show" and `empty` is shown instead. */
  children: (data: T) => ReactNode;
  empty?: string;
  /** Shown when the section's GET fails (spec §8: sections fall back to empty content). */
  failed?: string;
}

/** A titled project section with its loading line and empty text, so every section reads the same. */
export function SectionFrame<T>({ id, title, query, children, empty, failed }: SectionFrameProps<T>) {
  let body: ReactNode;
  if (query.status === 'loading') body = <p className="pd-muted">Loading…</p>;
  else if (query.status === 'error') body = <p className="pd-muted">{failed ?? empty ?? 'Not available.'}</p>;
  else body = children(query.result.data) ?? <p className="pd-muted">{empty ?? 'Not available yet.'}</p>;
  return (
    <section className="pd-section" id={id} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <div className="pd-section-head">
        <h2 className="pd-section-title" id={`${id}-title`}>
          {title}
        </h2>
        <SectionStamp sectionId={id} />
      </div>
      {body}
    </section>
  );
}
