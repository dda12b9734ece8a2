/** Opens the workspace every adapter uses: root located and canonicalised once, cwd, clock. */
import { locateRootDir, MemoryRoot } from '../storage/root.js';
import { projectsIndexIsStale } from '../storage/projects-index.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { initRoot } from './init.js';
import { pendingJournalSlugs, recoverJournal } from '../storage/journal.js';
import type { Workspace } from './workspace.js';

export interface OpenOptions {
  root?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Create the layout, sweep leftover temp files and refresh a stale projects index. */
  prepare?: boolean;
  /** Create the root folder if missing (implied by prepare). */
  create?: boolean;
  now?: () => Date;
}

export function openWorkspace(opts: OpenOptions = {}): Workspace {
  const env = opts.env ?? process.env;
  const root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? opts.prepare ?? false });
  const ws: Workspace = { root, cwd: opts.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd(), now: opts.now ?? (() => new Date()) };
  if (opts.prepare) {
    initRoot(ws);
    if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
    // A /dream apply interrupted by a crash is finished before anything reads the project.
    for (const slug of pendingJournalSlugs(root)) root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
  }
  return ws;
}
