import { useIonViewWillEnter } from '@ionic/react';
import { useEffect } from 'react';

export const APP_NAME = 'PropAI';

/** '{page} | PropAI', or just 'PropAI' without a page name (spec: '{page} | product'). */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${APP_NAME}` : APP_NAME;
}

/**
 * Sets the document title while a page is shown. Ionic keeps visited pages mounted in its stack,
 * so the title is set again each time the page re-enters, not only on mount.
 */
export function usePageTitle(page?: string): void {
  const title = pageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useIonViewWillEnter(() => {
    document.title = title;
  }, [title]);
}
