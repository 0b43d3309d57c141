/**
 * Starts PropAI: settings → HTTP (API and PWA on one port) → store → start-up work.
 *
 * A failed start ends the process with exit code 1 and a one-line reason (a bad setting, a port in
 * use, a store that will not open — found after listening, as the store opens in the warm-up),
 * never a stack trace for a configuration mistake. On SIGINT
 * or SIGTERM it stops accepting connections, lets requests in flight finish (10 s at most), and
 * closes the store so the embedded files are left consistent.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { recoverUploadClaims, startUploadUpkeep } from './services/uploads/upload-upkeep';
import { startFreshnessSweep } from './services/search/listing-freshness';
import { createOtpMailer } from './auth/mailer';
import { publicUrlOf } from './auth/mobile-consent-page';
import { resumeDeletions } from './services/account/delete-account';
import { startNotificationEmails } from './services/notifications/notification-emails';
import { startPulseUpkeep } from './services/pulse/pulse-upkeep';
import { startInsightsUpkeep } from './services/insights/insights-upkeep';
import { EnvError, loadEnv } from './env';
import type { Env } from './env';
import { forgetInterruptedKeys } from './http/idempotency';
import { createLogger } from './http/logger';
import { LISTINGS } from './routes/_shared/create-listing';
import { openStore } from './store/open-store';
import type { Store } from './store/types';
import { StoreOpenError } from './store/types';
import { prepareStore, readAppVersion } from './startup';
import { deferredStore, gatedStore } from './store/gated-store';
import { createWarmUp } from './http/warm-up';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) fail(err.message);
    throw err;
  }
  const log = createLogger(env.LOG_LEVEL);

  // Listen first, then open and prepare the store (http/warm-up.ts): at 100,000 listings loading
  // the embedded store's files takes most of a minute. Requests that need the store wait for the
  // warm-up; /api/health answers at once and /api/health/ready once it is over. A store that
  // cannot be opened still ends the process with exit code 1 and one readable line.
  const warmUp = createWarmUp();
  const opening = openStore({
    dataDir: env.DATA_DIR,
    mongoUri: env.MONGODB_URI,
    compactionIntervalMs: env.COMPACTION_INTERVAL_MS,
    log,
  });
  const kind: Store['kind'] = env.MONGODB_URI ? 'mongo' : 'embedded';
  const app = createApp({
    store: gatedStore(deferredStore(opening, kind), warmUp.ready),
    env,
    version: readAppVersion(),
    log,
    warmUp,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`PropAI listening on http://localhost:${info.port} (store: ${kind})`);
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    const reason = err.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : err.message;
    fail(`Could not start the server: ${reason}`);
  });

  let store: Store;
  try {
    store = await opening;
  } catch (err) {
    // StoreOpenError messages already say what to fix; anything else (a DATA_DIR that is a file,
    // no permission) still deserves one readable line rather than a stack.
    const reason = err instanceof StoreOpenError || err instanceof Error ? err.message : String(err);
    fail(`Could not open the store: ${reason}`);
  }

  await prepareStore(store, env, log);
  // After a crash (kill -9, power loss): writes cut off mid-request are made whole before serving.
  // The embedded store has one owner, so its pending Idempotency-Keys all belong to the dead process.
  if (store.kind === 'embedded') await forgetInterruptedKeys(store);
  await recoverUploadClaims(store, LISTINGS, log);
  const uploadSweeper = startUploadUpkeep(store, LISTINGS, log);
  const freshnessSweeper = await startFreshnessSweep(store, log);
  // Account deletions a crash cut short are finished before serving (delete-account.ts).
  await resumeDeletions(store, log);
  const emailSender = startNotificationEmails(store, createOtpMailer(env), publicUrlOf(env), log);
  const pulseUpkeep = await startPulseUpkeep(
    { store, mailer: createOtpMailer(env), publicUrl: publicUrlOf(env) },
    log,
  );
  // Market insights: computed in the background at start-up, then every hour (insights-upkeep.ts).
  const insightsUpkeep = startInsightsUpkeep(store, log);
  warmUp.markReady();
  console.log(`PropAI ready in ${warmUp.elapsedMs()} ms`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    setTimeout(() => fail('Shutdown took longer than 10 s; exiting.'), 10_000).unref();
    server.close(() => {
      Promise.all([
        uploadSweeper.stop(),
        freshnessSweeper.stop(),
        emailSender.stop(),
        pulseUpkeep.stop(),
        insightsUpkeep.stop(),
      ])
        .then(() => store.close())
        .then(
          () => process.exit(0),
          (err: unknown) => fail(`Could not close the store cleanly: ${String(err)}`),
        );
    });
    // Keep-alive connections with nothing in flight would otherwise hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('PropAI failed to start:', err);
  process.exit(1);
});
