/** Makes a root ready for writes: layout, stale temp files, projects index, interrupted /dream runs. */
import { isMemoryError } from '../core/errors.js';
import { projectsIndexIsStale } from '../storage/projects-index.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { pendingJournalSlugs, recoverJournal } from '../storage/journal.js';
import { initRoot } from './init.js';
import { openWorkspace, type OpenOptions } from './open.js';
import type { Workspace } from './workspace.js';

export function prepareWorkspace(ws: Workspace, { sweep = false }: { sweep?: boolean } = {}): Workspace {
  const { root } = ws;
  try {
    initRoot(ws, { sweep });
  } catch (e) {
    // A read-only or full root, or one whose lock folder was replaced by a link, still serves
    // reads; each write then says why it failed.
    if (isMemoryError(e) && (e.code === 'IO' || e.code === 'PATH_OUTSIDE_ROOT' || e.code === 'INVALID_PATH')) return ws;
    throw e;
  }
  if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
  // A /dream apply interrupted by a crash is finished before anything reads the project.
  for (const slug of pendingJournalSlugs(root)) root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
  return ws;
}

export function openPreparedWorkspace(opts: OpenOptions = {}): Workspace {
  return prepareWorkspace(openWorkspace({ ...opts, create: true }));
}
