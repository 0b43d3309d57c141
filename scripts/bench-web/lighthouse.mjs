// One Lighthouse 12.8 run (mobile preset: simulated slow 4G and 4× CPU, performance only).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;

export function lighthouseOnce({ root, chromePath, chromiumArgs, url, output }) {
  const bin = [
    join(root, 'node_modules', '.bin', 'lighthouse'),
    join(root, 'tests', 'node_modules', '.bin', 'lighthouse'),
  ].find((p) => existsSync(p));
  if (!bin) throw new Error('lighthouse is not installed (npm install -w tests)');
  const result = spawnSync(
    bin,
    [
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromiumArgs.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !existsSync(output)) throw new Error(`lighthouse failed on ${url}`);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    // Lighthouse's CPU benchmark of this machine during the run: low values mean a busy or slow
    // machine, and TBT/LCP then read high. Compare runs only at similar values.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // Transfer (compressed as sent: brotli here) of every script Lighthouse saw the page load.
    scriptKB: kb(scripts?.transferSize ?? 0),
    scriptRequests: scripts?.requestCount ?? 0,
  };
}
