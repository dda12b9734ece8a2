/**
 * The last step of a write: putting the finished temp file in place of the file, without losing
 * what a person's editor (which takes none of our locks) wrote meanwhile. Paths here are entries
 * of a verified folder descriptor (anchored-dir.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnchoredDir } from './anchored-dir.js';
import { entryOf } from './anchored-dir.js';
import {
  assertStillExpected,
  assertWitnessIs,
  identityOf,
  openWitness,
  readBytes,
  StaleVersionError,
  writtenDuringReplace,
  type ExpectedVersion,
  type FileIdentity,
} from './file-identity.js';
import { tempNameFor } from './atomic-file.js';

/**
 * Takes over the witness of a version just replaced or removed, to watch it for writes that land
 * later still (storage/late-writes.ts); it closes the descriptor.
 */
export type KeepReplaced = (witness: number, replaced: FileIdentity) => void;

const PUT_BACK_ROUNDS = 8;

/**
 * Replaces `leaf` with the finished temp file only if it is still the `expected` version. The
 * identity check is the last step before the rename; what can still slip in between (a person's
 * append landing in that instant, or written through a descriptor opened before the rename) goes
 * into the replaced inode, which a descriptor held across the rename sees: that version is then
 * put back, and StaleVersionError makes the caller redo its change from it. A write through such a
 * descriptor after this check is `keep`'s to see (the witness is handed over to it). An editor's
 * own rename landing in that instant is the loss that remains (test/reliability/human-edits.test.ts).
 */
export function replaceExpected(
  dir: AnchoredDir,
  leaf: string,
  tmp: string,
  tmpFd: number,
  data: Buffer,
  expected: Exclude<ExpectedVersion, null>,
  mode: number,
  shown: string,
  keep?: KeepReplaced,
): boolean {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    fs.renameSync(tmp, leaf);
    const missed = witness === null ? null : writtenDuringReplace(witness, expected);
    if (missed !== null) {
      const restored = putBack(dir, leaf, data, missed, mode, identityOf(fs.fstatSync(tmpFd, { bigint: true })));
      held = handOver(held, keep, restored ? seenVersion(expected, missed) : expected.identity);
      throw new StaleVersionError(shown);
    }
    held = handOver(held, keep, expected.identity);
    return true;
  } finally {
    if (held !== null) fs.closeSync(held);
  }
}

/**
 * Removes `leaf` only if it is still the `expected` version, watched like a replace: a person's
 * append that lands between the check and the unlink goes into the removed inode, which the
 * witness still holds; that version is then put back under its name (never over a file that
 * appeared meanwhile) and StaleVersionError makes the caller redo its change from it. Later
 * writes to it, and a version that could not be put back, are `keep`'s to see.
 */
export function removeExpected(dir: AnchoredDir, leaf: string, expected: Exclude<ExpectedVersion, null>, shown: string, keep?: KeepReplaced): void {
  const witness = openWitness(leaf);
  if (witness === null) throw new StaleVersionError(shown);
  let held: number | null = witness;
  try {
    assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    const mode = Number(fs.fstatSync(witness).mode & 0o777);
    fs.unlinkSync(leaf);
    const missed = writtenDuringReplace(witness, expected);
    if (missed !== null) {
      let restored = false;
      const tmp = writeTemp(dir, leaf, missed, mode);
      try {
        restored = placeNew(tmp, leaf, shown);
      } catch (e) {
        // A file of that name appeared meanwhile: the missed lines go to it from the witness.
        if (!(e instanceof StaleVersionError)) throw e;
      } finally {
        fs.rmSync(tmp, { force: true });
      }
      held = handOver(held, keep, restored ? seenVersion(expected, missed) : expected.identity);
      throw new StaleVersionError(shown);
    }
    held = handOver(held, keep, expected.identity);
  } finally {
    if (held !== null) fs.closeSync(held);
  }
}

/**
 * Gives the witness to `keep` (which closes it) with the version it is known to hold: writes to it
 * after that are put back from there. Returns what the caller still has to close.
 */
