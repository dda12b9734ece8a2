/**
 * One file over 400 lines on purpose: every read, write, move and removal of a memory file shares
 * the same containment checks and error translation, and a change to one of them must be seen
 * beside the others (the helpers that can stand alone are atomic-file.ts, replace.ts, case-twins.ts).
 *
 * The only reads and writes of memory files. Writes are atomic (storage/atomic-file.ts): an
 * exclusive-create temp file in the same folder, fsync, rename, so that a process killed during a
 * write leaves the old file or the new one, never a torn one. rename() replaces a symlink instead of following it, and a
 * hard-linked target is replaced rather than written through, so neither can carry data outside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { describePath } from '../core/path-rules.js';
import { assertDescriptorAt, isContained } from './containment.js';
import { closeAnchoredDir, entryOf, openAnchoredDir, withAnchoredDir } from './anchored-dir.js';
import { assertStillExpected, identityOf, StaleVersionError, type ExpectedVersion, type FileIdentity } from './file-identity.js';
import { moveNoReplace, placeNew, removeExpected, replaceExpected, type KeepReplaced } from './replace.js';
import { assertNoCaseTwin } from './case-twins.js';
import { isOwnTempName, tempNameFor, writerPidOf, writeThroughTemp } from './atomic-file.js';
import { readFully } from './read-fully.js';
import { noteChange } from './waits.js';

export { isOwnTempName, tempNameFor };

export const MAX_FILE_BYTES = 8 * 1024 * 1024;
// ignoreBOM keeps a leading BOM in the decoded text, so that it can be reported (and kept) rather than silently dropped.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const BOM = '\uFEFF';

export interface TextFile {
  /** The text without a leading byte-order mark (parsers and the model never see it). */
  text: string;
  /** Whether the file starts with a UTF-8 BOM; MemoryRoot.writeText keeps it on replacement. */
  bom: boolean;
  mtimeMs: number;
  size: number;
  /** The version that was read (taken from the read descriptor): pass it back as `expected`. */
  identity: FileIdentity;
}

function decode(buf: Buffer, shown: string): string {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new MemoryError('INVALID_FORMAT', `${describePath(shown)} is not valid UTF-8 text.`, 'Memory files must be UTF-8 text.');
  }
}

/**
 * Opens without following a symlinked leaf and without blocking on a FIFO, checks what was really
 * opened (a regular file inside the root, one link, under the size cap), and reads from the
 * descriptor: the checked object is the read object.
 */
export function readTextContained(_rootDir: string, abs: string, shown: string, maxBytes = MAX_FILE_BYTES): TextFile | null {
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new MemoryError('INVALID_PATH', `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === 'EISDIR') throw new MemoryError('INVALID_PATH', `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs.fstatSync(fd, { bigint: true });
    const st = {
      isDirectory: () => big.isDirectory(),
      isFile: () => big.isFile(),
      nlink: Number(big.nlink),
      size: Number(big.size),
      mtimeMs: Number(big.mtimeNs) / 1e6,
    };
    if (st.isDirectory()) throw new MemoryError('INVALID_PATH', `${describePath(shown)} is a folder, not a file.`);
    if (!st.isFile()) throw new MemoryError('INVALID_PATH', `${describePath(shown)} is not a regular file.`);
    if (st.nlink > 1) {
      throw new MemoryError(
        'INVALID_PATH',
        `${describePath(shown)} has ${st.nlink} hard links, so it may be a file from outside the memory root; the tools refuse it.`,
        'Copy the file instead of hard-linking it.',
      );
    }
    if (st.size > maxBytes) {
      throw new MemoryError('TOO_LARGE', `${describePath(shown)} is ${st.size} bytes, over the ${maxBytes}-byte limit for memory files.`);
    }
    const buf = Buffer.alloc(st.size);
    const off = readFully(fd, buf);
    const bytes = off === st.size ? buf : buf.subarray(0, off);
    const raw = decode(bytes, shown);
    const bom = raw.startsWith(BOM);
    return { text: bom ? raw.slice(1) : raw, bom, mtimeMs: st.mtimeMs, size: off, identity: { ...identityOf(big), content: bytes } };
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      /* already closed by assertDescriptorInside */
    }
  }
}

/**
 * Whether the regular file at `abs` starts with a UTF-8 BOM (false when it is missing, not a
 * plain file, or not the file at that path): a BOM is a property of the file, kept when a tool replaces its text.
 */
export function startsWithBom(abs: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  } catch {
    return false;
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      /* already closed by assertDescriptorAt */
    }
  }
}

/**
 * Creates missing folders one level at a time, each made inside its parent's verified descriptor,
 * so a parent swapped for a symlink cannot make a folder appear outside the root. Returns the
 * folders it created, outermost first.
 */
