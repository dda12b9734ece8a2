/**
 * The draft of a file-sourced rewrite (`content_file`, docs/FORMATS.md#draft). Deliberately not limited to the
 * memory root (the draft lives in the agent's scratchpad), so it is read with the same care as
 * untrusted input: opened once, no-follow and non-blocking (a FIFO or /dev/stdin must not hang the
 * server), fstat'ed and required to be a regular file, size-capped (/dev/zero is unbounded),
 * decoded as strict UTF-8, and read from the descriptor that was checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { descriptorPath, isInside } from './containment.js';
import { readFully } from './read-fully.js';

export const MAX_DRAFT_BYTES = 2 * 1024 * 1024;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export interface Draft {
  text: string;
  dev: number;
  ino: number;
}

/**
 * A draft may live anywhere but in the server's own state inside the memory root (`.journal`,
 * `.locks`, `.index`, `.history`, hook and temp entries): judged on where the opened descriptor
 * really is, so a folder link on the way (`/tmp/x -> <root>/.journal`) does not hide it.
 */
function assertNotServerState(fd: number | null, draftPath: string, rootDir: string | undefined, field: string): void {
  if (rootDir === undefined) return;
  // Without /proc (or before opening): where the path leads now, through any folder link on the way.
  const real = (fd === null ? null : descriptorPath(fd)) ?? realOrResolved(draftPath);
  if (!isInside(rootDir, real)) return;
  if (
    path
      .relative(rootDir, real)
      .split(path.sep)
      .some((p) => p.startsWith('.'))
  ) {
    throw new MemoryError(
      'INVALID_INPUT',
      `${field} ${draftPath} lies in a hidden folder of the memory root, which holds the server's own state, so it is not read.`,
      'Draft in a scratch file outside the memory root.',
    );
  }
}

function realOrResolved(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    // A path that does not exist (yet): its folder's real place, so a missing file in a hidden
    // folder is refused for where it is, not reported as missing.
    try {
      return path.join(fs.realpathSync(path.dirname(p)), path.basename(p));
    } catch {
      return path.resolve(p);
    }
  }
}

/**
 * `field` names the argument in the errors (`content_file`, `memory_draft`); `rootDir`, when
 * given, refuses a draft in the root's hidden folders.
 */
export function readDraft(draftPath: string, maxBytes = MAX_DRAFT_BYTES, field = 'content_file', rootDir?: string): Draft {
  if (typeof draftPath !== 'string' || !path.isAbsolute(draftPath)) {
    throw new MemoryError('INVALID_INPUT', `${field} must be an absolute path to a UTF-8 text file, got ${JSON.stringify(draftPath)}.`);
  }
  if (draftPath.includes('\0')) throw new MemoryError('INVALID_INPUT', `${field} contains a NUL character.`);
  // The server's own state is refused by where the path points, before it is opened (and again
  // below by where the opened descriptor really is).
  assertNotServerState(null, draftPath, rootDir, field);
  let fd: number;
  try {
    fd = fs.openSync(draftPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new MemoryError('NOT_FOUND', `${field} ${draftPath} does not exist.`);
    if (code === 'ELOOP') throw new MemoryError('INVALID_INPUT', `${field} ${draftPath} is a symbolic link; pass the real file's path.`);
    if (code === 'EACCES') throw new MemoryError('INVALID_INPUT', `${field} ${draftPath} cannot be read (permission denied).`);
    throw new MemoryError('INVALID_INPUT', `${field} ${draftPath} cannot be opened (${code ?? 'error'}).`);
  }
  try {
    assertNotServerState(fd, draftPath, rootDir, field);
    const st = fs.fstatSync(fd);
    if (!st.isFile()) {
      throw new MemoryError('INVALID_INPUT', `${field} ${draftPath} is not a regular file (a folder, device, pipe or socket).`);
    }
    if (st.size === 0) {
      throw new MemoryError('INVALID_INPUT', `${field} ${draftPath} is empty; an empty draft would blank the file, so it is refused.`);
    }
    if (st.size > maxBytes) {
      throw new MemoryError('TOO_LARGE', `${field} ${draftPath} is ${st.size} bytes, over the ${maxBytes}-byte limit.`);
    }
    // Read at most maxBytes + 1 so a file that grows while we read is still caught.
    const buf = Buffer.alloc(Math.min(st.size, maxBytes) + 1);
    const off = readFully(fd, buf);
    if (off > maxBytes) throw new MemoryError('TOO_LARGE', `${field} ${draftPath} is over the ${maxBytes}-byte limit.`);
    let text: string;
    try {
      text = strictUtf8.decode(buf.subarray(0, off));
    } catch {
      throw new MemoryError('INVALID_FORMAT', `${field} ${draftPath} is not valid UTF-8 text.`);
    }
    if (text.includes('\0')) throw new MemoryError('INVALID_FORMAT', `${field} ${draftPath} contains NUL characters, so it is not a text file.`);
    if (text.trim() === '') throw new MemoryError('INVALID_INPUT', `${field} ${draftPath} holds only white space; an empty draft would blank the file.`);
    return { text, dev: st.dev, ino: st.ino };
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether `abs` (followed, as the draft was) is the very file the draft was read from. */
export function isDraftFile(abs: string, draft: Draft): boolean {
  const st = fs.statSync(abs);
  return st.dev === draft.dev && st.ino === draft.ino;
}
