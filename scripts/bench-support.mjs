// What every benchmark does with the real server it starts: a free port, waiting until it is ready,
// stopping its whole process group, and GETs that survive a closed keep-alive socket.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

export async function waitForReady(base, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not answer /api/health/ready in time');
}

export function stopServer(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      done();
    }, 15_000).unref();
  });
}

/** GET a JSON answer, retried: a keep-alive socket may have been closed by the server meanwhile. */
export async function getJson(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      return await res.json();
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}
