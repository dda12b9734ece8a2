#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  runEditor,
  writeScratch
} from "./chunk-FXJZM5HL.js";
import {
  readFile,
  writeFile
} from "./chunk-SPKUPYJL.js";
import "./chunk-2WV5G44C.js";
import "./chunk-DZRT4NJV.js";
import "./chunk-5WGS7CEY.js";
import {
  readWorkspace,
  writeWorkspace
} from "./chunk-N7Y5KQQ3.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import "./chunk-4KKGCATE.js";
import "./chunk-WWW4EFJG.js";
import {
  memoryPathFrom
} from "./chunk-CR4QCV6C.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-FPX6XEFP.js";
import "./chunk-OOI6I2WH.js";
import "./chunk-PGYMTHRC.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-QC6FRGVM.js";
import "./chunk-437IQYJO.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-YZHSJELJ.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/cli/cmd-edit.ts
function target(ws, args, verb) {
  const [typed, extra] = args.positionals;
  if (!typed || extra !== void 0) throw new MemoryError("INVALID_INPUT", `${verb} takes one memory file path.`, `Usage: project-memory ${verb} memory.md [--project P].`);
  const found = memoryPathFrom(ws, process.cwd(), typed);
  return { project: stringFlag(args.flags, "project") ?? found.project, path: found.path };
}
async function runRead(args, io) {
  assertKnownFlags(args.flags, []);
  const ws = readWorkspace(args);
  const r = readFile(ws, target(ws, args, "read"));
  emit(io, r, () => r.content ?? "");
  return 0;
}
async function runEdit(args, io) {
  assertKnownFlags(args.flags, []);
  const ws = writeWorkspace(args);
  const t = target(ws, args, "edit");
  const opened = readFile(ws, t);
  const scratch = writeScratch(opened.path, opened.content ?? "");
  const edited = runEditor(scratch);
  if (edited === opened.content) {
    scratch.remove();
    emit(io, { path: opened.path, project: opened.project, revision: opened.revision, changed: false }, () => `No change to ${opened.project}/${opened.path}; nothing written.`);
    return 0;
  }
  try {
    const r = await writeFile(ws, { project: opened.project, path: opened.path, content: edited, expected_revision: opened.revision });
    scratch.remove();
    emit(io, r, () => `Saved ${r.project}/${r.path} (revision ${r.revision}, ${r.total_lines} lines).`);
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
