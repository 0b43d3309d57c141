/**
 * The server's log: plain lines on stdout/stderr, filtered by LOG_LEVEL.
 *
 * Deliberately tiny (no JSON, no transports): one process, read by a person or by whatever
 * collects the container's output. Never pass request bodies, tokens or OTPs to it.
 */
import { inspect } from 'node:util';
import type { LogLevel } from '../env';

export interface Logger {
  error(message: string, err?: unknown): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/**
 * @example
 *   const log = createLogger(env.LOG_LEVEL);
 *   log.info('PropAI listening on http://localhost:8080');
 */
export function createLogger(level: LogLevel): Logger {
  const on = (wanted: LogLevel) => RANK[level] >= RANK[wanted];
  return {
    error(message, err) {
      if (!on('error')) return;
      const detail =
        err instanceof Error ? `\n${err.stack ?? err.message}` : err === undefined ? '' : ` ${inspect(err)}`;
      console.error(`${message}${detail}`);
    },
    warn(message) {
      if (on('warn')) console.warn(message);
    },
    info(message) {
      if (on('info')) console.log(message);
    },
    debug(message) {
      if (on('debug')) console.log(message);
    },
  };
}

/** For tests and tools that want no output. */
export const silentLogger: Logger = createLogger('silent');
