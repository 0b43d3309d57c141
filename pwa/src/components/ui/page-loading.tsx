/**
 * Shown while a page's code loads (spec: 'Loading…'). A plain element, not an IonPage: the router
 * outlet registers the real page when it arrives, and this placeholder simply disappears.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading-spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
