/**
 * Floor-plan viewer rules (spec part 3 §2): the view mode, which key to show, and the registry
 * lookup. The registry is the project's `floorplans` from the API; a plan's key is its id.
 */

export type ViewMode = '2d' | '3d' | '360';
export const MODES: ViewMode[] = ['2d', '3d', '360'];
export const MODE_LABELS: Record<ViewMode, string> = { '2d': '2D', '3d': '3D', '360': '360°' };

/** Lower-cased; anything unknown is the default 2d. */
export function parseMode(raw: string | null | undefined): ViewMode {
  const mode = (raw ?? '').trim().toLowerCase();
  return (MODES as string[]).includes(mode) ? (mode as ViewMode) : '2d';
}

/** The first non-empty of: the view's key, query key, query plan, then the project's three spellings. */
export function resolvePlanKey(input: {
  viewKey?: string | null;
  query?: { key?: string | null; plan?: string | null };
  project?: { floorPlanKey?: unknown; floor_plan_key?: unknown; floorplanKey?: unknown } | null;
}): string | null {
  const candidates = [
    input.viewKey,
    input.query?.key,
    input.query?.plan,
    input.project?.floorPlanKey,
    input.project?.floor_plan_key,
    input.project?.floorplanKey,
  ];
  for (const c of candidates) if (typeof c === 'string' && c.trim()) return c.trim();
  return null;
}

/** Exact key, then lower-cased, then lower-cased with spaces turned to hyphens. */
export function lookupPlan<T extends { key: string }>(registry: T[], key: string | null): T | null {
  if (!key) return null;
  const tries = [key, key.toLowerCase(), key.toLowerCase().replace(/\s+/g, '-')];
  for (const k of tries) {
    const hit = registry.find((p) => p.key === k);
    if (hit) return hit;
  }
  return null;
}

/** A plan can be drawn as vectors when it has rooms or walls (spec part 3 §3). */
export const hasVectorData = (plan: { rooms?: unknown[]; walls?: unknown[] }) =>
  (plan.rooms?.length ?? 0) > 0 || (plan.walls?.length ?? 0) > 0;

export const NO_KEY_TEXT =
  'No floor plan key found. You can pass it via ?key=… in the URL or ensure the project JSON has floorPlanKey.';