export function ensureDirContained(rootDir: string, dir: string): string[] {
  if (!isContained(rootDir, dir)) throw new MemoryError('PATH_OUTSIDE_ROOT', 'A folder to create lies outside the memory root, which no tool may reach.');
  const missing: string[] = [];
  let cur = dir;
  for (;;) {
    let st: fs.Stats | null = null;
    try {
      st = fs.lstatSync(cur);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created: string[] = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path.dirname(d), path.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path.basename(d), path.relative(rootDir, d));
          noteChange();
          fs.mkdirSync(entryOf(parent, path.basename(d)));
          created.push(d);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw translateIoError(e, path.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  // The deepest folder must now be a real folder inside the root (not a link planted meanwhile).
  const shown = path.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError('IO', `The folder ${describePath(shown)} was removed while it was being created.`, 'Try again.');
  closeAnchoredDir(last);
  return created;
}

/** Undoes folder creation after a failed write (a full disk must not leave empty folders). */
export function removeEmptyDirs(rootDir: string, created: readonly string[]): void {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path.dirname(d));
      if (!parent) continue;
      try {
        fs.rmdirSync(entryOf(parent, path.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
      /* not empty (another writer used it) or already gone */
    }
  }
}

/**
 * Atomic replace of `abs` (canonical, contained) with `data`. A crash leaves the old or the new
 * file. The temp file is created and renamed inside the verified descriptor of the folder.
 * With `expected`, the file must still be that version (or, for null, still absent) at the
 * rename, else StaleVersionError and nothing is written (see file-identity.ts); a version that is
 * replaced is handed to `keep` (storage/late-writes.ts), which keeps what is written to it late.
 */
export function writeAtomic(rootDir: string, abs: string, data: string | Buffer, shown?: string, expected?: null): void;
export function writeAtomic(rootDir: string, abs: string, data: string | Buffer, shown: string, expected: ExpectedVersion, keep: KeepReplaced): void;
export function writeAtomic(rootDir: string, abs: string, data: string | Buffer, shown = abs, expected?: ExpectedVersion, keep?: KeepReplaced): void {
  const created = ensureDirContained(rootDir, path.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected, keep);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}

function writeInFolder(
  rootDir: string,
  abs: string,
  data: string | Buffer,
  shown: string,
  expected: ExpectedVersion | undefined,
  keep: KeepReplaced | undefined,
): void {
  withAnchoredDir(rootDir, path.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path.basename(abs));
    const tmp = entryOf(dir, path.basename(tempNameFor(abs)));
    let mode = 0o644;
    let exists = false;
    try {
      const st = fs.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 0o777;
    } catch {
      /* new file */
    }
    if (expected !== undefined && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path.basename(abs), shown);
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, () => {
        if (expected === null) placeNew(tmp, leaf, shown);
        else if (expected === undefined) {
          noteChange();
          fs.renameSync(tmp, leaf);
        } else replaceExpected(leaf, tmp, expected, shown, keep!);
        syncDir(dir.fd);
      });
    } catch (e) {
      throw translateIoError(e, shown);
    }
  });
}

/**
 * Moves one regular file (or a link, which is moved, never followed) from `fromAbs` to `toAbs`,
 * both canonical and inside the root, through the verified descriptors of both folders.
 * `exclusive` refuses to replace an existing target (checked just before the rename: callers hold
 * the target's file lock, so only a hand edit could slip in between).
 */
export function moveContained(rootDir: string, fromAbs: string, toAbs: string, shown: string, { exclusive = false, folder = false } = {}): void {
  const created = ensureDirContained(rootDir, path.dirname(toAbs));
  try {
    moveBetweenFolders(rootDir, fromAbs, toAbs, shown, exclusive, folder);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}

function moveBetweenFolders(rootDir: string, fromAbs: string, toAbs: string, shown: string, exclusive: boolean, folder: boolean): void {
  withAnchoredDir(rootDir, path.dirname(toAbs), shown, (dst) =>
    withAnchoredDir(rootDir, path.dirname(fromAbs), shown, (src) => {
      const from = entryOf(src, path.basename(fromAbs));
      const to = entryOf(dst, path.basename(toAbs));
      const st = fs.lstatSync(from);
      if (st.isDirectory() && !folder) throw new MemoryError('INVALID_INPUT', `${describePath(shown)} is a folder; only single files are moved.`);
      const taken = () => new MemoryError('ALREADY_EXISTS', `${describePath(shown)} already exists, so nothing was moved.`);
      if (exclusive && lstatOrNull(to)) throw taken();
      if (exclusive) assertNoCaseTwin(dst, path.basename(toAbs), shown);
      try {
        noteChange();
        if (!exclusive || st.isDirectory() || !moveNoReplace(from, to)) fs.renameSync(from, to);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw taken();
        throw translateIoError(e, shown);
      }
      syncDir(src.fd);
      syncDir(dst.fd);
    }),
  );
}

function lstatOrNull(p: string): fs.Stats | null {
  try {
    return fs.lstatSync(p);
  } catch {
    return null;
  }
}

/**
 * Removes one file (never a folder) inside the root, through its folder's verified descriptor;
 * with `expected`, only if it is still that version (StaleVersionError otherwise), the removed
 * version handed to `keep` as a replaced one is.
 */
export function removeContained(rootDir: string, abs: string, shown?: string, expected?: null): void;
export function removeContained(rootDir: string, abs: string, shown: string, expected: ExpectedVersion, keep: KeepReplaced): void;
export function removeContained(rootDir: string, abs: string, shown = abs, expected?: ExpectedVersion, keep?: KeepReplaced): void {
  const dir = openAnchoredDir(rootDir, path.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path.basename(abs));
    if (expected === undefined) {
      noteChange();
      fs.rmSync(leaf, { force: true });
    } else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(leaf, expected, shown, keep!);
  } finally {
    closeAnchoredDir(dir);
  }
}

