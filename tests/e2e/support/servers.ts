/**
 * Which server a test talks to. playwright.config.ts starts E2E_SERVERS servers (default 2), each
 * with its own port and its own data folder, and gives each its own Playwright project; a test finds
 * its server's folder (and so its server.log) through its project's metadata.
 */
import { test } from '@playwright/test';

/** What playwright.config.ts puts in each project's metadata. */
export interface ServerMetadata {
  /** The server's DATA_DIR; its output is teed into server.log there. */
  dataDir: string;
}

/** The data folder of the server the running test (or hook) talks to. */
export function ownServerDir(): string {
  let fromProject: unknown;
  try {
    fromProject = (test.info().project.metadata as Partial<ServerMetadata> | undefined)?.dataDir;
  } catch {
    // Outside a test or hook (test.info() throws): only the one-server layout can be guessed.
  }
  const dir = typeof fromProject === 'string' ? fromProject : process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('no server data folder: run the e2e tests through playwright.config.ts');
  return dir;
}
