/**
 * Text files outside the memory root that a person owns and project-memory edits on request: an
 * agent's settings (`setup <agent>`) and a repository's AGENTS.md or CLAUDE.md (`export`). Read
 * whole as UTF-8 (a symbolic link is followed, as the agent itself follows it: a dotfiles
 * repository keeps working), refused when not a regular file, too large or not UTF-8; written
 * atomically next to the real file (temp, fsync, rename) with its mode kept, and only when the
 * file is still the one that was read, so an edit the person saves meanwhile is never lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { tempNameFor, writeThroughTemp } from './atomic-file.js';
import { noteChange } from './waits.js';

/** Settings and instruction files are small; a larger one is not what we think it is. */
export const MAX_OUTSIDE_FILE_BYTES = 1024 * 1024;

export interface OutsideFile {
  /** The path the person named (a link stays a link). */
  file: string;
  /** The file the bytes live in. */
  real: string;
  text: string;
  bytes: Buffer;
  mode: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function refuse(shown: string, why: string): MemoryError {
  return new MemoryError('INVALID_INPUT', `${shown} ${why}, so nothing was written.`, 'Fix or move that file, then run the command again.');
}

/** The file's text, or null when there is none. */
export function readOutsideFile(file: string, shown: string): OutsideFile | null {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      // A dangling link would be replaced by a file: refused rather than guessed.
      if (fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) throw refuse(shown, 'is a link to a file that does not exist');
      return null;
    }
    throw e;
  }
  const fd = fs.openSync(real, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw refuse(shown, 'is not a regular file');
    if (st.size > MAX_OUTSIDE_FILE_BYTES) throw refuse(shown, `is larger than ${MAX_OUTSIDE_FILE_BYTES / 1024 / 1024} MB`);
    const bytes = fs.readFileSync(fd);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw refuse(shown, 'is not UTF-8 text');
    }
    return { file, real, text, bytes, mode: st.mode & 0o7777 };
  } finally {
    fs.closeSync(fd);
  }
}

function sameBytes(real: string, expected: Buffer | null): boolean {
  try {
    const now = fs.readFileSync(real);
    return expected !== null && now.equals(expected);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return expected === null;
    throw e;
  }
}

function changedMeanwhile(shown: string): MemoryError {
  return new MemoryError('CONFLICT', `${shown} changed while project-memory was editing it, so nothing was written.`, 'Run the command again.');
}

/**
 * Writes `text` to the file read as `before` (null: there was none, and its folder is created,
 * private). Refused when the file changed since it was read.
 */
export function writeOutsideFile(file: string, shown: string, before: OutsideFile | null, text: string): void {
  const real = before?.real ?? file;
  noteChange();
  if (!before) fs.mkdirSync(path.dirname(real), { recursive: true, mode: 0o700 });
  const data = Buffer.from(text, 'utf8');
  const tmp = tempNameFor(real);
  writeThroughTemp(tmp, data, before?.mode ?? 0o600, true, () => {
    // The last check before the rename: a person's save since the read wins.
    if (!sameBytes(real, before?.bytes ?? null)) throw changedMeanwhile(shown);
    if (before) fs.chmodSync(tmp, before.mode);
    fs.renameSync(tmp, real);
  });
}

/** Deletes a file that was ours alone, if it is still the one that was read. */
export function deleteOutsideFile(shown: string, before: OutsideFile): void {
  if (!sameBytes(before.real, before.bytes)) throw changedMeanwhile(shown);
  noteChange();
  fs.rmSync(before.real, { force: true });
}

export function outsideFileExists(file: string): boolean {
  return fs.existsSync(file);
}

/** The real path of an existing folder; the path itself when it does not exist. */
export function realDirOf(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
}
