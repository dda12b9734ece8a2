/**
 * Makes a session use the shared memory of the repository it stands in (docs/FORMATS.md#team): called by
 * openWorkspace for every adapter. Light (no YAML): the hooks run it on every event.
 * - every pointer of the root (`projects/<slug>/.shared`, left by `share`) mounts its checkout,
 *   so the CLI, search and /dream reach the project from anywhere;
 * - a `.project-memory/` at the top of the repository holding the working directory (any
 *   subfolder, any clone, any worktree) mounts that checkout's folder instead, and a pointer is
 *   left the first time so that the project is listed like any other.
 */
import path from 'node:path';
import { writeAtomic } from '../storage/fs-safe.js';
import { movingSlugs } from '../storage/move-journal.js';
import type { MemoryRoot } from '../storage/root.js';
import { isInside } from '../storage/containment.js';
import { isHiddenEntryName } from '../storage/scope-files.js';
import {
  checkSharedFolder,
  findRepoPlace,
  mainWorktreeOf,
  pointerPath,
  pointerSlugs,
  readPointer,
  renderPointer,
  SHARED_DIR,
  sharedSlugOf,
  isRealDir,
} from '../storage/shared-repo.js';

export interface SharedHere {
  slug: string;
  /** The top folder of the checkout whose `.project-memory/` is used. */
  top: string;
}

export interface AttachResult {
  here: SharedHere | null;
  /** Why the repository's shared folder was not used (one sentence), when it was not. */
  problem: string | null;
}

export function mountPointers(root: MemoryRoot): void {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir)) continue; // a deleted worktree or clone: found again from its cwd
    try {
      root.mount(slug, checkSharedFolder(p.dir, root.dir));
    } catch {
      /* refused: the project reads as empty until the folder is fixed */
    }
  }
}

/**
 * Shared projects whose pointer names a real folder that checkSharedFolder refuses (a link on its
 * path, not at the top of a git work tree, holding a link, device or hard-linked file): the
 * project reads as the root's empty folder, and each gets the one sentence of its refusal.
 */
export function refusedSharedFolders(root: MemoryRoot): { slug: string; problem: string }[] {
  const refusedOnes: { slug: string; problem: string }[] = [];
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir) || root.mountedDir(slug) !== undefined) continue;
    try {
      checkSharedFolder(p.dir, root.dir);
    } catch (e) {
      refusedOnes.push({ slug, problem: e instanceof Error ? e.message : String(e) });
    }
  }
  return refusedOnes;
}

/**
 * Shared projects whose checkout is gone: the pointer names a folder that is no longer there (the
 * clone was moved or deleted), so the project reads as the root's empty folder until a session
 * in a clone points it there again (attachShared).
 */
export function lostSharedFolders(root: MemoryRoot): { slug: string; dir: string }[] {
  const lost: { slug: string; dir: string }[] = [];
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (p && !isRealDir(p.dir) && root.mountedDir(slug) === undefined) lost.push({ slug, dir: p.dir });
  }
  return lost;
}

/**
 * `projects/<slug>` holds a project of this root: any entry but hidden ones. A folder with only
 * hidden entries (or none) is another process's attach in progress (its pointer's temp file, or
 * the folder made just before the pointer): the hook and the server of a clone's first session
 * attach at the same moment, and one took the other's folder for a personal project (measured: 2
 * of 32 starts, 4 at a time, on a new root).
 */
function holdsPersonalProject(root: MemoryRoot, slug: string): boolean {
  return root.list(`projects/${slug}`).some((e) => !isHiddenEntryName(e.name));
}

export function attachShared(root: MemoryRoot, cwd: string): AttachResult {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  // A memory root kept in (or holding) this repository is not a shared project folder.
  if (isInside(root.dir, place.shared) || isInside(place.shared, root.dir)) return { here: null, problem: null };
  let dir: string;
  try {
    dir = checkSharedFolder(place.shared, root.dir);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const pointer = readPointer(root.dir, slug);
  if (!pointer && holdsPersonalProject(root, slug)) {
    return {
      here: null,
      problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.`,
    };
  }
  // A share or unshare of this project in progress (or killed midway, finished by the next
  // preparation) owns the pointer: the folder is used, the pointer left to the move.
  if ((!pointer || !isRealDir(pointer.dir)) && !movingSlugs(root.dir).includes(slug)) {
    // The pointer names the main worktree's folder, never a linked worktree's: removing a
    // worktree then leaves nothing pointing at it.
    const main = place.git === 'dir' ? place.top : mainWorktreeOf(place);
    const target = main === place.top ? dir : main !== null && isRealDir(path.join(main, SHARED_DIR)) ? path.join(main, SHARED_DIR) : null;
    if (target !== null) {
      try {
        writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir: target, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
      } catch {
        /* a read-only root: the mount below still serves this process */
      }
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path.dirname(dir) }, problem: null };
}
