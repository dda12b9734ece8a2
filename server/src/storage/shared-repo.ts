/**
 * Where a session stands in a code repository (docs/FORMATS.md#team): the repository's top folder, its shared
 * memory folder `.project-memory/` when there is one, and the main worktree that every
 * `git worktree add` of it shares. Cheap on purpose (the hooks run it on every event): a walk up
 * with lstat finds the first folder holding `.git` (or `.project-memory`); git is asked only to
 * confirm a shared folder's top, or when `.git` is a file (a linked worktree).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { plainMetaValue } from '../core/project-meta.js';
import { isKebabCase } from '../core/slug.js';
import { isInside } from './containment.js';
import { currentEnv } from './environment.js';
import { noteChange } from './waits.js';

export const SHARED_DIR = '.project-memory';
/** A shared folder with more entries than this is not walked (nor mounted). */
const MAX_SHARED_ENTRIES = 20_000;

function lstat(p: string): fs.Stats | null {
  try {
    return fs.lstatSync(p);
  } catch {
    return null;
  }
}

function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8', timeout: 3000, env: currentEnv(), stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null; // git missing, or not a repository
  }
}

/** The repository top from git, canonical; null without git or outside a repository. */
export function gitTopLevel(cwd: string): string | null {
  const out = git(cwd, ['rev-parse', '--show-toplevel']);
  return out ? realOrSelf(out) : null;
}

