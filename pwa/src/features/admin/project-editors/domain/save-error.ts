import { ApiError } from '../../../../lib/api-client';

/** The spec's 401 text for the admin saves (part 3 §6). */
export const NOT_AUTHORIZED = 'Not authorized. Please sign in with an admin account.';

/**
 * The server's sentence for a failed save ('Save failed: ' + it, spec part 3 §8), with the path a
 * 400 names so the admin can find the field.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return NOT_AUTHORIZED;
    const paths = Object.keys(error.fields ?? {});
    const where = paths.length > 0 && !error.message.includes(paths[0]!) ? ` (${paths.join(', ')})` : '';
    return `${error.message}${where}`;
  }
  return error instanceof Error ? error.message : 'Save failed';
}
