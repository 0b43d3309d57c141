/**
 * The storage contract: the same cases against every adapter. Embedded always runs (fresh temp
 * folder); MongoDB runs when MONGODB_TEST_URI points at a MongoDB-protocol server (a fresh database
 * per run, dropped afterwards). Without it no mongo tests are registered at all.
 */
import { describe } from 'vitest';
import { defineContract } from './contract/define-contract';
import { embeddedHarness, mongoHarness } from './contract/harness';
import type { HarnessFactory } from './contract/harness';

const adapters: [string, HarnessFactory][] = [['embedded', embeddedHarness]];
const mongoUri = process.env.MONGODB_TEST_URI;
if (mongoUri) adapters.push(['mongo', mongoHarness(mongoUri)]);

describe.each(adapters)('store contract: %s', (_name, factory) => {
  defineContract(factory);
});
