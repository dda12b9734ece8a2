/**
 * On a case-insensitive file system (the macOS default) `Memory.md` and `memory.md` are one file;
 * on Linux they are two, and a memory root synced or copied to a Mac would then lose one of them.
 * So a new name is refused wherever its folded key (core/path-rules nameKey) is already taken by
 * a sibling with a different spelling, on every OS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { describePath, nameKey, reservedReason } from '../core/path-rules.js';
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

function present(p: string): boolean {
  try {
    fs.lstatSync(p);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * The spelling on disk of each component below `baseAbs`. Where `parts[i]` does not exist but a
 * sibling with the same folded key does: a sibling that differs only in Unicode form (an NFD
 * name made on macOS, say) is the file meant, and its name is used; one that differs in letter
 * case is refused, on every OS alike (macOS would open it, Linux would make a second file).
 * Only chooses names: containment is checked afterwards on exactly the strings returned.
 */
export function spellAsOnDisk(baseAbs: string, parts: readonly string[], shown: string): string[] {
  const out: string[] = [];
  let cur = baseAbs;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    let name = part;
    if (!present(path.join(cur, part))) {
      let names: string[];
      try {
        names = fs.readdirSync(cur).sort();
      } catch {
        return [...out, ...parts.slice(i)];
      }
      const key = nameKey(part);
      const twin = names.find((n) => nameKey(n) === key);
      if (twin === undefined) return [...out, ...parts.slice(i)];
      // A reserved name (`_INDEX.yaml` next to `_index.yaml`) is left to the rules, which refuse it as such.
      if (reservedReason([part]) !== null) return [...out, ...parts.slice(i)];
      if (twin.normalize('NFC') !== part.normalize('NFC')) {
        const existing = [...out, twin, ...parts.slice(i + 1)].join('/');
        throw new MemoryError(
          'INVALID_PATH',
          `${describePath(shown)} differs from the existing ${describePath(existing)} only in letter case; on macOS and Windows the two are one file, so the tools keep one spelling.`,
          `Use ${describePath(existing)}.`,
        );
      }
      name = twin;
    }
    out.push(name);
    cur = path.join(cur, name);
  }
  return out;
}
