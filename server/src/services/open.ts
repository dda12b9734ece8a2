/**
 * Opens the workspace every adapter uses: root located and canonicalised once, cwd, clock. This
 * module stays light (no YAML): the hooks open a workspace on every event. Adapters that write
 * call `prepareWorkspace` (services/prepare.ts) as well.
 */
import { envVar, nonEmpty } from '../core/env.js';
import { locateRootDir, MemoryRoot } from '../storage/root.js';
import type { Workspace } from './workspace.js';
import { currentEnv } from './environment.js';

export interface OpenOptions {
  root?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Create the root folder if missing. */
  create?: boolean;
  now?: () => Date;
}

export function openWorkspace(opts: OpenOptions = {}): Workspace {
  const env = opts.env ?? currentEnv();
  const root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  return { root, cwd: nonEmpty(opts.cwd) ?? envVar(env, 'CLAUDE_PROJECT_DIR') ?? process.cwd(), now: opts.now ?? (() => new Date()) };
}
