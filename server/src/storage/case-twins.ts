/**
 * On a case-insensitive file system (the macOS default) `Memory.md` and `memory.md` are one file;
 * on Linux they are two, and a memory root synced or copied to a Mac would then lose one of them.
 * So a new name is refused wherever its folded key (core/path-rules nameKey) is already taken by
 * a sibling with a different spelling, on every OS.
 */
import fs from 'node:fs';
import { MemoryError } from '../core/errors.js';
import { describePath, nameKey } from '../core/path-rules.js';
import type { AnchoredDir } from './anchored-dir.js';

/** Throws ALREADY_EXISTS when another entry of `dir` differs from `name` only in case or Unicode form. */
export function assertNoCaseTwin(dir: AnchoredDir, name: string, shown: string): void {
  const key = nameKey(name);
  let names: string[];
  try {
    names = fs.readdirSync(dir.via);
  } catch {
    return; // listing failed: the create itself reports the folder's problem
  }
  const twin = names.find((n) => n !== name && nameKey(n) === key);
  if (twin !== undefined) {
    throw new MemoryError(
      'ALREADY_EXISTS',
      `${describePath(shown)} differs from the existing ${describePath(twin)} only in letter case or Unicode form, and on macOS or Windows the two would be one file; nothing was written.`,
      `Use the existing name ${describePath(twin)}.`,
    );
  }
}
