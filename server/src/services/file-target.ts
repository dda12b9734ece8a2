/** Turns a tool's (`project`, `path`) into a checked target inside the memory root. */
import { MemoryError } from '../core/errors.js';
import nodePath from 'node:path';
import { describePath, hiddenReason, parseMemoryPath } from '../core/path-rules.js';
import { canonicalParts } from '../core/file-rules.js';
import { spellAsOnDisk } from '../storage/case-twins.js';
import { isInside, resolveContained } from '../storage/containment.js';
import { resolveScope, type Scope } from './scope.js';
import type { Workspace } from './workspace.js';

export interface FileTarget {
  scope: Scope;
  /** Components relative to the scope folder. */
  parts: string[];
  /** Path relative to the scope folder, as shown to the caller. */
  path: string;
  /** Path relative to the root (the key of locks and indexes). */
  rel: string;
  /** Canonical absolute path. */
  abs: string;
  exists: boolean;
  isDirectory: boolean;
}

export function resolveTarget(ws: Workspace, project: string | null | undefined, rawPath: string): FileTarget {
  const scope = resolveScope(ws, project);
  const parsed = parseMemoryPath(rawPath);
  assertNotHidden(parsed, rawPath);
  const base = ws.root.resolve(scope.dir);
  if (!base.stat?.isDirectory()) {
    throw new MemoryError('NOT_FOUND', `The folder of ${scope.slug} (${scope.dir}) is missing.`, 'Run project-memory init or doctor --fix.');
  }
  // `DECISIONS.md` is the decision log, as on macOS, and `Notes/x.md` next to `notes/` is refused:
  // one spelling per file on every OS (see core/file-rules canonicalParts and storage/case-twins).
  const parts = spellAsOnDisk(base.abs, canonicalParts(parsed), rawPath);
  const r = resolveContained(ws.root.dir, base.abs, parts, rawPath);
  const path = parts.join('/');
  return {
    scope,
    parts,
    path,
    rel: `${scope.dir}/${path}`,
    abs: r.abs,
    exists: r.stat !== null,
    isDirectory: r.stat?.isDirectory() === true,
  };
}

/** Every tool path, readers included: the server's hidden folders are never reached. */
export function assertNotHidden(parts: readonly string[], shown: string): void {
  const hidden = hiddenReason(parts);
  if (hidden) throw new MemoryError('RESERVED_PATH', `${describePath(shown)} is not available to the tools because ${hidden}.`);
}

export function folderOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

export function nameOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

/**
 * A memory path as a person types it: when they stand inside the memory root (or give an absolute
 * path into it), the path is resolved from their folder and split into project and path;
 * otherwise it is already project-relative.
 */
export function memoryPathFrom(ws: Workspace, from: string, typed: string): { project: string | undefined; path: string } {
  const abs = nodePath.resolve(from, typed);
  const inRoot = nodePath.isAbsolute(typed) || isInside(ws.root.dir, nodePath.resolve(from));
  if (!inRoot || !isInside(ws.root.dir, abs)) return { project: undefined, path: typed };
  const parts = nodePath.relative(ws.root.dir, abs).split(nodePath.sep);
  if (parts[0] === 'projects' && parts.length > 2) return { project: parts[1], path: parts.slice(2).join('/') };
  if (parts[0] === '_global' && parts.length > 1) return { project: '_global', path: parts.slice(1).join('/') };
  throw new MemoryError('INVALID_PATH', `${typed} is not inside a project folder of the memory root.`, 'Name a file such as memory.md or notes/x.md.');
}
