/**
 * Which repository `share` moves a project's memory into (docs/FORMATS.md#team): the repository of
 * the working folder, or the one named; and for a project bound to repositories, only one of
 * those. A session in repository B asking to share a project bound to A must not move A's private
 * memory into B, ready to commit.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { findRepoPlace, gitTopLevel, inRootProblem, mainWorktreeOf, SHARED_DIR } from '../storage/shared-repo.js';
import type { Workspace } from './workspace.js';

function repoTopOf(dir: string): string | null {
  return gitTopLevel(dir) ?? findRepoPlace(dir)?.top ?? null;
}

/** The main worktree of the repository at `top` (itself for a main worktree). */
function mainOf(top: string): string | null {
  const place = findRepoPlace(top);
  return place ? mainWorktreeOf(place) : null;
}

function sameRepository(top: string, bound: string): boolean {
  const boundTop = repoTopOf(bound) ?? path.resolve(bound);
  if (boundTop === top) return true;
  const main = mainOf(top);
  return main !== null && main === mainOf(boundTop);
}

/**
 * The top of the repository to share `slug` into: `repo` (a folder in it) or the working folder's.
 * Refused, with nothing written, when it is not a git work tree, when its shared folder would lie
 * in the memory root (or hold it), or when the project is bound to repositories and this is none
 * of them (linked worktrees of a bound repository count as it).
 */
export function shareTargetFor(ws: Workspace, slug: string, bound: readonly string[], repo?: string): string {
  const from = path.resolve(ws.cwd, repo ?? '.');
  const top = repoTopOf(from);
  if (!top)
    throw new MemoryError(
      'INVALID_INPUT',
      `${from} is not inside a git repository.`,
      'Run share from inside the code repository (or pass --repo DIR); run `git init` first if it has none.',
    );
  const inRoot = inRootProblem(ws.root.dir, path.join(top, SHARED_DIR));
  if (inRoot) throw inRoot;
  if (bound.length > 0 && !bound.some((b) => sameRepository(top, b))) {
    throw new MemoryError(
      'INVALID_INPUT',
      `Project ${slug} is bound to ${bound.join(', ')}, not to the repository ${top}, so its memory was not moved there.`,
      `Share it from ${bound[0]} (or pass --repo ${bound[0]}); to share it in ${top} instead, bind that repository first: project-memory use ${slug} --path ${top}.`,
    );
  }
  return top;
}
