/**
 * The Ionic parts a page's frame is built from, given by whoever renders the page:
 * - the full app (app/app.tsx) gives Ionic's own: IonPage (its router outlet stacks and animates
 *   pages by it), IonContent (the scrolling area) and IonModal (bottom sheets);
 * - a light frame (app/landing/page-frame.tsx) renders the same page without Ionic: a plain box
 *   for the page and its scrolling area, and no sheet (a page asks the frame to hand over to the
 *   full app before it opens one: lib/frame-handover.ts).
 * A page reads them with usePageParts() instead of importing '@ionic/react', so its chunk does not
 * pull Ionic's runtime (~160 kB of script) into the first visit of a light-frame page.
 */
import type { IonModal } from '@ionic/react';
import { type ComponentProps, type ComponentType, type ReactNode, createContext, useContext } from 'react';

export type SheetProps = ComponentProps<typeof IonModal>;

export interface PageParts {
  Page: ComponentType<{ className?: string; children?: ReactNode }>;
  Content: ComponentType<{ children?: ReactNode }>;
  Sheet: ComponentType<SheetProps>;
}

function PlainPage({ className, children }: { className?: string; children?: ReactNode }) {
  return <div className={`light-page${className ? ` ${className}` : ''}`}>{children}</div>;
}

function PlainContent({ children }: { children?: ReactNode }) {
  return <div className="light-content">{children}</div>;
}

/** Never open in a light frame: the page hands over to the full app first. */
function NoSheet() {
  return null;
}

export const plainPageParts: PageParts = { Page: PlainPage, Content: PlainContent, Sheet: NoSheet };

const PagePartsContext = createContext<PageParts>(plainPageParts);

export const PagePartsProvider = PagePartsContext.Provider;

export function usePageParts(): PageParts {
  return useContext(PagePartsContext);
}
