import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { useRamTmp } from './test/setup/ram-tmp.js';
import LongestFirstSequencer from './test/setup/sequencer.js';

useRamTmp();

// One test file per core: many files wait on child processes (the CLI and hook bundles, servers
// that need a process; PM_IN_PROCESS=0 spawns every server). vitest's default (cores - 1) ran the suite on one
// worker on a 2-core machine.
const workers = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**'],
    globalSetup: ['test/setup/build-sources.ts', 'test/setup/ram-tmp.ts'],
    setupFiles: ['test/setup/loop-watch.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workers,
    // Longest files first, by a committed table of measured seconds (test/setup/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
