/**
 * Times planConsolidation on the benchmark workload of docs/ARCHITECTURE.md#performance: 1,000 sessions, 500 decisions and a
 * 2,000-line memory.md (target: well under 1 s). Run: npx vite-node scripts/bench-consolidate.ts
 * Prints medians; never part of the unit tests (no timing assertions there).
 */
import { performance } from 'node:perf_hooks';
import { applyPlan, planConsolidation } from '../server/src/core/consolidate/index.js';
import { bigProject } from './bench-consolidate-project.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const files = bigProject();
const now = '2026-11-29';
console.log(`input: ${Object.keys(files).length} files, memory.md ${files['memory.md']!.split('\n').length} lines`);
const runs: number[] = [];
let plan = planConsolidation({ projectName: 'Bench', files }, now);
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  plan = planConsolidation({ projectName: 'Bench', files }, now);
  runs.push(performance.now() - t0);
}
const after = applyPlan(files, plan);
const again: number[] = [];
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  planConsolidation({ projectName: 'Bench', files: after }, now);
  again.push(performance.now() - t0);
}
const r = plan.report;
console.log(
  `plan: median ${median(runs).toFixed(1)} ms (min ${Math.min(...runs).toFixed(1)}), ${Object.keys(plan.writes).length} writes, ${plan.deletes.length} deletes; ` +
    `rolled ${r.sessions.rolled.length}, duplicate outcomes dropped ${r.sessions.duplicateOutcomesDropped}, stale ${r.decisions.flaggedStale.length}, ` +
    `superseded ${r.decisions.superseded.length}, compacted ${r.decisions.compacted.length}, memory ${r.core.linesBefore} -> ${r.core.linesAfter}, no-loss ${r.noLoss.ok}`,
);
console.log(`second run (nothing to do): median ${median(again).toFixed(1)} ms`);
