/**
 * A path's stat as one comparable string, for caches that must notice any change of the files they
 * were built from (hooks/context-cache.ts): device, inode, mode, size, and modification and change
 * times in nanoseconds, so an edit within the same second, of the same size, or by an editor that
 * renames a new file into place all differ. The path itself is not followed (lstat).
 */
import fs from 'node:fs';

export interface PathPrint {
  /** `-` for a path that does not exist (its later creation is a change too). */
  print: string;
  /** The change time in nanoseconds, null for a missing path. */
  changedNs: bigint | null;
}

/** The print of `abs`, or null when it cannot be read (then nothing built from it is trusted). */
export function pathPrint(abs: string): PathPrint | null {
  let st: fs.BigIntStats | undefined;
  try {
    st = fs.lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (!st) return { print: '-', changedNs: null };
  return { print: `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`, changedNs: st.ctimeNs };
}

/**
 * realpath, or null when the path is gone or unreadable. The system's realpath(3): the JavaScript
 * one lstats every component in code compiled at its first call, on the session-start hook's fast
 * path; where the two could ever differ, a kept context is only rebuilt.
 */
export function realpathOrNull(p: string): string | null {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return null;
  }
}
