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
import { PROC_FD } from './environment.js';
import { insideMount } from './mounts.js';

export function isInside(rootDir: string, candidate: string): boolean {
  const rel = path.relative(rootDir, candidate);
  return rel === '' || (!path.isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${path.sep}`));
}

/**
 * Containment for the memory tools: inside the root, or inside a shared project's folder mounted
 * in it (storage/mounts.ts). Plain `isInside` stays for questions about other folders.
 */
export function isContained(rootDir: string, candidate: string): boolean {
  return isInside(rootDir, candidate) || insideMount(rootDir, candidate);
}

function outside(shown: string): MemoryError {
  return new MemoryError(
    'PATH_OUTSIDE_ROOT',
    `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`,
    'Use a path inside the project folder that does not pass through a symlink leading elsewhere.',
  );
}

function lstatOrNull(p: string): fs.Stats | null {
  try {
    // Without an exception for a missing path: a /dream apply meets ~1,600 of them.
    return fs.lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ENOTDIR') throw new MemoryError('INVALID_PATH', `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}

export interface ResolvedPath {
  /** Canonical absolute path: the base joined with the components (no link was followed). */
  abs: string;
  /** The leaf's lstat, or null when it does not exist yet. */
  stat: fs.Stats | null;
}

/**
 * Why a link refuses the whole path: one rule, with no exception for links that stay inside the
 * root. A link to `..`, to a sibling project or to `.journal` makes one path name another file, so
 * every rule checked on the path (append-only logs, auto-managed names, kebab-case, front matter,
 * reserved folders) would be checked on the wrong file: a link `notes/up -> ..` would let
 * write_file replace decisions.md and delete_file remove people.md.
 */
function throughLink(shown: string, linkRel: string, isLeaf: boolean): MemoryError {
  if (isLeaf) {
    return new MemoryError(
      'INVALID_PATH',
      `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`,
      'Replace the link with a regular file.',
    );
  }
  return new MemoryError(
    'INVALID_PATH',
    `${describePath(shown)} passes through the symbolic link ${describePath(linkRel)}; the memory tools refuse every path through a link, even one that stays inside the memory root.`,
    'Replace the link with a real folder, or use the path of the folder it points to.',
  );
}

/**
 * Resolves clean components (from parseMemoryPath) below `baseDir`, which must itself be canonical
 * and inside `rootDir`. No symbolic link is followed: a link anywhere on the path (folder or leaf,
 * dangling or not, leading out or staying in) refuses the path, as do special files. The result is
 * therefore canonical, `baseDir` joined with `parts`, and the descriptor checks of fs-safe.ts and
 * anchored-dir.ts can compare what the kernel opened with exactly that string.
 */
export function resolveContained(rootDir: string, baseDir: string, parts: readonly string[], shown: string): ResolvedPath {
  if (!isContained(rootDir, baseDir)) throw outside(shown);
  let current = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const next = path.join(current, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path.join(current, ...parts.slice(i)), stat: null };
    }
    if (st.isSymbolicLink()) throw throughLink(shown, parts.slice(0, i + 1).join('/'), isLeaf);
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

/** Where an open descriptor really points (Linux); null where /proc is unavailable or switched off. */
export function descriptorPath(fd: number): string | null {
  if (!PROC_FD) return null;
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}

/**
 * Closes and refuses a descriptor that does not point exactly at `abs` (canonical, as resolved):
 * after a race, a folder on the way may have become a link, whether it leads out of the root or to
 * another file inside it (`.journal`, a sibling project). Comparing with the one expected path is
 * stricter than "somewhere inside the root", and the string compared is the string that was opened.
 */
export function assertDescriptorAt(fd: number, abs: string, shown: string): void {
  if (!descriptorIsAt(fd, abs)) {
    fs.closeSync(fd);
    throw outside(shown);
  }
}

/**
 * True when the descriptor points at `abs`. A file replaced by another writer's rename after we
 * opened it shows as `<abs> (deleted)`: it was at `abs` when opened, so reading it gives that
 * older version (a read-modify-write then fails its version check and is redone). Refusing it made
 * reads under concurrent writes fail as "outside the memory root".
 *
 * Without /proc (macOS, or PM_NO_PROC=1) the same question is answered by identity: `abs` must be
 * its own canonical path now (no component is a link) and name the very file the descriptor holds
 * (same device and inode). A descriptor opened through a link that was swapped back before this
 * check holds another inode, so it is refused as well. A descriptor whose file has no name left
 * (nlink 0) stands for Linux's `(deleted)`: it was replaced since it was opened.
 */
export function descriptorIsAt(fd: number, abs: string): boolean {
  const expected = path.resolve(abs);
  if (PROC_FD) {
    const real = descriptorPath(fd);
    if (real !== null) return real === expected || real === `${expected} (deleted)`;
  }
  return identityIsAt(fd, expected);
}

function identityIsAt(fd: number, expected: string): boolean {
  // The name first, the descriptor after: a file replaced between the two reads is then either
  // still the one named (replaced after the lstat) or already without a name (nlink 0). Read the
  // other way round, an editor's save landing in between would refuse a file opened at its own
  // path (test/storage/containment.test.ts).
  let named: fs.Stats | null = null;
  try {
    if (fs.realpathSync(expected) !== expected) return false;
    named = fs.lstatSync(expected);
  } catch {
    /* gone since it was opened: judged by the link count below */
  }
  let held: fs.Stats;
  try {
    held = fs.fstatSync(fd);
  } catch {
    return false;
  }
  if (named !== null && named.dev === held.dev && named.ino === held.ino) return true;
  return held.isFile() && held.nlink === 0;
}
