/**
 * What test/helpers/cli.ts needs to run one CLI invocation in the test's own process. The test
 * set-up (test/setup/build-sources.ts) bundles this file from the sources as ONE CommonJS file,
 * and the helper evaluates that file afresh for every invocation: each run gets its own copy of
 * every module's state (caches keyed on the root, mounted shared projects, the environment in
 * force), as a process of its own would.
 *
 * The commands that own a process (serve speaks MCP on stdin, hook reads its payload from stdin,
 * view waits for signals) are spawned from the real bundle instead; they never reach these stubs.
 */
import path from 'node:path';
import type { Hosted } from '../../server/src/cli/hosted.js';

export { main } from '../../server/src/cli/main.js';

const spawnedOnly = (command: string) => async (): Promise<never> => {
  throw new Error(`${command} runs in a process of its own in tests (test/helpers/cli.ts)`);
};

export const hosted: Hosted = {
  serve: spawnedOnly('serve'),
  hook: spawnedOnly('hook'),
  startViewer: spawnedOnly('view'),
  // This bundle is <repo>/node_modules/.cache/pm-test-server/cli-in-process.cjs: the committed
  // bundles are what `setup` points agents at, as the real cli.js does with its own folder.
  distDir: path.resolve(__dirname, '..', '..', '..', 'server', 'dist'),
};
