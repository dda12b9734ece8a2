/**
 * Which project a call is about: the `project` argument (slug, alias, absolute path inside a bound
 * repo, or `_global`), else the project whose bound repo contains the working directory.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { findProjectByKey, type ProjectIndexEntry, type ProjectsIndex } from '../core/project-meta.js';
import { isInside } from '../storage/containment.js';
import { readProjectsIndex } from '../storage/projects-index.js';
import { newestWrite } from '../storage/inspect.js';
import type { Workspace } from './workspace.js';
import { placeInMainWorktree, unmountedSharedProblem } from '../storage/shared-repo.js';

export interface Scope {
  kind: 'project' | 'global';
  slug: string;
  name: string;
  /** Folder relative to the root: `projects/<slug>` or `_global`. */
  dir: string;
  entry: ProjectIndexEntry | null;
}

export const GLOBAL_SCOPE: Scope = { kind: 'global', slug: '_global', name: 'Global', dir: '_global', entry: null };

function scopeOf(entry: ProjectIndexEntry): Scope {
  return { kind: 'project', slug: entry.slug, name: entry.name, dir: `projects/${entry.slug}`, entry };
}

/**
 * A call about a shared project whose checkout is missing or refused is refused with the sentence
 * that says so: its root folder holds only the pointer, so a read would report files as absent and
 * a write would land behind the pointer (storage/root.ts refuses those writes as well).
 */
function usableScopeOf(ws: Workspace, entry: ProjectIndexEntry): Scope {
  if (ws.root.mountedDir(entry.slug) === undefined) {
    const problem = unmountedSharedProblem(ws.root.dir, entry.slug);
    if (problem) throw problem;
  }
  return scopeOf(entry);
}

/** The bound project whose repo path most closely contains `dir` (nested repos pick the inner one). */
export function projectForPath(index: ProjectsIndex, dir: string): ProjectIndexEntry | null {
  let best: ProjectIndexEntry | null = null;
  let bestLength = -1;
  const target = path.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
        best = p;
        bestLength = bound.length;
      }
    }
  }
  return best;
}

/**
 * The bound project of `dir`, or else of the same place in the repository's main worktree: every
 * `git worktree add` of a bound repository uses its project (git's common directory names the
 * main worktree; the worktree's own path is never recorded, so deleting it orphans nothing).
 * git runs only when `.git` is a file, i.e. in a linked worktree.
 */
export function projectForCwd(index: ProjectsIndex, dir: string): ProjectIndexEntry | null {
  const direct = projectForPath(index, dir);
  if (direct || index.projects.length === 0) return direct;
  const inMain = placeInMainWorktree(dir);
  return inMain === null ? null : projectForPath(index, inMain);
}

/**
 * `isInside` for an absolute `base` and a resolved `target`, by string when `base` is already
 * normal (the usual case: every hook resolves the project this way, and path.relative costs).
 */
function containsPath(base: string, target: string): boolean {
  const normal = base.length > 1 && base.endsWith(path.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path.sep}.`) || normal.includes(`${path.sep}${path.sep}`)) return isInside(path.resolve(base), target);
  return target === normal || target.startsWith(normal === path.sep ? normal : `${normal}${path.sep}`);
}

export function knownProjectsSentence(index: ProjectsIndex): string {
  if (index.projects.length === 0)
    return 'There are no projects yet: create one with create_project (CLI: project-memory init, then create_project from Claude Code).';
  const names = index.projects.map((p) => p.slug).join(', ');
  return `Known projects: ${names}. Pass project, or bind this repository with use_project (CLI: project-memory use <project>).`;
}

export function resolveScope(ws: Workspace, project?: string | null, index: ProjectsIndex = readProjectsIndex(ws.root)): Scope {
  if (project === '_global') return GLOBAL_SCOPE;
  if (project != null && project !== '') {
    const byKey = findProjectByKey(index, project);
    if (byKey) return usableScopeOf(ws, byKey);
    if (path.isAbsolute(project)) {
      const byPath = projectForPath(index, project);
      if (byPath) return usableScopeOf(ws, byPath);
      throw new MemoryError('NO_PROJECT', `No project is bound to a repository containing ${project}.`, knownProjectsSentence(index));
    }
    throw new MemoryError('NO_PROJECT', `There is no project with the slug, alias or id "${project}".`, knownProjectsSentence(index));
  }
  const bound = projectForCwd(index, ws.cwd);
  if (bound) return usableScopeOf(ws, bound);
  throw new MemoryError('NO_PROJECT', `No project was named and none is bound to ${ws.cwd}.`, knownProjectsSentence(index));
}

/** Like resolveScope but without throwing: the hooks' fast path. */
export function boundProject(ws: Workspace): Scope | null {
  const entry = projectForCwd(readProjectsIndex(ws.root), ws.cwd);
  return entry ? scopeOf(entry) : null;
}

/** Whether an absolute path lies inside the memory root: editing such a file is saving memory, not code. */
export function isMemoryPath(ws: Workspace, file: string): boolean {
  return path.isAbsolute(file) && isInside(ws.root.dir, path.resolve(file));
}

/** Whether an absolute path lies inside one of the repositories bound to the project. */
export function isInBoundRepo(scope: Scope, file: string): boolean {
  return path.isAbsolute(file) && (scope.entry?.paths ?? []).some((repo) => isInside(repo, path.resolve(file)));
}

/** A real project (not `_global`): decisions, sessions and bindings belong to one. */
export function resolveProjectScope(ws: Workspace, project: string | null | undefined, what: string): Scope {
  const scope = resolveScope(ws, project);
  if (scope.kind !== 'project') throw new MemoryError('INVALID_INPUT', `${what} belong to a project, not to _global.`);
  return scope;
}

/** Whether any memory file of the project was written at or after `sinceMs` (the Stop reminder). */
export function memoryWrittenSince(ws: Workspace, scope: Scope, sinceMs: number): boolean {
  return newestWrite(ws.root, scope.dir) >= sinceMs;
}
