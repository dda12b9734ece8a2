/**
 * `project-memory unbind --project P` for a shared project whose checkout is missing or refused
 * (docs/FORMATS.md#team): every call about it is refused (storage/shared-repo.ts
 * unmountedSharedProblem), so the way out when that clone is gone for good is to forget it on this
 * machine. The pointer goes; the memory stays in the repository (committed, in every other
 * clone), and a session in a clone of it uses it again.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { isKebabCase } from '../core/slug.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { filesBehindPointer, pointerPath, readPointer, removePointer, unmountedSharedProblem } from '../storage/shared-repo.js';
import { removeIfPresent } from '../storage/shared-move.js';
import { refreshRootManifest } from './init.js';
import { todayOf, type Workspace } from './workspace.js';

/** Forgets `slug` when it names a shared project not usable here; null when it names anything else. */
export function forgetUnusableShare(ws: Workspace, slug: string): { slug: string; dir: string } | null {
  if (!isKebabCase(slug) || ws.root.mountedDir(slug) !== undefined || unmountedSharedProblem(ws.root.dir, slug) === null) return null;
  const hidden = filesBehindPointer(ws.root.dir, slug);
  if (hidden.length)
    throw new MemoryError(
      'INVALID_INPUT',
      `The memory root's folder of shared project "${slug}" holds files besides its pointer (${hidden.slice(0, 3).join(', ')}), so it was not forgotten.`,
      'Move what you need into a clone of the repository, delete them, then run unbind again.',
    );
  const dir = readPointer(ws.root.dir, slug)?.dir ?? pointerPath(ws.root.dir, slug);
  removePointer(ws.root.dir, slug);
  removeIfPresent(path.join(ws.root.dir, 'projects', slug));
  refreshProjectsIndex(ws.root);
  refreshRootManifest(ws.root, todayOf(ws));
  return { slug, dir };
}
