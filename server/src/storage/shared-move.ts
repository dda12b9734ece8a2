/**
 * The file moves of `share` and `unshare` (services/share.ts), each step one the move journal
 * (storage/move-journal.ts) can finish or undo after a crash: a tree listed without following a
 * link, read, written into a hidden staging folder beside its target (exclusive creates, fsync),
 * read back, then renamed into place at once; a folder set aside in one rename before it is
 * removed. Nothing here decides what moves: that is the plan (core/team/move-plan.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { planMove, type TreeEntry } from '../core/team/move-plan.js';
import { noteChange } from './waits.js';

/** A project folder with more entries than this is not moved (the same bound as a shared folder's). */
const MAX_TREE_ENTRIES = 20_000;

export function pathExists(p: string): boolean {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

/** Every entry under `dir` (parents before children, names sorted), never following a link. */
export function listTree(dir: string): TreeEntry[] {
  const out: TreeEntry[] = [];
  const walk = (abs: string, rel: string) => {
    const names = fs.readdirSync(abs).sort();
    for (const name of names) {
      if (out.length >= MAX_TREE_ENTRIES)
        throw new MemoryError('INVALID_INPUT', `${dir} holds more than ${MAX_TREE_ENTRIES} entries, so it is not moved.`, 'Remove what does not belong there.');
      const childRel = rel ? `${rel}/${name}` : name;
      const st = fs.lstatSync(path.join(abs, name));
      const kind = st.isSymbolicLink() ? 'link' : st.isDirectory() ? 'folder' : st.isFile() ? 'file' : 'special';
      out.push({ rel: childRel, kind });
      if (kind === 'folder') walk(path.join(abs, name), childRel);
    }
  };
  walk(dir, '');
  return out;
}

/** The bytes of a regular file, opened without following a link at its name. */
function readRegular(abs: string): Buffer {
  const fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  try {
    if (!fs.fstatSync(fd).isFile()) throw new MemoryError('INVALID_PATH', `${abs} is not a regular file, so it is not moved.`);
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function readFiles(dir: string, rels: readonly string[]): Map<string, Buffer> {
  return new Map(rels.map((rel) => [rel, readRegular(path.join(dir, rel))]));
}

export function digestOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Whether `dir` holds exactly `files` (same names, same bytes) among the entries a move of it
 * would take (`ownEntry` as in planMove), and nothing that cannot be moved.
 */
export function treeHolds(dir: string, files: ReadonlyMap<string, Buffer | string>, ownEntry?: (rel: string) => boolean): boolean {
  let plan;
  try {
    plan = planMove(listTree(dir), ownEntry);
  } catch {
    return false;
  }
  if (plan.unmovable.length || plan.files.length !== files.size) return false;
  for (const rel of plan.files) {
    const want = files.get(rel);
    if (want === undefined) return false;
    let bytes: Buffer;
    try {
      bytes = readRegular(path.join(dir, rel));
    } catch {
      return false;
    }
    if (typeof want === 'string' ? digestOf(bytes) !== want : !bytes.equals(want)) return false;
  }
  return true;
}

/** A hidden name beside `target`, in the same folder (so a rename between them is atomic). */
export function besideName(target: string, tag: string): string {
  return path.join(path.dirname(target), `.${path.basename(target).replace(/^\./, '')}-${tag}-${randomBytes(6).toString('hex')}`);
}

function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, fs.constants.O_RDONLY);
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    /* not supported on this system: the renames are still ordered */
  }
}

/** Makes `staging` (which must not exist) holding exactly `files` and `folders`, synced and read back. */
export function writeStaging(staging: string, files: ReadonlyMap<string, Buffer>, folders: readonly string[]): void {
  noteChange();
  fs.mkdirSync(staging);
  for (const rel of folders) fs.mkdirSync(path.join(staging, rel), { recursive: true });
  for (const [rel, bytes] of files) {
    const abs = path.join(staging, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    const fd = fs.openSync(abs, 'wx');
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
  fsyncDir(staging);
  if (!treeHolds(staging, files)) throw new MemoryError('IO', `The copy in ${staging} does not read back as written.`, 'Check the disk, then try again.');
}

/** Renames `from` to `to` (which must not exist) and syncs their folder. */
export function renameInPlace(from: string, to: string): void {
  noteChange();
  fs.renameSync(from, to);
  fsyncDir(path.dirname(to));
}

/** Removes `dir` whole, first renaming it to `aside` (so a crash leaves a hidden folder the journal names). */
export function removeTree(dir: string, aside: string): void {
  noteChange();
  if (pathExists(dir)) renameInPlace(dir, aside);
  fs.rmSync(aside, { recursive: true, force: true });
}

/** Removes a folder (or file) the move made itself, if it is there: a staging copy, an emptied folder. */
export function removeIfPresent(p: string): void {
  noteChange();
  fs.rmSync(p, { recursive: true, force: true });
}

/** Moves every entry of `from` except `keep` into `to` (created), by rename: nothing is deleted. */
export function moveEntriesAside(from: string, to: string, keep: readonly string[]): string[] {
  noteChange();
  const moved: string[] = [];
  let names: string[];
  try {
    names = fs.readdirSync(from);
  } catch {
    return moved;
  }
  for (const name of names) {
    if (keep.includes(name)) continue;
    fs.mkdirSync(to, { recursive: true });
    fs.renameSync(path.join(from, name), path.join(to, name));
    moved.push(name);
  }
  return moved;
}
