/**
 * Which version of a file was read, so a read-modify-write can refuse to replace a newer one. A
 * person's editor takes none of our locks: without this check, a line a person adds is overwritten
 * by a tool that read the file a moment before (test/reliability/human-edits.test.ts). The identity is the inode plus
 * size and both timestamps in nanoseconds (lstat with bigint): an append changes size and mtime,
 * an editor's write-temp-then-rename changes the inode, a chmod or in-place rewrite changes ctime.
 */
import fs from 'node:fs';
import { MemoryError } from '../core/errors.js';
import { describePath } from '../core/path-rules.js';

export interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
  /**
   * The bytes that were read, compared with the file just before the replace: the five numbers
   * alone can match a different version, since ext4 reuses a freed inode number at once and a
   * write often has the mtime of the one before: an editor's save of the same size within one
   * clock tick, into a reused inode, would pass the numbers check.
   */
  content?: Buffer;
}

/**
 * What a write expects to replace: the version that was read (anything carrying its identity, such
 * as the TextFile a read returned), or null for "the file must not exist".
 */
export type ExpectedVersion = { readonly identity: FileIdentity } | null;

export function identityOf(st: fs.BigIntStats): FileIdentity {
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs };
}

export function sameIdentity(a: FileIdentity, b: FileIdentity): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}

/**
 * The file changed (or appeared, or vanished) after it was read: the write was not made. Callers
 * that can recompute their change (services' updateText) read again and retry.
 */
export class StaleVersionError extends MemoryError {
  constructor(shown: string) {
    super('CONFLICT', `${describePath(shown)} was changed by another program while it was being updated, so nothing was written.`, 'Read it again and retry.');
  }
}

/** Throws StaleVersionError unless `entry` (a path inside a verified folder) is the expected version. */
export function assertStillExpected(entry: string, expected: ExpectedVersion, shown: string): void {
  let st: fs.BigIntStats | null = null;
  try {
    st = fs.lstatSync(entry, { bigint: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (expected === null ? st !== null : st === null || !sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
}

/**
 * Opens the version about to be replaced, to watch it through the replace: a person's append that
 * lands after the identity check (or that opened the file before the rename and writes after it)
 * goes into this inode, which the rename then unlinks. Null when it cannot be opened.
 */
export function openWitness(entry: string): number | null {
  try {
    return fs.openSync(entry, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}

/** The witness must be the expected version itself: same inode and numbers, and the same bytes. */
export function assertWitnessIs(fd: number, expected: { readonly identity: FileIdentity }, shown: string): void {
  const st = fs.fstatSync(fd, { bigint: true });
  if (!sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
  const content = expected.identity.content;
  if (content !== undefined && !readBytes(fd, Number(st.size)).equals(content)) throw new StaleVersionError(shown);
}

/** The first `size` bytes of an open file (fewer when it is shorter). */
export function readBytes(fd: number, size: number): Buffer {
  const buf = Buffer.alloc(size);
  let off = 0;
  while (off < size) {
    const n = fs.readSync(fd, buf, off, size - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}