function handOver(witness: number | null, keep: KeepReplaced | undefined, known: FileIdentity): number | null {
  if (witness === null || !keep) return witness;
  keep(witness, known);
  return null;
}

/** The witness's version once `missed` was read from it and put back (its mtime is read again). */
function seenVersion(expected: { readonly identity: FileIdentity }, missed: Buffer): FileIdentity {
  return { ...expected.identity, size: BigInt(missed.length), mtimeNs: -1n, content: missed };
}

function writeTemp(dir: AnchoredDir, leaf: string, content: Buffer, mode: number): string {
  const tmp = entryOf(dir, path.basename(tempNameFor(leaf)));
  const fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, mode);
  try {
    let off = 0;
    while (off < content.length) off += fs.writeSync(fd, content, off, content.length - off);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return tmp;
}

/**
 * Puts back the version a person wrote during our replace (`missed`), keeping whatever was
 * appended to ours since: the file becomes `missed` plus the tail added after `ours`. Gives up
 * (the caller's retry then starts from what is there) if ours was replaced rather than appended to.
 * True once `missed` is in place; false when it could not be put back (the caller hands the witness
 * to the late-write watch, which puts its lines back from there).
 */
function putBack(dir: AnchoredDir, leaf: string, oursData: Buffer, missed: Buffer, mode: number, oursIdentity: FileIdentity): boolean {
  let base = oursData;
  let extra = missed;
  let known: FileIdentity | null = oursIdentity;
  let placed = false;
  for (let round = 0; round < PUT_BACK_ROUNDS; round++) {
    const witness = openWitness(leaf);
    if (witness === null) return placed;
    let tmp: string | null = null;
    try {
      const identity = identityOf(fs.fstatSync(witness, { bigint: true }));
      // The size the identity was taken at: later appends fail the check.
      const current = readBytes(witness, Number(identity.size));
      if (known !== null && round === 0 && (identity.ino !== known.ino || identity.dev !== known.dev)) return placed;
      if (!current.subarray(0, base.length).equals(base)) return placed;
      const next = Buffer.concat([extra, current.subarray(base.length)]);
      tmp = writeTemp(dir, leaf, next, mode);
      try {
        assertStillExpected(leaf, { identity }, leaf);
      } catch {
        continue; // appended to again before the check: read it once more
      }
      fs.renameSync(tmp, leaf);
      tmp = null;
      placed = true;
      const again = writtenDuringReplace(witness, { identity });
      if (again === null) return true;
      // Written to `current` during this rename: appends go after what we just put back; any
      // other change is that writer's whole version.
      extra = again.subarray(0, current.length).equals(current) ? Buffer.concat([next, again.subarray(current.length)]) : again;
      base = next;
      known = null;
    } catch {
      return placed;
    } finally {
      fs.closeSync(witness);
      if (tmp !== null) fs.rmSync(tmp, { force: true });
    }
  }
  return placed;
}

/**
 * Creates `leaf` from the finished temp file only if no file has that name: link() fails with
 * EEXIST rather than replacing, so there is no window at all. File systems without hard links
 * fall back to a check just before the rename.
 */
export function placeNew(tmp: string, leaf: string, shown: string): boolean {
  try {
    fs.linkSync(tmp, leaf);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new StaleVersionError(shown);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw e;
    assertStillExpected(leaf, null, shown);
    fs.renameSync(tmp, leaf);
    return true;
  }
  fs.rmSync(tmp, { force: true });
  return true;
}

/**
 * A move that never replaces: link() fails with EEXIST if a file of that name appeared after the
 * caller's check (a person's editor takes no lock). False where hard links are not supported.
 */
export function moveNoReplace(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'EXDEV') return false;
    throw e;
  }
  try {
    fs.rmSync(from, { force: true });
  } catch (e) {
    // The source's folder refuses the unlink (read-only, immutable): take the new name back, so
    // that a refused move changes nothing.
    fs.rmSync(to, { force: true });
    throw e;
  }
  return true;
}
