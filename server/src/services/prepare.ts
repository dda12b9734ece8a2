/** Makes a root ready for writes: layout, stale temp files, projects index, interrupted /dream runs. */
import { isMemoryError } from '../core/errors.js';
import { projectsIndexIsStale } from '../storage/projects-index.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { pendingJournalSlugs, recoverJournal, type UnfinishedJournal } from '../storage/journal.js';
import { initRoot } from './init.js';
import { settleSharedProjects } from './shared-settle.js';
import { finishInterruptedMoves } from './share-recovery.js';
import { rebuildIndexes } from './rebuild.js';
import { openWorkspace, type OpenOptions } from './open.js';
import type { Workspace } from './workspace.js';

export interface PrepareOptions {
  sweep?: boolean;
  /** Told of each interrupted /dream run that could not be finished safely (it is left as it is). */
  onUnfinished?: (u: UnfinishedJournal) => void;
}

export function prepareWorkspace(ws: Workspace, { sweep = false, onUnfinished }: PrepareOptions = {}): Workspace {
  const { root } = ws;
  try {
    initRoot(ws, { sweep });
  } catch (e) {
    // A read-only or full root, or one whose lock folder was replaced by a link, still serves
    // reads; each write then says why it failed.
    if (isMemoryError(e) && (e.code === 'IO' || e.code === 'PATH_OUTSIDE_ROOT' || e.code === 'INVALID_PATH')) return ws;
    throw e;
  }
  // A share or unshare killed midway is completed or undone (services/share-recovery.ts) before
  // anything reads the project; an unshare completed leaves the root's project without its
  // derived files.
  if (finishInterruptedMoves(ws).length) rebuildIndexes(ws);
  if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
  // A clone's shared project gets its empty folders and derived files on first use.
  settleSharedProjects(ws);
  // A /dream apply interrupted by a crash is finished before anything reads the project, under
  // the same locks as a live apply; one that would overwrite a later write is left for a person
  // (every /dream of that project and doctor then say so).
  for (const slug of pendingJournalSlugs(root)) {
    const r = root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
    if (r.unfinished) onUnfinished?.(r.unfinished);
  }
  return ws;
}

export function openPreparedWorkspace(opts: OpenOptions = {}): Workspace {
  return prepareWorkspace(openWorkspace({ ...opts, create: true }));
}
