/**
 * The one reader of the process environment below the adapters, and of what the platform offers
 * the race protection.
 *
 * - `currentEnv()` is the environment in force: `process.env`, unless the caller runs inside
 *   `withEnv` (a server running in the test process, whose settings must not leak into the
 *   process or into another server of the same process). Every default `env` argument below the
 *   adapters is `currentEnv()`.
 * - `PROC_FD`: Linux names the file an open descriptor points at under /proc/self/fd, which the
 *   containment checks use to verify that what was opened is what was checked. macOS and the BSDs
 *   have no such folder; there the checks compare the descriptor's identity (device and inode)
 *   with the checked path instead (storage/containment.ts). `PM_NO_PROC=1` makes Linux take that
 *   same path, so the portable fallback is run by the test suites (`npm run test:portable`), not
 *   merely written. Read once: the mechanism must not change while a process runs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AsyncLocalStorage } from 'node:async_hooks';

let als: AsyncLocalStorage<NodeJS.ProcessEnv> | undefined;

/** Runs `fn` (sync or async) with `env` as the environment every setting below is read from. */
export function withEnv<T>(env: NodeJS.ProcessEnv, fn: () => T): T {
  als ??= new (createRequire('/')('node:async_hooks') as typeof import('node:async_hooks')).AsyncLocalStorage<NodeJS.ProcessEnv>();
  return als.run(env, fn);
}

export function currentEnv(): NodeJS.ProcessEnv {
  return als?.getStore() ?? process.env;
}

/** The test switch that runs the portable fallback on Linux (see above). */
export const NO_PROC_SWITCH = 'PM_NO_PROC';

/** True where /proc/self/fd names open descriptors (Linux), unless PM_NO_PROC=1. */
export const PROC_FD: boolean = (() => {
  if (process.env[NO_PROC_SWITCH] === '1') return false;
  try {
    return fs.existsSync('/proc/self/fd');
  } catch {
    return false;
  }
})();
