#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  conflictRefusal,
  fileConflict
} from "./chunk-core-decision-edits.js";
import {
  StaleVersionError,
  countRounds,
  describePath,
  fileLockKey,
  pause,
  waitingSince
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/storage/update-text.ts
var MIN_ATTEMPTS = 8;
var RETRY_FOR_MS = 5e3;
function refuseConflicted(rel, before, next, resolves) {
  const conflict = fileConflict(rel, before?.text);
  if (!conflict) return;
  if (resolves && next !== null && fileConflict(rel, next) === null) return;
  throw conflictRefusal({ ...conflict, file: describePath(rel) });
}
function updateText(root, rel, compute, opts = {}) {
  const run = () => {
    const rounds = `update:${rel}`;
    let deadline = null;
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
            "CONFLICT",
            `${describePath(rel)} kept changing while it was being updated (another program, perhaps an editor, is writing it), so nothing was changed.`,
            "Try again once it has stopped changing."
          );
        }
        countRounds(rounds);
        pause(Math.min(attempt * 2, 20) + Math.floor(Math.random() * 5));
      }
    }
  };
  return opts.locked ? run() : root.lock(opts.lockKey ?? fileLockKey(rel), run);
}

export {
  updateText
};
