import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { usePageParts } from './page-parts';

interface PageLayoutProps {
  /** The page heading; also the document title '{title} | PropAI'. */
  title: string;
  /** Overrides the document title when it should differ from the heading. */
  documentTitle?: string;
  /** A short line above the heading, e.g. the section the page belongs to. */
  eyebrow?: string;
  /** One sentence under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The frame of every page: an Ionic page (so the router outlet can stack and animate it) with one
 * scrolling content area and a heading block — or, in a light frame, the same boxes without Ionic
 * (page-parts.tsx). The app-wide header lives in the shell, not here.
 */
export function PageLayout({ title, documentTitle, eyebrow, lead, children, className }: PageLayoutProps) {
  usePageTitle(documentTitle ?? title);
  const { Page, Content } = usePageParts();
  return (
    <Page className={className}>
      <Content>
        <main className="page">
          <header className="page-head">
            {eyebrow && <p className="page-eyebrow">{eyebrow}</p>}
            <h1 className="page-title">{title}</h1>
            {lead && <p className="page-lead">{lead}</p>}
          </header>
          {children}
        </main>
      </Content>
    </Page>
  );
}