function realOrSelf(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

export interface RepoPlace {
  /** The work tree's top: the nearest folder holding `.git`. */
  top: string;
  /** `.git` is a folder (main worktree) or a file (linked worktree, submodule). */
  git: 'dir' | 'file';
  /** `<top>/.project-memory` when something by that name exists there (not yet checked). */
  shared: string | null;
}

/**
 * The git work tree holding `cwd`: the nearest folder from `cwd` upwards that holds `.git`. A
 * shared memory folder counts only at that top (docs/FORMATS.md#team: "a folder at the repo root"), so a
 * `.project-memory` deeper in a repository (a fixture, a vendored tree) or in a folder that is not
 * a git work tree is never used.
 */
export function findRepoPlace(cwd: string): RepoPlace | null {
  let dir = realOrSelf(cwd);
  for (;;) {
    const g = lstat(path.join(dir, '.git'));
    if (g) {
      const s = lstat(path.join(dir, SHARED_DIR));
      return { top: dir, git: g.isDirectory() ? 'dir' : 'file', shared: s ? path.join(dir, SHARED_DIR) : null };
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The main worktree of the repository holding `place` (through `git rev-parse --git-common-dir`,
 * so every linked worktree answers the same folder); null without git or for a bare common dir.
 */
export function mainWorktreeOf(place: RepoPlace): string | null {
  if (place.git === 'dir') return place.top;
  const common = git(place.top, ['rev-parse', '--git-common-dir']);
  if (!common) return null;
  const abs = realOrSelf(path.resolve(place.top, common));
  return path.basename(abs) === '.git' ? path.dirname(abs) : null;
}

/**
 * Where `dir`, inside a linked worktree, lies in the repository's main worktree (the same
 * relative place); null outside a linked worktree. git runs only when `.git` is a file.
 */
export function placeInMainWorktree(dir: string): string | null {
  const place = findRepoPlace(dir);
  if (!place || place.git !== 'file') return null;
  const main = mainWorktreeOf(place);
  return main === null ? null : path.join(main, path.relative(place.top, realOrSelf(dir)));
}

function refused(what: string, hint = 'Replace links with real files and folders, then start again.'): MemoryError {
  return new MemoryError('INVALID_PATH', `The shared memory folder ${what}; it was not used.`, hint);
}

/**
 * Why `dir` cannot be a shared folder of the memory root `rootDir`: it lies in the root (a
 * repository kept inside the root), or holds it; null when neither. A root's own files are never
 * a shared project's as well.
 */
export function inRootProblem(rootDir: string, dir: string): MemoryError | null {
  if (isInside(rootDir, dir)) return refused(`${dir} is inside the memory root ${rootDir}`, 'Share from a repository outside the memory root.');
  if (isInside(dir, rootDir)) return refused(`${dir} holds the memory root ${rootDir}`, 'Keep the memory root outside the shared folder.');
  return null;
}

/**
 * Checks a shared folder of the memory root `rootDir` before it is mounted: a teammate's commit
 * is untrusted input. The folder must be a real folder (not a link) outside the root, at the top
 * of a git work tree, and hold no link, device or hard-linked file anywhere (every later access
 * is checked again by storage/containment.ts). Returns its canonical path.
 */
export function checkSharedFolder(dir: string, rootDir: string): string {
  if (!path.isAbsolute(dir) || path.normalize(dir) !== dir || path.basename(dir) !== SHARED_DIR) throw refused(`${dir} is not a folder named ${SHARED_DIR}`);
  const inRoot = inRootProblem(rootDir, dir);
  if (inRoot) throw inRoot;
  const st = lstat(dir);
  if (!st) throw new MemoryError('NOT_FOUND', `There is no shared memory folder at ${dir}.`);
  if (st.isSymbolicLink()) throw refused(`${dir} is a symbolic link`);
  if (!st.isDirectory()) throw refused(`${dir} is not a folder`);
  // No link anywhere on its path: the string checked here is the string every later access
  // opens (storage/containment.ts compares descriptors with it), so it must be canonical as is.
  if (realOrSelf(dir) !== dir) throw refused(`${dir} is reached through a symbolic link`);
  const top = path.dirname(dir);
  if (!lstat(path.join(top, '.git'))) throw refused(`${dir} is not at the top of a git work tree`);
  let seen = 0;
  const walk = (d: string) => {
    for (const ent of fs.readdirSync(d, { withFileTypes: true })) {
      if (++seen > MAX_SHARED_ENTRIES) throw refused(`${dir} holds more than ${MAX_SHARED_ENTRIES} entries`);
      const p = path.join(d, ent.name);
      if (ent.isSymbolicLink()) throw refused(`${dir} contains the symbolic link ${path.relative(dir, p)}`);
      if (ent.isDirectory()) walk(p);
      else if (!ent.isFile()) throw refused(`${dir} contains ${path.relative(dir, p)}, which is not a regular file`);
      else if (fs.lstatSync(p).nlink > 1) throw refused(`${dir} contains the hard-linked file ${path.relative(dir, p)}`);
    }
  };
  walk(dir);
  return dir;
}

/** The slug a shared folder declares in its `_meta.yaml` (read without YAML: the hooks stay light). */
export function sharedSlugOf(dir: string): string | null {
  return plainMetaValue(metaHead(dir) ?? '', 'slug');
}

/**
 * The plain `name:` of a shared folder's `_meta.yaml`, for listing it before the projects index
 * is rebuilt (a clone's first session start); null when it is not a simple one-line value.
 */
export function sharedNameOf(dir: string): string | null {
  return plainMetaValue(metaHead(dir) ?? '', 'name');
}

function metaHead(dir: string): string | null {
  return readHead(path.join(dir, '_meta.yaml'));
}

/**
 * The first 64 KB of a file, read without following a link at its name; null when it cannot be
 * opened. Bounded: a teammate's commit may hold a huge file by that name.
 */
function readHead(file: string): string | null {
  try {
    const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    try {
      const buf = Buffer.alloc(64 * 1024);
      return buf.subarray(0, fs.readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The pointer a shared project leaves in the user's root: `projects/<slug>/.shared`, hidden (no
// tool path reaches it), holding where this machine's checkout is and the repositories the
// project was bound to (absolute paths stay on this machine, never in the shared folder).

export const POINTER_NAME = '.shared';

/**
 * The pointer names this machine's checkout (an absolute path): a root kept in git (`sync`) never
 * commits it, or two machines with their checkouts at different paths would conflict on it. As a
 * `.gitignore` pattern and a git pathspec of the root.
 */
export const POINTER_IGNORE = `/projects/*/${POINTER_NAME}`;
export const POINTER_PATHSPEC = `:(glob)projects/*/${POINTER_NAME}`;

export interface Pointer {
  dir: string;
  paths: string[];
}

export function pointerPath(rootDir: string, slug: string): string {
  return path.join(rootDir, 'projects', slug, POINTER_NAME);
}

export function readPointer(rootDir: string, slug: string): Pointer | null {
  const text = readHead(pointerPath(rootDir, slug));
  if (text === null) return null;
  try {
    const o = JSON.parse(text) as { dir?: unknown; paths?: unknown };
    // Only ever a canonical `<checkout>/.project-memory`: no `..`, nothing relative, no other name.
    if (typeof o.dir !== 'string' || !path.isAbsolute(o.dir) || path.normalize(o.dir) !== o.dir || path.basename(o.dir) !== SHARED_DIR || o.dir.includes('\0'))
      return null;
    const paths = Array.isArray(o.paths) ? o.paths.filter((p): p is string => typeof p === 'string' && path.isAbsolute(p)) : [];
    return { dir: o.dir, paths };
  } catch {
    return null;
  }
}

/**
 * Why a write under `projects/<slug>/` of the root must not happen, when the project is shared but
 * its folder is not mounted in this process: the pointer names a checkout that is missing (moved,
 * renamed, unmounted, deleted) or that was refused. The root's folder then holds only the pointer,
 * and a file written there would be hidden again once the checkout is back (docs/FORMATS.md#team).
 * Null for a project that is not shared. Costs one lstat.
 */
export function unmountedSharedProblem(rootDir: string, slug: string): MemoryError | null {
  if (!lstat(pointerPath(rootDir, slug))) return null;
  const pointer = readPointer(rootDir, slug);
  const where = pointer ? pointer.dir : `the folder its pointer projects/${slug}/${POINTER_NAME} names`;
  const fix = `run \`project-memory status --project ${slug}\` inside the clone at its new place (or in a fresh clone of the repository) to use it from there, or \`project-memory unbind --project ${slug}\` to stop using it on this machine`;
  const missing = pointer === null || !isRealDir(pointer.dir);
  return new MemoryError(
    'NOT_FOUND',
    missing
      ? `Project ${slug} is shared in ${where}, which is missing (the clone was moved, renamed, unmounted or deleted), so nothing was written.`
      : `Project ${slug} is shared in ${where}, which was not used (\`project-memory doctor\` says why), so nothing was written.`,
    missing ? `To fix it, ${fix}.` : 'Fix what doctor reports about that folder, then try again.',
  );
}

/**
 * Files in the root's own folder of a shared project besides the pointer (root-relative, at most
 * `max`): hidden behind it while the project reads from its repository. An earlier version wrote
 * there while the checkout was missing; share moves everything else to `_trash/`.
 */
export function filesBehindPointer(rootDir: string, slug: string, max = 20): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (out.length >= max) return;
      const childRel = `${rel}/${e.name}`;
      if (rel === `projects/${slug}` && e.name === POINTER_NAME) continue;
      if (e.isDirectory()) walk(path.join(abs, e.name), childRel);
      else out.push(childRel);
    }
  };
  walk(path.join(rootDir, 'projects', slug), `projects/${slug}`);
  return out;
}

/** Removes the pointer: the root's folder is the project again. */
export function removePointer(rootDir: string, slug: string): void {
  noteChange();
  fs.unlinkSync(pointerPath(rootDir, slug));
}

/** A real folder (not a link) exists at `p`. */
export function isRealDir(p: string): boolean {
  return lstat(p)?.isDirectory() === true;
}

export function renderPointer(p: Pointer): string {
  return `${JSON.stringify({ dir: p.dir, paths: p.paths }, null, 2)}\n`;
}

/** Slugs of the root's project folders that hold a pointer. */
export function pointerSlugs(rootDir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(rootDir, 'projects'));
  } catch {
    return [];
  }
  return names.filter((n) => isKebabCase(n) && lstat(pointerPath(rootDir, n))?.isFile() === true);
}
