/**
 * The one atomic write (docs/ARCHITECTURE.md#writes): the new bytes go to a temp file created
 * exclusively next to the target (O_EXCL | O_NOFOLLOW: a link planted at the temp name is never
 * followed), written whole, fsynced when the file must survive a crash, then put in place by a
 * rename, or by the caller's checked replace; a temp file that was not put in place is removed.
 * Memory files use it through fs-safe.ts (inside a verified folder of the root); the hooks'
 * session state and code cache use `writeFileAtomic` in their per-user folder.
 *
 * Also the temp-name grammar, next to the one function that makes such names (tempNameFor): a
 * dot, at most 48 characters of the target's name, the writer's pid, 12 random lowercase hex
 * digits, the suffix. The sweep deletes only names of exactly this shape: a bare suffix also
 * matches a person's own `notes/experiment.pm-tmp`. A person's file does not start with a dot and carry a pid plus 48 random bits by accident, and
 * no tool can create one (reserved and hidden names are refused), so a recognisable name is
 * enough; a keyed name would add a secret to keep and protect only against someone deleting
 * their own file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEMP_SUFFIX } from '../core/path-rules.js';
import { nodeCrypto } from './lazy-crypto.js';
import { noteChange } from './waits.js';

const OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;

const cryptoHex = () => nodeCrypto().randomBytes(6).toString('hex');

/** At most 48 characters of the name: a 255-byte name plus the temp decoration would not fit. */
export function tempNameFor(abs: string, randomHex: () => string = cryptoHex): string {
  const stem = Array.from(path.basename(abs)).slice(0, 48).join('');
  return path.join(path.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}

export function isOwnTempName(name: string): boolean {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}

/** The pid of the process that made a temp name of ours (NaN for any other name). */
export function writerPidOf(name: string): number {
  return Number(OWN_TEMP_NAME.exec(name)?.[1]);
}

/**
 * Writes `data` to the new temp file `tmp` (mode `mode`), closes it and calls `place()` to put it
 * in place. Errors are thrown as the file system raised them; the temp file is then removed.
 */
export function writeThroughTemp(tmp: string, data: Buffer, mode: number, durable: boolean, place: () => void): void {
  const fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs.writeSync(fd, data, off, data.length - off);
      if (durable) fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    place();
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

/** Math.random for names only this process uses: the hooks never load node:crypto (~5 ms). */
const quickHex = () =>
  Math.floor(Math.random() * 2 ** 48)
    .toString(16)
    .padStart(12, '0');

/**
 * Best effort, for a file that is ours alone in a folder already verified as ours (`dir`: its
 * path or a /proc/self/fd name): replaced atomically, not fsynced (state and caches may be lost,
 * never torn). False when it could not be written (nothing is left behind).
 */
export function writeFileAtomic(dir: string, name: string, data: string | Buffer, mode = 0o600): boolean {
  const target = path.join(dir, name);
  const tmp = tempNameFor(target, quickHex);
  noteChange();
  try {
    writeThroughTemp(tmp, typeof data === 'string' ? Buffer.from(data, 'utf8') : data, mode, false, () => fs.renameSync(tmp, target));
    return true;
  } catch {
    return false;
  }
}
