/**
 * The file moves of `share` and `unshare` (services/share.ts): a whole project folder copied into
 * a repository in one step, the root's copies set aside, a shared folder removed. Crash safety:
 * a new tree is written into a hidden staging folder beside its target (exclusive creates,
 * fsync), read back, then renamed into place at once, so a crash leaves no half-copied folder.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { TEMP_SUFFIX } from '../core/path-rules.js';
import { noteChange } from './waits.js';

export function pathExists(p: string): boolean {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

export function readWholeFile(abs: string): Buffer {
  return fs.readFileSync(abs);
}

/** True when every file of `files` is at `dir` with exactly those bytes (no link followed at the leaf). */
export function sameFiles(dir: string, files: ReadonlyMap<string, Buffer>): boolean {
  for (const [rel, bytes] of files) {
    try {
      const fd = fs.openSync(path.join(dir, rel), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      try {
        if (!fs.readFileSync(fd).equals(bytes)) return false;
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      return false;
    }
  }
  return true;
}

function stagingBeside(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
}

/** Creates `target` (which must not exist) holding exactly `files`, in one rename. */
export function placeNewTree(target: string, files: ReadonlyMap<string, Buffer>): void {
  noteChange();
  const staging = stagingBeside(target);
  try {
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
    if (!sameFiles(staging, files)) throw new MemoryError('IO', `The copy in ${staging} does not read back as written.`, 'Check the disk, then try again.');
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Moves every entry of `from` except `keep` into `to` (created), by rename: nothing is deleted. */
export function moveEntriesAside(from: string, to: string, keep: readonly string[]): void {
  noteChange();
  for (const name of fs.readdirSync(from)) {
    if (keep.includes(name)) continue;
    fs.mkdirSync(to, { recursive: true });
    fs.renameSync(path.join(from, name), path.join(to, name));
  }
}

/** Renames a folder out of the way in one step, then removes it (a crash leaves a hidden temp folder, swept later). */
export function removeTreeAside(dir: string): void {
  noteChange();
  const aside = stagingBeside(dir);
  fs.renameSync(dir, aside);
  fs.rmSync(aside, { recursive: true, force: true });
}
