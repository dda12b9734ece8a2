#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  runEditor,
  writeScratch
} from "./chunk-cli-editor.js";
import {
  readWorkspace,
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  readFile,
  writeFile
} from "./chunk-core-closest-passage.js";
import {
  memoryPathFrom
} from "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  emitContent
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/cli/cmd-edit.ts
function target(ws, args, io, verb) {
  const [typed, extra] = args.positionals;
  if (!typed || extra !== void 0)
    throw new MemoryError("INVALID_INPUT", `${verb} takes one memory file path.`, `Usage: project-memory ${verb} memory.md [--project P].`);
  const found = memoryPathFrom(ws, io.cwd, typed);
  return { project: stringFlag(args.flags, "project") ?? found.project, path: found.path };
}
async function runRead(args, io) {
  assertKnownFlags(args.flags, []);
  const ws = readWorkspace(args, io);
  const r = readFile(ws, target(ws, args, io, "read"));
  emitContent(io, r, () => r.content ?? "");
  return 0;
}
async function runEdit(args, io) {
  assertKnownFlags(args.flags, []);
  const ws = writeWorkspace(args, io);
  const t = target(ws, args, io, "edit");
  const opened = readFile(ws, t);
  const scratch = writeScratch(opened.path, opened.content ?? "");
  const edited = runEditor(scratch, io);
  if (edited === opened.content) {
    scratch.remove();
    emit(
      io,
      { path: opened.path, project: opened.project, revision: opened.revision, changed: false },
      () => `No change to ${opened.project}/${opened.path}; nothing written.`
    );
    return 0;
  }
  try {
    const r = await writeFile(ws, { project: opened.project, path: opened.path, content: edited, expected_revision: opened.revision });
    scratch.remove();
    emit(io, r, () => [`Saved ${r.project}/${r.path} (revision ${r.revision}, ${r.total_lines} lines).`, ...r.budget].join("\n"));
    return 0;
  } catch (e) {
    if (!(e instanceof MemoryError)) throw e;
    const why = e.code === "CONFLICT" ? `${opened.path} changed while you were editing it, so your edit was not saved.` : e.message;
    throw new MemoryError(e.code, why, `Your edited copy is kept at ${scratch.file}; merge it into the current file and run edit again.`);
  }
}
export {
  runEdit,
  runRead
};
