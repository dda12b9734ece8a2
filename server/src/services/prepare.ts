/**
 * A workspace ready for any command: the root is created and laid out, and a projects index made
 * stale by a hand-edited `_meta.yaml` is rebuilt. Kept apart from open.ts because it loads the
 * YAML parser, which the hooks must not pay for.
 */
import { projectsIndexIsStale } from '../storage/projects-index.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { initRoot } from './init.js';
import { openWorkspace, type OpenOptions } from './open.js';
import type { Workspace } from './workspace.js';

export function openPreparedWorkspace(opts: Omit<OpenOptions, 'create'> = {}): Workspace {
  const ws = openWorkspace({ ...opts, create: true });
  initRoot(ws);
  if (projectsIndexIsStale(ws.root)) refreshProjectsIndex(ws.root);
  return ws;
}
