/**
 * Refreshes file-weights.json, the seconds per test file by which sequencer.ts starts the longest
 * files first: `npm run test:weights` runs the suite with this reporter (`npm run test:weights --
 * <files>` refreshes only those). A file's seconds are its tests and hooks (vitest's module
 * duration, which the results cache keeps too); not the first test's start to the last test's end
 * that a JSON report gives, which leaves out beforeAll and afterAll: outside.test.ts spends 54 of
 * its 72 s there. Files that passed get their new figure, files not run keep theirs, files that no
 * longer exist are dropped. Refresh on a quiet machine: a file slowed by another run's load would
 * be started too early, which costs time but no test.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { readWeights, WEIGHTS } from './sequencer.js';

export default class WeightsReporter implements Reporter {
  private root = '';

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const seconds = fs.existsSync(WEIGHTS) ? readWeights() : new Map<string, number>();
    let updated = 0;
    for (const module of testModules) {
      if (module.state() !== 'passed') continue; // a failed file may have stopped early
      const rel = path.relative(this.root, module.moduleId).split(path.sep).join('/');
      seconds.set(rel, Math.round(module.diagnostic().duration / 100) / 10);
      updated++;
    }
    const kept = [...seconds].filter(([rel]) => fs.existsSync(path.join(this.root, rel))).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    const table = {
      about: 'Seconds per test file (tests and hooks), longest first, for sequencer.ts; refreshed by npm run test:weights.',
      seconds: Object.fromEntries(kept),
    };
    fs.writeFileSync(WEIGHTS, JSON.stringify(table, null, 2) + '\n');
    console.log(`${path.relative(this.root, WEIGHTS)}: ${updated} files measured, ${kept.length} in all`);
  }
}
