// The real server for the web benchmark: scripts/start.mjs (builds the PWA when stale) on a free
// port, with a temporary data folder and a small seed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export function startServer(root, port, dataDir) {
  return spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_LISTINGS: '200',
      SEED_PROJECTS: '20',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it also stops the server it starts
  });
}
