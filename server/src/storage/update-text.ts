/**
 * The one shape of a read-modify-write of a memory file: take the file's lock (which every tool
 * write honours), read it, compute the new text, and write it only if the file is still the
 * version that was read (a person's editor takes no lock; see file-identity.ts). When it is not,
 * the whole read-compute-write is redone from the new version, a few times, and then refused with
 * nothing changed. `compute` may run more than once, so whatever else it does must be safe to
 * repeat (closures assigning results are fine: the last run's values are the ones kept).
 */
import { MemoryError } from '../core/errors.js';
import { describePath } from '../core/path-rules.js';
import { conflictRefusal, fileConflict } from '../core/team/conflict-markers.js';
import type { TextFile } from './fs-safe.js';
import { StaleVersionError } from './file-identity.js';
import type { MemoryRoot, WriteOptions } from './root.js';

import { fileLockKey } from './lock.js';
import { countRounds, pause, waitingSince } from './waits.js';

export { fileLockKey };

/**
 * How long a read-modify-write keeps redoing its change while another program writes the file,
 * and at least how many times: on a loaded machine one round (read, history, temp file, fsync,
 * rename) can take as long as a person's typing rhythm, so a count alone gives up too early.
 */
const MIN_ATTEMPTS = 8;
const RETRY_FOR_MS = 5_000;

export interface UpdateOptions {
  /** Lock to hold instead of the file's own (derived files share one lock per index). */
  lockKey?: string;
  /** Passed on to writeText (everything but `expected`, which this helper sets). */
  write?: Omit<WriteOptions, 'expected'>;
  /** Run while the lock is already held by the caller (no lock is taken). */
  locked?: boolean;
  /** Compute only (doctor without --fix): report whether the file would change, write nothing. */
  dryRun?: boolean;
  /** How long to keep redoing the change while the file keeps changing (RETRY_FOR_MS unless set). */
  retryForMs?: number;
  /**
   * An explicit rewrite of the whole text (write_file, patch_file, `edit`): allowed on a file
   * with git conflict markers when its new text has none, which resolves the conflict.
   */
  resolvesConflict?: boolean;
}

export interface UpdateOutcome {
  /** The version the final computation read (null: the file did not exist). */
  before: TextFile | null;
  /** The text the file now holds as far as this call knows (null: still absent). */
  text: string | null;
  changed: boolean;
  created: boolean;
  /** Read-compute-write rounds that ran (1 unless another program changed the file meanwhile). */
  attempts: number;
}

/**
 * A Markdown file that a git merge left with conflict markers is a person's to settle: a tool
 * write on top would bury the markers in new text or, worse, pick a side (the rule:
 * core/team/conflict-markers.ts). Only a write marked as a resolution passes, and only when its
 * new text holds no marker.
 */
function refuseConflicted(rel: string, before: TextFile | null, next: string | null, resolves: boolean): void {
  const conflict = fileConflict(rel, before?.text);
  if (!conflict) return;
  if (resolves && next !== null && fileConflict(rel, next) === null) return;
  throw conflictRefusal({ ...conflict, file: describePath(rel) });
}

/**
 * `compute(current)` returns the new text, or null to leave the file as it is. Throwing from it
 * aborts with nothing written.
 */
export function updateText(root: MemoryRoot, rel: string, compute: (current: TextFile | null) => string | null, opts: UpdateOptions = {}): UpdateOutcome {
  const run = (): UpdateOutcome => {
    // A call started again after an asynchronous wait (storage/waits.ts) goes on counting.
    const rounds = `update:${rel}`;
    let deadline: number | null = null;
    for (let attempt = 1 + countRounds(rounds, 0); ; attempt++) {
      const before = root.readText(rel);
      if (!opts.resolvesConflict) refuseConflicted(rel, before, null, false);
      const next = compute(before);
      if (opts.resolvesConflict) refuseConflicted(rel, before, next, true);
      if (next === null || next === before?.text) return { before, text: before?.text ?? null, changed: false, created: false, attempts: attempt };
      if (opts.dryRun) return { before, text: before?.text ?? null, changed: true, created: before === null, attempts: attempt };
      try {
        root.writeText(rel, next, { ...opts.write, expected: before });
        return { before, text: next, changed: true, created: before === null, attempts: attempt };
      } catch (e) {
        if (!(e instanceof StaleVersionError)) throw e;
        deadline ??= waitingSince(rounds) + (opts.retryForMs ?? RETRY_FOR_MS);
        if (attempt >= MIN_ATTEMPTS && Date.now() >= deadline) {
          throw new MemoryError(
            'CONFLICT',
            `${describePath(rel)} kept changing while it was being updated (another program, perhaps an editor, is writing it), so nothing was changed.`,
            'Try again once it has stopped changing.',
          );
        }
        countRounds(rounds);
        // Jittered, so that a writer on a fixed period does not meet every round.
        pause(Math.min(attempt * 2, 20) + Math.floor(Math.random() * 5));
      }
    }
  };
  return opts.locked ? run() : root.lock(opts.lockKey ?? fileLockKey(rel), run);
}
