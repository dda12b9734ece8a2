#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readWorkspace,
  writeWorkspace
} from "./chunk-N7Y5KQQ3.js";
import {
  wrapProject
} from "./chunk-2PDHJQPA.js";
import {
  buildProjectContext,
  contextBudgetFromEnv
} from "./chunk-S7UJ4OTY.js";
import {
  formatPrecheck,
  precheckFile
} from "./chunk-NLNMOVTR.js";
import "./chunk-YMNF6CVV.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import {
  useProject
} from "./chunk-VLXRQD3M.js";
import {
  addDecision
} from "./chunk-RU7W5PIH.js";
import "./chunk-4KKGCATE.js";
import "./chunk-WWW4EFJG.js";
import "./chunk-TSJVU26O.js";
import "./chunk-CR4QCV6C.js";
import "./chunk-HFPIO54B.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-LG6NCOMZ.js";
import "./chunk-3Y5Z25WW.js";
import "./chunk-CBXIUOZF.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-FPX6XEFP.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-OOI6I2WH.js";
import "./chunk-PGYMTHRC.js";
import "./chunk-GJ245WRE.js";
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

// server/src/cli/cmd-project.ts
import path from "node:path";
var workspace = writeWorkspace;
function positiveInt(text, flag) {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new MemoryError("INVALID_INPUT", `--${flag} must be a positive whole number, got "${text}".`);
  return n;
}
async function runContext(args, io) {
  assertKnownFlags(args.flags, ["budget"]);
  const budget = positiveInt(stringFlag(args.flags, "budget"), "budget") ?? contextBudgetFromEnv(process.env);
  const ctx = buildProjectContext(readWorkspace(args), { project: stringFlag(args.flags, "project"), budget_chars: budget });
  emit(io, ctx, () => ctx.text);
  return 0;
}
async function runWrap(args, io) {
  assertKnownFlags(args.flags, []);
  const r = wrapProject(readWorkspace(args), { project: stringFlag(args.flags, "project") });
  emit(io, r, () => r.text);
  return 0;
}
async function runDecide(args, io) {
  assertKnownFlags(args.flags, ["topic", "location", "supersedes", "status", "body"]);
  const summary = args.positionals.join(" ").trim();
  if (!summary) throw new MemoryError("INVALID_INPUT", "decide needs a one-line summary.", 'Usage: project-memory decide "Use bcrypt rounds=12" [--topic T] [--location P] [--supersedes D3].');
  const r = await addDecision(workspace(args), {
    project: stringFlag(args.flags, "project"),
    summary,
    topic: stringFlag(args.flags, "topic"),
    location: stringFlag(args.flags, "location"),
    supersedes: stringFlag(args.flags, "supersedes"),
    status: stringFlag(args.flags, "status"),
    body: stringFlag(args.flags, "body"),
    // A relative --location is typed from where the user stands, like every CLI path.
    location_from: process.cwd()
  });
  emit(io, r, () => `Recorded ${r.id} in ${r.project}${r.superseded.length ? ` (supersedes ${r.superseded.join(", ")})` : ""}.`);
  return 0;
}
async function runPrecheck(args, io) {
  assertKnownFlags(args.flags, []);
  const file = args.positionals[0];
  if (!file) throw new MemoryError("INVALID_INPUT", "precheck needs a file path.", "Usage: project-memory precheck src/auth/login.ts.");
  const r = precheckFile(readWorkspace(args), { project: stringFlag(args.flags, "project"), file, from: process.cwd() });
  emit(io, r, () => formatPrecheck(r));
  return 0;
}
async function runUse(args, io) {
  assertKnownFlags(args.flags, ["path"]);
  const project = args.positionals[0] ?? stringFlag(args.flags, "project");
  if (!project) throw new MemoryError("INVALID_INPUT", "use needs a project slug or alias.", "Usage: project-memory use <project> [--path DIR].");
  const ws = workspace(args);
  const r = await useProject(ws, project, path.resolve(stringFlag(args.flags, "path") ?? "."));
  emit(io, r, () => `Bound ${r.path} to "${r.slug}"${r.moved_from ? ` (moved from "${r.moved_from}")` : ""}. Sessions started here now load its memory.`);
  return 0;
}
export {
  runContext,
  runDecide,
  runPrecheck,
  runUse,
  runWrap
};
