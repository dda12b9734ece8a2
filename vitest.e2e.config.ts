import { defineConfig } from 'vitest/config';

// End-to-end tests drive the real Claude Code CLI (scripts/install-claude.mjs) against a fake model
// API on 127.0.0.1. Each test starts several CLI processes, so timeouts are long and files run one
// at a time in a single fork: parallel CLIs would only compete for the CPU and blur the timings.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/setup/build-sources.ts', 'test/e2e/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 900_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
