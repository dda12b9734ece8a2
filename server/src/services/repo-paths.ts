/**
 * Paths that name a file of a bound code repository (precheck's file, a decision's Location).
 * One rule for every adapter: an absolute path must lie inside a bound repository and becomes
 * repo-relative; a relative one is repo-relative unless `from` (the folder a person typed it in)
 * lies inside a bound repository, in which case it is resolved from there; a path that climbs out
 * of the repository with `..` names no file of it and is refused. Light: the edit hook runs it.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { isInside } from '../storage/containment.js';
import type { Scope } from './scope.js';

export interface RepoPath {
  /** The bound repository holding the file, or null when the project has none (or none applies). */
  repo: string | null;
  /** Repo-relative, '/'-separated. */
  rel: string;
}

function longestRepo(scope: Scope, abs: string): string | null {
  return [...(scope.entry?.paths ?? [])].sort((a, b) => b.length - a.length).find((p) => isInside(p, abs)) ?? null;
}

function outside(what: string, value: string, scope: Scope): MemoryError {
  return new MemoryError(
    'INVALID_INPUT',
    `${what} ${value} is outside the repositories bound to ${scope.slug}.`,
    'Pass a path inside a bound repository (relative to it, or absolute), or bind the repository with use.',
  );
}

/**
 * `cwd` picks the repository of a relative path when several are bound; `from`, when given, is
 * where a relative path starts (a CLI user's current folder).
 */
export function toRepoPath(scope: Scope, value: string, opts: { what: string; cwd?: string; from?: string }): RepoPath {
  let abs: string | null = null;
  if (path.isAbsolute(value)) abs = path.resolve(value);
  else if (opts.from && longestRepo(scope, path.resolve(opts.from))) abs = path.resolve(opts.from, value);
  if (abs !== null) {
    const repo = longestRepo(scope, abs);
    if (!repo) throw outside(opts.what, value, scope);
    return { repo, rel: path.relative(repo, abs).split(path.sep).join('/') };
  }
  const rel = path.posix.normalize(value.split(path.sep).join('/')).replace(/^\.\//, '');
  if (rel === '..' || rel.startsWith('../')) throw outside(opts.what, value, scope);
  const paths = scope.entry?.paths ?? [];
  const repo = (opts.cwd ? longestRepo(scope, path.resolve(opts.cwd)) : null) ?? paths[0] ?? null;
  return { repo, rel: rel === '.' ? '' : rel };
}
