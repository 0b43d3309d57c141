/**
 * Runs a saved-search side effect (alerts, the survey's search) after the main write has happened:
 * a failure is logged, never turned into a failed approval or survey submit.
 */
import type { AppDeps } from '../../http/deps';

export async function alertSafely(deps: Pick<AppDeps, 'log'>, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (err) {
    deps.log.error('saved searches: a side effect failed', err);
  }
}
