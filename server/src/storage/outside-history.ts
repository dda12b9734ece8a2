/**
 * The local history of the files outside the memory root that `setup` and `export` change (an
 * agent's settings, a repository's AGENTS.md): the same store as memory files
 * (storage/history-store.ts, docs/FORMATS.md#history) under a scope of its own, `_outside`, with
 * each file named as people write it (`~/.codex/config.toml`). A version is stored before the file
 * is replaced, so a failed write loses nothing, and `--remove` can give back the exact bytes a
 * file had before setup when nothing changed it since.
 */
import { MemoryError } from '../core/errors.js';
import type { HistoryEntry } from '../core/history.js';
import { appendEntries, historyEnabled, readEntries, readObject, shaOf, storeObject } from './history-store.js';

export const OUTSIDE_SCOPE = '_outside';

/**
 * Stores both versions, then returns the log line to append once the file is written. A failure
 * to store is the change's failure: nothing has been written yet.
 */
export function keepOutsideVersions(rootDir: string, name: string, before: Buffer | null, after: Buffer | null, tool: string): (() => void) | null {
  if (!historyEnabled()) return null;
  try {
    const prev = before ? storeObject(rootDir, OUTSIDE_SCOPE, before) : null;
    const sha = after ? storeObject(rootDir, OUTSIDE_SCOPE, after) : null;
    const entry: HistoryEntry = { t: new Date().toISOString(), path: name, prev, sha, tool };
    return () => {
      try {
        appendEntries(rootDir, OUTSIDE_SCOPE, [entry]);
      } catch {
        /* the file is written and its versions stored; only the log line is missing */
      }
    };
  } catch (e) {
    throw new MemoryError(
      'IO',
      `The current version of ${name} could not be kept in the local history (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}), so nothing was written.`,
      'Check that the memory root is writable.',
    );
  }
}

/**
 * The bytes `name` had before the last change made by `tool`, when the file still holds exactly what
 * that change wrote: null = it did not exist; undefined = unknown (changed since, or no record).
 */
export function bytesBeforeLastChange(rootDir: string, name: string, current: Buffer, tools: readonly string[]): Buffer | null | undefined {
  const last = readEntries(rootDir, OUTSIDE_SCOPE)
    .filter((e) => e.path === name)
    .at(-1);
  if (!last || !tools.includes(last.tool) || last.sha !== shaOf(current)) return undefined;
  if (last.prev === null) return null;
  return readObject(rootDir, OUTSIDE_SCOPE, last.prev) ?? undefined;
}
