/**
 * Starts the real API server from its sources (`tsx api/src/server.ts`; `npm start` runs the same
 * sources compiled by scripts/build-api.mjs) as a child process, and keeps its stdout lines so tests
 * can read what an operator would (the `[otp] code for …` line when email is disabled). stop() sends
 * SIGTERM and, after 5 s, SIGKILL.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  lines: string[];
  /** The last code the server printed for this address. */
  codeFor(email: string): string;
  stop(): Promise<void>;
}

/** A port the OS just said is free (closed again before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Settings the child gets: the test's own environment minus anything that would pick a store. */
function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(MONGODB_|DATA_DIR|SEED|PORT|HOST|SMTP_URL|ADMIN_)/.test(key)) env[key] = value;
  }
  return { ...env, ...settings };
}

export async function startApi(
  name: string,
  settings: Record<string, string>,
  timeoutMs = 150_000,
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(`${repoRoot}node_modules/.bin/tsx`, ['api/src/server.ts'], {
    cwd: repoRoot,
    env: childEnv({ ...settings, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + timeoutMs;
  // 'PropAI ready', not 'listening': the server listens before its start-up work is done (warm-up.ts).
  while (!lines.some((l) => l.startsWith('PropAI ready'))) {
    const done = await Promise.race([exited, new Promise<'wait'>((r) => setTimeout(() => r('wait'), 100))]);
    if (done !== 'wait')
      throw new Error(`${name} exited with ${String(done)} before it was ready:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${stderr}`);
  }

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    codeFor(email) {
      const prefix = `[otp] code for ${email}: `;
      const line = lines.filter((l) => l.startsWith(prefix)).at(-1);
      if (!line) throw new Error(`${name} printed no code for ${email}`);
      return line.slice(prefix.length, prefix.length + 6);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
