#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  conflictRegions,
  describeConflict
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
function refuseConflicted(rel, file) {
  if (!file || !rel.endsWith(".md")) return;
  const regions = conflictRegions(file.text);
  if (regions.length)
    throw new MemoryError(
      "CONFLICT",
      `${describeConflict(describePath(rel), regions).replace(/: edit the file.*$/, "")}, so nothing was changed.`,
      "Resolve it in git first (keep what is right, remove the <<<<<<< ======= >>>>>>> lines, `git add` the file), then retry."
    );
}
function updateText(root, rel, compute, opts = {}) {
  const run = () => {
    const rounds = `update:${rel}`;
    let deadline = null;
    for (let attempt = 1 + countRounds(rounds, 0); ; attempt++) {
      const before = root.readText(rel);
      refuseConflicted(rel, before);
      const next = compute(before);
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
