/**
 * Whether a visit that opens at `pathname` starts in the landing frame (app/landing): only `/`, the
 * manifest's start_url and the page a phone opens most. Kept in a file of its own because boot.ts
 * reads it before anything else is loaded.
 */
export function startsOnLanding(pathname: string): boolean {
  return pathname === '/';
}
