/**
 * Folders opened once and then used through their descriptor. Checking a path and then using the
 * same path leaves a window in which any folder on it can be swapped for a symlink leading out of
 * the root (docs/BENCHMARKS.md#design-figures has what that window let through). A folder opened with O_NOFOLLOW and verified through /proc/self/fd cannot be
 * redirected afterwards, and `/proc/self/fd/<fd>/<name>` names an entry of exactly that folder
 * (Linux resolves the magic link to the opened folder, not to whatever the path now points at).
 * Where /proc is missing (macOS, the BSDs) the folder is verified by identity when it is opened and
 * its entries are named by its checked path: a link planted before the open is refused, but a
 * folder swapped for a link after it was opened is not followed up (docs/GUARANTEES.md#not-promised).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { describePath } from '../core/path-rules.js';
import { descriptorIsAt, isContained } from './containment.js';
import { PROC_FD } from './environment.js';
import { noteChange } from './waits.js';

export interface AnchoredDir {
  readonly fd: number;
  /** Prefix naming entries of exactly the opened folder: `/proc/self/fd/<fd>`; without /proc its checked path. */
  readonly via: string;
  /** The folder's path as checked (for messages and for children's paths). */
  readonly abs: string;
}

function outsideFolder(shown: string): MemoryError {
  return new MemoryError(
    'PATH_OUTSIDE_ROOT',
    `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`,
    'Use a path inside the project folder that passes through no symbolic link.',
  );
}

/**
 * Opens `absDir` (canonical, expected inside `rootDir`) without following a symlink at its last
 * component, and verifies that the descriptor points at exactly `absDir` (so no component of it
 * was a link when it was opened). Returns null when the folder is
 * missing; throws PATH_OUTSIDE_ROOT when it is (or has become) a link or lies outside the root.
 */
export function openAnchoredDir(rootDir: string, absDir: string, shown: string = path.relative(rootDir, absDir) || '.'): AnchoredDir | null {
  if (!isContained(rootDir, absDir)) throw outsideFolder(shown);
  let fd: number;
  try {
    fd = fs.openSync(absDir, fs.constants.O_RDONLY | fs.constants.O_DIRECTORY | fs.constants.O_NOFOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    // Linux answers ENOTDIR, not ELOOP, for O_DIRECTORY | O_NOFOLLOW on a link.
    if (code === 'ELOOP' || (code === 'ENOTDIR' && isLink(absDir))) throw outsideFolder(shown);
    if (code === 'ENOTDIR') throw new MemoryError('INVALID_PATH', `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  // Exactly the folder that was named, not merely some folder inside the root: an intermediate
  // folder swapped for a link to `.journal` or to another project stays inside, yet is not it.
  // Without /proc the check compares identities instead (see descriptorIsAt).
  if (!descriptorIsAt(fd, absDir)) {
    fs.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}

function isLink(p: string): boolean {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

export function closeAnchoredDir(dir: AnchoredDir): void {
  try {
    fs.closeSync(dir.fd);
  } catch {
    /* already closed */
  }
}

/** Runs `fn` with the folder opened and verified; a missing folder is an error here. */
export function withAnchoredDir<T>(rootDir: string, absDir: string, shown: string, fn: (dir: AnchoredDir) => T): T {
  const dir = openAnchoredDir(rootDir, absDir, shown);
  if (!dir) throw new MemoryError('NOT_FOUND', `The folder of ${describePath(shown)} does not exist.`);
  try {
    const result = fn(dir);
    // Its entries name the folder only until it is closed: `/proc/self/fd/<fd>` then names nothing, or another folder.
    if (typeof (result as { then?: unknown } | null)?.then === 'function') {
      throw new Error('An anchored folder is used synchronously only; this callback returned a promise.');
    }
    return result;
  } finally {
    closeAnchoredDir(dir);
  }
}

/** The path of entry `name` inside an anchored folder. */
export function entryOf(dir: AnchoredDir, name: string): string {
  return path.join(dir.via, name);
}

/**
 * Lists a folder through its descriptor; missing, a link or moved meanwhile -> []. Without /proc
 * the listing goes by path: a folder renamed since it was opened is gone from it (ENOENT, which
 * made a walk such as rebuild_indexes fail with an internal error), and one swapped for a link
 * would list another folder, so the descriptor is checked again once the names are read.
 */
export function listAnchored(rootDir: string, absDir: string): fs.Dirent[] {
  let dir: AnchoredDir | null;
  try {
    dir = openAnchoredDir(rootDir, absDir);
  } catch {
    return [];
  }
  if (!dir) return [];
  try {
    const entries = fs.readdirSync(dir.via, { withFileTypes: true });
    return PROC_FD || descriptorIsAt(dir.fd, absDir) ? entries : [];
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}

/**
 * Removes a folder the server made (a staging folder) and everything in it, each entry through
 * its folder's verified descriptor: unlike `rmSync(recursive)` by path, a folder on the way
 * swapped for a link is never entered, so nothing outside the folder is removed.
 */
export function removeTreeAnchored(rootDir: string, absDir: string): void {
  const dir = (() => {
    try {
      return openAnchoredDir(rootDir, absDir);
    } catch {
      return null;
    }
  })();
  if (!dir) return;
  noteChange();
  try {
    for (const ent of fs.readdirSync(dir.via, { withFileTypes: true })) {
      if (ent.isDirectory()) removeTreeAnchored(rootDir, path.join(absDir, ent.name));
      else fs.rmSync(entryOf(dir, ent.name), { force: true });
    }
  } catch {
    /* best effort: what is left is a hidden folder, skipped by every walker */
  } finally {
    closeAnchoredDir(dir);
  }
  const parent = (() => {
    try {
      return openAnchoredDir(rootDir, path.dirname(absDir));
    } catch {
      return null;
    }
  })();
  if (!parent) return;
  try {
    fs.rmdirSync(entryOf(parent, path.basename(absDir)));
  } catch {
    /* not empty or gone */
  } finally {
    closeAnchoredDir(parent);
  }
}
