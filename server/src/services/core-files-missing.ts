/**
 * Which core files of a project are missing (the list lives in core/project-files.ts). A few
 * stats, nothing else loaded: the session-start hook asks this on every start, and loads the
 * writer (core-files-init.ts) only when the answer is not empty.
 */
import { CORE_PROJECT_FILES } from '../core/project-files.js';
import type { Scope } from './scope.js';
import type { Workspace } from './workspace.js';

/** Project-relative names of the core files that are missing (doctor lists them). */
export function missingCoreFiles(ws: Workspace, scope: Scope): string[] {
  if (scope.kind !== 'project' || !ws.root.isDirectory(scope.dir)) return [];
  return CORE_PROJECT_FILES.filter((c) => !occupied(ws, `${scope.dir}/${c.file}`)).map((c) => c.file);
}

/**
 * Something is at the path: a file, or an entry the tools refuse (a symbolic link, a special
 * file). A refused entry is not "missing": creating over it would fail or replace it, and doctor
 * reports it already, so a walk (rebuild_indexes, doctor --fix, session start) goes on past it.
 */
export function occupied(ws: Workspace, rel: string): boolean {
  try {
    return ws.root.exists(rel);
  } catch {
    return true;
  }
}
