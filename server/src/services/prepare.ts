/** Makes a root ready for writes: layout, stale temp files, projects index, interrupted /dream runs. */
import { projectsIndexIsStale } from '../storage/projects-index.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { pendingJournalSlugs, recoverJournal } from '../storage/journal.js';
import { initRoot } from './init.js';
import { openWorkspace, type OpenOptions } from './open.js';
import type { Workspace } from './workspace.js';

export function prepareWorkspace(ws: Workspace): Workspace {
  const { root } = ws;
  initRoot(ws);
  if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
  // A /dream apply interrupted by a crash is finished before anything reads the project.
  for (const slug of pendingJournalSlugs(root)) root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
  return ws;
}

export function openPreparedWorkspace(opts: OpenOptions = {}): Workspace {
  return prepareWorkspace(openWorkspace({ ...opts, create: true }));
}
