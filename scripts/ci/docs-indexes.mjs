#!/usr/bin/env node
// Writes the README's index table from the registry start-up applies (api/src/indexes.ts), between
// the `<!-- index-table:start -->` and `<!-- index-table:end -->` markers, so the documentation has
// one source of truth. `--check` only compares and exits 1 when the README is stale (CI).
// Run with tsx (it imports TypeScript):  node_modules/.bin/tsx scripts/ci/docs-indexes.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderIndexTable } from '../../api/src/indexes.ts';

const readme = fileURLToPath(new URL('../../README.md', import.meta.url));
const START = '<!-- index-table:start -->';
const END = '<!-- index-table:end -->';
const text = readFileSync(readme, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from < 0 || to < from) {
  console.error(`README.md has no ${START} … ${END} block for the index table.`);
  process.exit(1);
}
const next = `${text.slice(0, from + START.length)}\n${renderIndexTable()}\n${text.slice(to)}`;
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error(
      'README.md: the index table is out of date; run node_modules/.bin/tsx scripts/ci/docs-indexes.mjs',
    );
    process.exit(1);
  }
  console.log('README.md: index table matches api/src/indexes.ts');
} else {
  writeFileSync(readme, next);
  console.log('README.md: index table written from api/src/indexes.ts');
}
