import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLayout } from './page-layout';

interface ComingPageProps {
  title: string;
  eyebrow?: string;
  /** What the page will offer, in one plain sentence. */
  description: string;
  children?: ReactNode;
}

/**
 * A page whose feature is built in a later issue: it resolves, has its real title and heading, and
 * says plainly what is coming, so links to it never dead-end.
 */
export function ComingPage({ title, eyebrow, description, children }: ComingPageProps) {
  return (
    <PageLayout title={title} eyebrow={eyebrow}>
      <section className="coming-card" aria-label="Coming soon">
        <span className="coming-badge">Coming soon</span>
        <p className="coming-text">{description}</p>
        {children}
        <p className="coming-links">
          <Link to="/explore">Explore projects</Link>
          <Link to="/browse/listings">Browse listings</Link>
          <Link to="/">Home</Link>
        </p>
      </section>
    </PageLayout>
  );
}
