/**
 * Registers the whole contract suite for one adapter. Every case gets the same live store for the
 * describe block and its own collection, so cases cannot see each other's data.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Harness, HarnessFactory } from './harness';
import { fileCases } from './file-cases';
import { indexCases } from './index-cases';
import { queryCases } from './query-cases';
import { updateCases } from './update-cases';
import { versionCases } from './version-cases';

export interface Ctx {
  readonly h: Harness;
}

export function defineContract(factory: HarnessFactory): void {
  let harness: Harness | null = null;
  const ctx: Ctx = {
    get h() {
      if (!harness) throw new Error('store not open');
      return harness;
    },
  };
  beforeAll(async () => {
    harness = await factory();
  });
  afterAll(async () => {
    await harness?.dispose();
  });
  queryCases(ctx);
  updateCases(ctx);
  indexCases(ctx);
  fileCases(ctx);
  versionCases(ctx);
}
