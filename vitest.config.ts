import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One test file per core: most files wait on child processes (the spawned bundles; PM_IN_PROCESS=1
// runs the server in the test process instead). vitest's default (cores - 1) ran the suite on one
// worker on a 2-core machine.
const workers = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**'],
    globalSetup: ['test/setup/build-sources.ts'],
    setupFiles: ['test/setup/loop-watch.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workers,
  },
});
