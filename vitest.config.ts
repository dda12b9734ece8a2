import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One test file per core: most files now run the server in process (CPU-bound), the rest wait on
// child processes. vitest's default (cores - 1) ran the suite on one worker on a 2-core machine.
const workers = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**'],
    globalSetup: ['test/setup/build-sources.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: workers,
    minWorkers: 1,
  },
});
