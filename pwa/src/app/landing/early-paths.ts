/**
 * The pages whose first data the entry starts before the app has loaded (early-data.ts). Kept in a
 * file of its own, importing nothing: boot.ts reads it before anything else is loaded.
 */
export const EXPLORE_PATH = /^\/explore(?:-projects)?\/?$/;
export const BROWSE_LISTINGS_PATH = /^\/browse\/listings\/?$/;

export const hasEarlyData = (pathname: string): boolean =>
  EXPLORE_PATH.test(pathname) || BROWSE_LISTINGS_PATH.test(pathname);
