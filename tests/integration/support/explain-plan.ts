/**
 * Reads an `explain` answer from either kind of server and says whether the query used an index.
 *
 * - MongoDB: `queryPlanner.winningPlan` is a tree of stages (classic `inputStage(s)`, or SBE's
 *   `queryPlan`); a COLLSCAN anywhere means a whole-collection scan, IXSCAN/COUNT_SCAN/IDHACK/
 *   EXPRESS_* an index.
 * - FerretDB 1.x reports its backend's SQL plan instead: SQLite's `EXPLAIN QUERY PLAN` lines
 *   ('SCAN t' = full scan, 'SEARCH t USING INDEX …' = index) or PostgreSQL's JSON plan
 *   ('Seq Scan' vs 'Index Scan' / 'Index Only Scan' / 'Bitmap Index Scan').
 */
export type PlanFormat = 'mongodb' | 'ferretdb-sqlite' | 'ferretdb-postgresql';

export interface PlanSummary {
  format: PlanFormat;
  usesIndex: boolean;
  fullScan: boolean;
  /** The stage names / plan lines the verdict was read from, for messages and the README. */
  evidence: string[];
}

function collect(node: unknown, key: string, out: string[]): string[] {
  if (Array.isArray(node)) for (const item of node) collect(item, key, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key && typeof v === 'string') out.push(v);
      else collect(v, key, out);
    }
  }
  return out;
}

const MONGO_INDEX_STAGES =
  /^(IXSCAN|COUNT_SCAN|IDHACK|EXPRESS_IXSCAN|EXPRESS_CLUSTERED_IXSCAN|DISTINCT_SCAN)$/;

export function summarizePlan(explain: Record<string, unknown>): PlanSummary {
  const planner = (explain.queryPlanner ?? {}) as Record<string, unknown>;
  if ('winningPlan' in planner) {
    const stages = collect(planner.winningPlan, 'stage', []);
    return {
      format: 'mongodb',
      usesIndex: stages.some((s) => MONGO_INDEX_STAGES.test(s)),
      fullScan: stages.includes('COLLSCAN'),
      evidence: stages,
    };
  }
  const plan = planner.Plan;
  if (Array.isArray(plan)) {
    const lines = plan.map(String);
    return {
      format: 'ferretdb-sqlite',
      usesIndex: lines.some((l) => /\bUSING (COVERING )?INDEX\b|USING (INTEGER )?PRIMARY KEY/.test(l)),
      fullScan: lines.some((l) => /detail=SCAN \S+$/.test(l) || /\bSCAN \S+$/.test(l)),
      evidence: lines,
    };
  }
  if (plan && typeof plan === 'object') {
    const nodes = collect(plan, 'Node Type', []);
    return {
      format: 'ferretdb-postgresql',
      usesIndex: nodes.some((n) => /Index/.test(n)),
      fullScan: nodes.includes('Seq Scan'),
      evidence: nodes,
    };
  }
  throw new Error(`Unrecognised explain output: ${JSON.stringify(explain).slice(0, 500)}`);
}
