#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  refreshPeopleAfterProfileChange
} from "./chunk-core-closest-passage.js";
import {
  afterChange,
  assertDerivedWritable
} from "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import "./chunk-core-project-meta.js";
import {
  moveContained
} from "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import {
  describePath,
  parseMemoryPath,
  reservedReason
} from "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/cli/cmd-restore.ts
import path from "node:path";

// server/src/services/trash.ts
var STAMP = /^\d{8}T\d{9}Z(-[0-9a-f]{6})?$/;
function badTrashPath(raw) {
  return new MemoryError(
    "INVALID_PATH",
    `${describePath(raw)} is not a trash path; restore takes the path delete_file returned, like "_trash/20261129T231045123Z/projects/demo/notes/x.md".`
  );
}
function parseTrashPath(raw) {
  const parts = parseMemoryPath(raw, "the trash path");
  const [first, stamp, ...original] = parts;
  if (first !== "_trash" || stamp === void 0 || !STAMP.test(stamp) || original.length === 0) throw badTrashPath(raw);
  return { stamp, original };
}
function assertRestorable(original, shown) {
  const [top, slug] = original;
  const inProject = top === "projects" && slug !== void 0 && original.length >= 3;
  const inGlobal = top === "_global" && original.length >= 2;
  if (!inProject && !inGlobal) {
    throw new MemoryError("INVALID_PATH", `${describePath(shown)} was not a file of a project or of _global, so it cannot be restored.`);
  }
  const scoped = original.slice(inProject ? 2 : 1);
  const reserved = reservedReason(scoped);
  if (reserved) throw new MemoryError("RESERVED_PATH", `${describePath(shown)} cannot be restored because ${reserved}.`);
  if (original.some((p) => p.startsWith(".")))
    throw new MemoryError("RESERVED_PATH", `${describePath(shown)} names a hidden file of the server, which is never restored.`);
}
function restoreFromTrash(ws, trashPath) {
  const { original } = parseTrashPath(trashPath);
  const rel = original.join("/");
  assertRestorable(original, rel);
  const source = ws.root.resolve(trashPath);
  if (source.stat === null)
    throw new MemoryError("NOT_FOUND", `${describePath(trashPath)} is not in the trash.`, "Look under _trash/ in the memory root for the exact path.");
  if (!source.stat.isFile()) throw new MemoryError("INVALID_PATH", `${describePath(trashPath)} is not a regular file, so it is not restored.`);
  if (source.stat.nlink > 1)
    throw new MemoryError(
      "INVALID_PATH",
      `${describePath(trashPath)} has ${source.stat.nlink} hard links, so it may be a file from outside the memory root; it is not restored.`
    );
  const scopeDir = original[0] === "projects" ? `projects/${original[1]}` : "_global";
  if (!ws.root.isDirectory(scopeDir)) {
    throw new MemoryError(
      "NOT_FOUND",
      `The folder ${scopeDir} of ${describePath(rel)} no longer exists, so the file cannot be restored there.`,
      "Create the project again first, or copy the file by hand."
    );
  }
  assertDerivedWritable(ws, [rel], { people: true });
  ws.root.lock(`file:${rel}`, () => {
    const target = ws.root.resolve(rel);
    if (target.stat !== null) {
      throw new MemoryError(
        "ALREADY_EXISTS",
        `${describePath(rel)} exists again, so restoring would overwrite it; nothing was changed.`,
        "Move or delete the current file first, or copy the trashed text by hand."
      );
    }
    ws.root.keepVersion(rel, { movedFrom: trashPath }).around(() => moveContained(ws.root.dir, source.abs, target.abs, rel, { exclusive: true }));
  });
  afterChange(ws, [rel]);
  refreshPeopleAfterProfileChange(ws, rel);
  return { trash_path: trashPath, restored_to: rel };
}

// server/src/cli/cmd-restore.ts
async function runRestore(args, io) {
  if (args.flags.at !== void 0) return (await import("./cmd-history.js")).runRestoreAt(args, io);
  assertKnownFlags(args.flags, []);
  const [trashPath, extra] = args.positionals;
  if (trashPath === void 0 || extra !== void 0) {
    throw new MemoryError(
      "INVALID_INPUT",
      "restore takes exactly one trash path.",
      "Pass the path delete_file returned, e.g. project-memory restore _trash/20261129T231045123Z/projects/demo/notes/x.md."
    );
  }
  const ws = writeWorkspace(args, io);
  const rel = path.isAbsolute(trashPath) ? path.relative(ws.root.dir, trashPath) : trashPath;
  const r = restoreFromTrash(ws, rel);
  emit(io, r, () => `Restored ${r.restored_to} from ${r.trash_path}.`);
  return 0;
}
export {
  runRestore
};
