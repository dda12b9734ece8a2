/**
 * Makes a session use the shared memory of the repository it stands in (SPEC §8): called by
 * openWorkspace for every adapter. Light (no YAML): the hooks run it on every event.
 * - every pointer of the root (`projects/<slug>/.shared`, left by `share`) mounts its checkout,
 *   so the CLI, search and /dream reach the project from anywhere;
 * - a `.project-memory/` at the top of the repository holding the working directory (any
 *   subfolder, any clone, any worktree) mounts that checkout's folder instead, and a pointer is
 *   left the first time so that the project is listed like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomic } from '../storage/fs-safe.js';
import type { MemoryRoot } from '../storage/root.js';
import { checkSharedFolder, findRepoPlace, gitTopLevel, pointerPath, pointerSlugs, readPointer, renderPointer, sharedSlugOf } from '../storage/shared-repo.js';

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

function isDir(p: string): boolean {
  try {
    return fs.lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

export function mountPointers(root: MemoryRoot): void {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isDir(p.dir)) continue; // a deleted worktree or clone: found again from its cwd
    try {
      root.mount(slug, checkSharedFolder(p.dir));
    } catch {
      /* refused: the project reads as empty until the folder is fixed */
    }
  }
}

export function attachShared(root: MemoryRoot, cwd: string): AttachResult {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  // git knows the top better than the walk (a nested repository, a GIT_DIR); without git the
  // walk's answer stands.
  if (place.git !== null) {
    const top = gitTopLevel(cwd);
    if (top !== null && top !== place.top) return { here: null, problem: null };
  }
  if (place.shared === root.dir || isInsideRoot(root, place.shared)) return { here: null, problem: null };
  let dir: string;
  try {
    dir = checkSharedFolder(place.shared);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const own = path.join(root.dir, 'projects', slug);
  const pointer = readPointer(root.dir, slug);
  if (!pointer && isDir(own)) {
    return { here: null, problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.` };
  }
  if (!pointer || !isDir(pointer.dir)) {
    try {
      writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
    } catch {
      /* a read-only root: the mount below still serves this process */
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path.dirname(dir) }, problem: null };
}

function isInsideRoot(root: MemoryRoot, p: string): boolean {
  const rel = path.relative(root.dir, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