function syncDir(fd: number): void {
  // Makes the rename itself durable; not every platform lets a folder be fsynced.
  try {
    fs.fsyncSync(fd);
  } catch {
    /* best effort */
  }
}

export function translateIoError(e: unknown, shown: string): unknown {
  if (e instanceof MemoryError) return e;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new MemoryError('IO', `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, 'Free some space and try again.');
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new MemoryError('IO', `Permission denied writing ${describePath(shown)}; nothing was changed.`, 'Check the permissions of the memory root.');
  if (code === 'ENAMETOOLONG')
    return new MemoryError('INVALID_PATH', `${describePath(shown)} is too long for the file system, so it was not written.`, 'Use a shorter name.');
  // A folder on the way was moved, removed or swapped by another program while we wrote into it.
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP')
    return new MemoryError(
      'IO',
      `A folder on the way to ${describePath(shown)} was moved or removed while it was being written, so it was not written.`,
      'Try again.',
    );
  return e;
}

/**
 * Visits every temp file of ours below `dir` (canonical), folder by folder through each folder's
 * verified descriptor (anchored-dir.ts): a folder swapped for a link, to the outside or elsewhere
 * inside, is neither listed nor entered, and `visit` gets the entry of exactly the opened folder.
 * Only regular files with one link, owned by this user, are offered.
 */
function walkOwnTempFiles(dir: string, visit: (entry: string, name: string, st: fs.Stats) => void): void {
  const pending = [dir];
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  for (let abs = pending.pop(); abs !== undefined; abs = pending.pop()) {
    let anchored;
    try {
      anchored = openAnchoredDir(dir, abs);
    } catch {
      continue; // a link, or moved meanwhile: not walked
    }
    if (!anchored) continue;
    try {
      const entries = fs.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          // The history's own leftovers go with its retention pass (thousands of object folders).
          if (ent.name !== '_trash' && ent.name !== '.history') pending.push(path.join(abs, ent.name));
          continue;
        }
        if (!ent.isFile() || !isOwnTempName(ent.name)) continue;
        const entry = entryOf(anchored, ent.name);
        const st = lstatOrNull(entry);
        if (!st || !st.isFile() || st.nlink !== 1 || (uid !== undefined && st.uid !== uid)) continue;
        visit(entry, ent.name, st);
      }
    } catch {
      /* unreadable folder: nothing to sweep there */
    } finally {
      closeAnchoredDir(anchored);
    }
  }
}

/** How many temp files of ours are below `dir` (doctor's finding). */
export function countOwnTempFiles(dir: string): number {
  let n = 0;
  walkOwnTempFiles(dir, () => n++);
  return n;
}

/** The writer's pid is part of every temp name (see tempNameFor). */
function writerIsGone(name: string): boolean {
  const pid = writerPidOf(name);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes temp files left by writers that died before their rename: at once when the writer's
 * process is gone, else once older than `minAgeMs` (a pid may have been reused). `dir` is
 * canonical (the root or a scope folder); each file is unlinked as an entry of its verified
 * folder, never through a path that a swapped link could redirect.
 */
export function sweepTempFiles(dir: string, minAgeMs = 60_000, now = Date.now()): number {
  let removed = 0;
  walkOwnTempFiles(dir, (entry, name, st) => {
    if (!writerIsGone(name) && now - st.mtimeMs < minAgeMs) return;
    noteChange();
    try {
      fs.unlinkSync(entry);
      removed++;
    } catch {
      /* raced with its writer */
    }
  });
  return removed;
}
