/**
 * Path containment against the canonical memory root. Lessons from the official filesystem
 * server's advisories (CVE-2025-53109/53110): compare with path.relative, never startsWith; never
 * swallow a "symlink leads outside" error and fall back to checking the parent; open exactly the
 * string that was checked. Opened descriptors are re-verified through /proc/self/fd (see fs-safe.ts)
 * so that a component swapped for a symlink between check and use cannot escape either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { describePath } from '../core/path-rules.js';

export function isInside(rootDir: string, candidate: string): boolean {
  const rel = path.relative(rootDir, candidate);
  return rel === '' || (!path.isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${path.sep}`));
}

/**
 * The same test for two paths the kernel gave us (a realpath and a /proc/self/fd link), which are
 * absolute and normalised already: compared with the separator appended, so a prefix sibling
 * (`/root-evil` for `/root`) never matches. Skips path.relative on the hook's hot path.
 */
function isInsideCanonical(rootDir: string, candidate: string): boolean {
  return candidate === rootDir || candidate.startsWith(rootDir.endsWith(path.sep) ? rootDir : `${rootDir}${path.sep}`);
}

function outside(shown: string): MemoryError {
  return new MemoryError('PATH_OUTSIDE_ROOT', `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`, 'Use a path inside the project folder that does not pass through a symlink leading elsewhere.');
}

function lstatOrNull(p: string): fs.Stats | null {
  try {
    return fs.lstatSync(p);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ENOTDIR') throw new MemoryError('INVALID_PATH', `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}

export interface ResolvedPath {
  /** Canonical absolute path: realpath of the deepest existing folder plus the missing rest. */
  abs: string;
  /** The leaf's lstat, or null when it does not exist yet. */
  stat: fs.Stats | null;
}

/**
 * Resolves clean components (from parseMemoryPath) below `baseDir`, which must itself be canonical
 * and inside `rootDir`. Symlinked folders are followed only when their target stays inside the
 * root; a symlinked leaf is always refused, as are dangling links and special files.
 */
export function resolveContained(rootDir: string, baseDir: string, parts: readonly string[], shown: string): ResolvedPath {
  if (!isInside(rootDir, baseDir)) throw outside(shown);
  let current = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const next = path.join(current, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path.join(current, ...parts.slice(i)), stat: null };
    }
    if (st.isSymbolicLink()) {
      if (isLeaf) {
        throw new MemoryError('INVALID_PATH', `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`, 'Replace the link with a regular file.');
      }
      let target: string;
      try {
        target = fs.realpathSync(next);
      } catch {
        throw outside(shown);
      }
      if (!isInside(rootDir, target)) throw outside(shown);
      let tst: fs.Stats;
      try {
        tst = fs.statSync(target);
      } catch {
        throw outside(shown); // the link changed between realpath and stat
      }
      if (!tst.isDirectory()) throw new MemoryError('INVALID_PATH', `A parent of ${describePath(shown)} is not a folder.`);
      current = target;
      continue;
    }
    if (isLeaf) {
      if (!st.isFile() && !st.isDirectory()) {
        throw new MemoryError('INVALID_PATH', `${describePath(shown)} is not a regular file (a device, pipe or socket), which the memory tools refuse.`);
      }
      return { abs: next, stat: st };
    }
    if (!st.isDirectory()) {
      throw new MemoryError('INVALID_PATH', `A parent of ${describePath(shown)} is a file, not a folder.`);
    }
    current = next;
  }
  return { abs: current, stat: lstatOrNull(current) };
}

/** Where an open descriptor really points (Linux); null where /proc is unavailable. */
export function descriptorPath(fd: number): string | null {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}

/** Closes and refuses a descriptor that, after a race, points outside the root. */
export function assertDescriptorInside(rootDir: string, fd: number, shown: string): void {
  const real = descriptorPath(fd);
  if (real !== null && !(real.startsWith('/') && !real.includes('/../') && isInsideCanonical(rootDir, real))) {
    fs.closeSync(fd);
    throw outside(shown);
  }
}
