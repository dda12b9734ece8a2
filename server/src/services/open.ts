/**
 * Opens the workspace every adapter uses: root located and canonicalised once, cwd, clock.
 * This module stays free of the write path (no YAML, no index builder): the hooks load it.
 * Commands that may write use `openPreparedWorkspace` (prepare.ts).
 */
import { locateRootDir, MemoryRoot } from '../storage/root.js';
import type { Workspace } from './workspace.js';

export interface OpenOptions {
  root?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Create the root folder if missing. */
  create?: boolean;
  now?: () => Date;
}

export function openWorkspace(opts: OpenOptions = {}): Workspace {
  const env = opts.env ?? process.env;
  const root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  return { root, cwd: opts.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd(), now: opts.now ?? (() => new Date()) };
}
