/**
 * `npm run store:repair [-- --accept-loss <collection> ...]`: checks and repairs the embedded
 * store's data files under DATA_DIR (default ./data, relative to where npm was run from, like the
 * server's), printing what it did per file; see store/embedded/repair-data-dir.ts. Start-up never
 * does this on its own. Stop the server first. Exit code 0 when every file loads afterwards, 1 when
 * a file that lost documents was left for a restore, 2 on a usage error.
 */
import { resolve } from 'node:path';
import { formatRepairReport, repairDataDir } from '../store/embedded/repair-data-dir';

function parseArgs(args: string[]): { acceptLoss: string[] } | null {
  const acceptLoss: string[] = [];
  const rest = args.filter((a) => a !== '--');
  for (let i = 0; i < rest.length; i += 1) {
    const name = rest[i + 1];
    if (rest[i] !== '--accept-loss' || !name || name.startsWith('-')) return null;
    acceptLoss.push(name);
    i += 1;
  }
  return { acceptLoss };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error('Usage: npm run store:repair [-- --accept-loss <collection> ...]');
    return 2;
  }
  if (process.env.MONGODB_URI) {
    console.error(
      'store:repair works on the embedded store under DATA_DIR; MONGODB_URI is set, so there is nothing to repair here.',
    );
    return 2;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const report = await repairDataDir({ dataDir: resolve(base, process.env.DATA_DIR || 'data'), ...args });
  console.log(formatRepairReport(report));
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`store:repair failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
