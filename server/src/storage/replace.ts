/**
 * The last step of a write: putting the finished temp file in place of the file, without losing
 * what a person's editor (which takes none of our locks) wrote meanwhile. Paths here are entries
 * of a verified folder descriptor (anchored-dir.ts).
 */
import fs from 'node:fs';
import { assertStillExpected, assertWitnessIs, openWitness, StaleVersionError, type ExpectedVersion, type FileIdentity } from './file-identity.js';
import { noteChange } from './waits.js';

/**
 * Takes over the witness of a version just replaced or removed (storage/late-writes.ts): it looks
 * at once for what was written to it during the replace, goes on watching it for writes that land
 * later still, and closes the descriptor.
 */
export type KeepReplaced = (witness: number, replaced: FileIdentity) => void;

/**
 * Replaces `leaf` with the finished temp file only if it is still the `expected` version. The
 * identity check is the last step before the rename. A person's append that lands in the instant
 * between the check and the rename, or later through a descriptor opened before it, goes into the
 * replaced inode: a descriptor held across the rename (the witness) sees it, and `keep` appends it
 * to the file. An editor's own rename landing in that instant is the loss that remains
 * (docs/GUARANTEES.md#not-promised).
 */
export function replaceExpected(leaf: string, tmp: string, expected: Exclude<ExpectedVersion, null>, shown: string, keep: KeepReplaced): void {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs.renameSync(tmp, leaf);
    held = null;
    if (witness !== null) keep(witness, expected.identity);
  } finally {
    if (held !== null) fs.closeSync(held);
  }
}

/**
 * Removes `leaf` only if it is still the `expected` version, watched like a replace: what a person
 * appends to the removed version goes to a file of that name again (`keep`).
 */
export function removeExpected(leaf: string, expected: Exclude<ExpectedVersion, null>, shown: string, keep: KeepReplaced): void {
  const witness = openWitness(leaf);
  if (witness === null) throw new StaleVersionError(shown);
  let held: number | null = witness;
  try {
    assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs.unlinkSync(leaf);
    held = null;
    keep(witness, expected.identity);
  } finally {
    if (held !== null) fs.closeSync(held);
  }
}

/**
 * Creates `leaf` from the finished temp file only if no file has that name: link() fails with
 * EEXIST rather than replacing, so there is no window at all. File systems without hard links
 * fall back to a check just before the rename.
 */
export function placeNew(tmp: string, leaf: string, shown: string): void {
  noteChange();
  try {
    fs.linkSync(tmp, leaf);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new StaleVersionError(shown);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw e;
    assertStillExpected(leaf, null, shown);
    fs.renameSync(tmp, leaf);
    return;
  }
  fs.rmSync(tmp, { force: true });
}

/**
 * A move that never replaces: link() fails with EEXIST if a file of that name appeared after the
 * caller's check (a person's editor takes no lock). False where hard links are not supported.
 */
export function moveNoReplace(from: string, to: string): boolean {
  noteChange();
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
