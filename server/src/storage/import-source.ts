/**
 * Read-only access to a memory source OUTSIDE the memory root (issue 13 item 3): the files of a
 * repository (CLAUDE.md, .jarvis/memory/, .projectmem/...) and of Claude Code's auto memory.
 * Nothing here writes. Symbolic links are never followed (a source could point at ~/.ssh), files
 * are size-capped, text must be strict UTF-8, and a walk stops at a bounded number of files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { nodeCrypto } from './lazy-crypto.js';
import { readFully } from './read-fully.js';

export const MAX_SOURCE_FILE_BYTES = 1024 * 1024;
export const MAX_SOURCE_FILES = 400;
const MAX_DEPTH = 6;

export interface SourceFile {
  /** Absolute path. */
  abs: string;
  text: string;
  sha256: string;
}

/** Lists regular files under `dir` (relative paths, sorted), without following links; [] when absent. */
export function listSourceFiles(dir: string, accept: (rel: string) => boolean, depth = MAX_DEPTH): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string, level: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && level < depth) walk(path.join(abs, e.name), childRel, level + 1);
      else if (e.isFile() && accept(childRel)) {
        out.push(childRel);
        if (out.length > MAX_SOURCE_FILES) {
          throw new MemoryError('TOO_LARGE', `${dir} holds more than ${MAX_SOURCE_FILES} memory files to import.`, 'Import a narrower folder.');
        }
      }
    }
  };
  if (isRealDir(dir)) walk(dir, '', 0);
  return out;
}

/** Whether `abs` is a directory itself (not a link to one). */
export function isRealDir(abs: string): boolean {
  try {
    return fs.lstatSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** Whether every folder of `rel` below `base` is a real folder (no link anywhere on the way). */
export function isRealDirChain(base: string, rel: string): boolean {
  let at = base;
  for (const part of rel.split('/').filter(Boolean)) {
    at = path.join(at, part);
    if (!isRealDir(at)) return false;
  }
  return true;
}

/** Whether `abs` is a regular file itself (not a link to one): the session-start hint's probe. */
export function isRealFile(abs: string): boolean {
  try {
    return fs.lstatSync(abs).isFile();
  } catch {
    return false;
  }
}

/** Reads one source file, or null when it does not exist or is not a regular file. */
export function readSourceFile(abs: string): SourceFile | null {
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ELOOP' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw new MemoryError('INVALID_PATH', `Cannot read ${abs}: ${(e as Error).message}.`);
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return null;
    if (st.size > MAX_SOURCE_FILE_BYTES) {
      throw new MemoryError(
        'TOO_LARGE',
        `${abs} is ${st.size} bytes, over the ${MAX_SOURCE_FILE_BYTES}-byte import limit.`,
        'Split it, or leave it out of the import.',
      );
    }
    const buf = Buffer.alloc(st.size);
    const bytes = buf.subarray(0, readFully(fd, buf));
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new MemoryError('INVALID_FORMAT', `${abs} is not valid UTF-8 text.`, 'Convert it to UTF-8 first; the import never guesses an encoding.');
    }
    if (text.includes('\0')) throw new MemoryError('INVALID_FORMAT', `${abs} contains a NUL character; it is not a text file.`);
    return { abs, text, sha256: nodeCrypto().createHash('sha256').update(bytes).digest('hex') };
  } finally {
    fs.closeSync(fd);
  }
}
