import { describe, expect, it } from 'vitest';
import { applyPlan, planConsolidation } from '../../server/src/core/consolidate/index.js';
import { lineCount } from '../../server/src/core/text-lines.js';
import { bigProject } from '../../scripts/bench-consolidate-project.js';

// The workload of docs/ARCHITECTURE.md#performance, checked for correctness only (timing lives in scripts/bench-consolidate.ts).
describe('consolidation of 1,000 sessions, 500 decisions and a 2,000-line memory.md', () => {
  it('meets every threshold, loses nothing and settles in one run', () => {
    const files = bigProject();
    const plan = planConsolidation({ projectName: 'Bench', files }, '2026-11-29');
    expect(plan.report.noLoss.ok).toBe(true);
    expect(plan.deletes).toHaveLength(995);
    const after = applyPlan(files, plan);
    expect(Object.keys(after).filter((p) => p.startsWith('sessions/'))).toHaveLength(5);
    expect(lineCount(after['memory.md']!)).toBeLessThanOrEqual(130);
    expect(planConsolidation({ projectName: 'Bench', files: after }, '2026-11-29').changed).toBe(false);
  });
});
