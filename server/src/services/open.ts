/**
 * Opens the workspace every adapter uses: root located and canonicalised once, cwd, clock. This
 * module stays light (no YAML): the hooks open a workspace on every event. Adapters that write
 * call `prepareWorkspace` (services/prepare.ts) as well.
 */
import { envVar, nonEmpty } from '../core/env.js';
import { locateRootDir, MemoryRoot } from '../storage/root.js';
import type { Workspace } from './workspace.js';
import { currentEnv } from './environment.js';
import { attachShared } from './shared-attach.js';
import { isMemoryError } from '../core/errors.js';
import { findRepoPlace } from '../storage/shared-repo.js';

export interface OpenOptions {
  root?: string;
  /**
   * The folder a relative root (`root`, PROJECT_MEMORY_ROOT or HOME) is taken from: the CLI's
   * folder, which is not this process's when the CLI runs in another's (default: the process's).
   */
  rootFrom?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Create the root folder if missing. */
  create?: boolean;
  now?: () => Date;
}

export function openWorkspace(opts: OpenOptions = {}): Workspace {
  const env = opts.env ?? currentEnv();
  const cwd = nonEmpty(opts.cwd) ?? envVar(env, 'CLAUDE_PROJECT_DIR') ?? process.cwd();
  let root: MemoryRoot;
  try {
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: opts.create ?? false });
  } catch (e) {
    // A teammate's first session in a clone of a shared repository: the root is made for it.
    if (!(isMemoryError(e) && e.code === 'NOT_FOUND') || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: true });
  }
  const attached = attachShared(root, cwd);
  return { root, cwd, now: opts.now ?? (() => new Date()), shared: attached.here, sharedProblem: attached.problem };
}
