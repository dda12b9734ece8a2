#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatPrecheck,
  precheckFile
} from "./chunk-services-precheck.js";
import {
  buildProjectContext,
  contextBudgetFromEnv,
  readStatusView
} from "./chunk-core-context-budget.js";
import "./chunk-picomatch-index.js";
import {
  useProject
} from "./chunk-core-yaml-edit.js";
import {
  readWorkspace,
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  addDecision
} from "./chunk-core-closest-passage.js";
import {
  parseSessionFile
} from "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  emitContent,
  typedPath
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  resolveScope
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import {
  isSessionFileName,
  parseSections
} from "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import {
  fileConflict,
  leftOutSentence,
  parseDecisions,
  todayOf
} from "./chunk-core-decision-edits.js";
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

// server/src/services/wrap.ts
var PLACEHOLDER = /^_.*_$/;
function meaningful(text) {
  const t = text?.trim();
  return t && !PLACEHOLDER.test(t) ? t : void 0;
}
var WRAP_DECISIONS = 50;
var WRAP_PART_CHARS = 1e3;
var WRAP_STATUS_CHARS = 2e3;
function clipPart(text, where, max = WRAP_PART_CHARS) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026 (cut; see ${where})`;
}
function wrapProject(ws, args = {}) {
  const scope = resolveScope(ws, args.project);
  const read = (rel) => ws.root.readText(`${scope.dir}/${rel}`)?.text ?? null;
  const memoryText = read("memory.md");
  const memoryConflict = fileConflict("memory.md", memoryText);
  const memory = parseSections(memoryConflict ? "" : memoryText ?? "");
  const section = (name) => meaningful(memory.sections.find((s) => s.canonical === name)?.body);
  const decisionsText = read("decisions.md");
  const decisionsConflict = fileConflict("decisions.md", decisionsText);
  const active = parseDecisions(decisionsConflict ? "" : decisionsText ?? "").entries.filter((e) => e.status === "Active" && !e.stub);
  const sessionFiles = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).map((d) => d.name).sort().slice(-(args.sessions ?? 3));
  const lines = [`## Wrap \u2014 ${scope.name} (${scope.slug}), ${todayOf(ws)}`];
  const status = readStatusView(ws, scope);
  lines.push(
    "",
    "**Status**",
    status.set ? clipPart(status.text, "_status.md", WRAP_STATUS_CHARS) : status.why === "conflict" ? status.text : "- (no status set: update _status.md)"
  );
  const focus = section("Current focus");
  if (memoryConflict) lines.push("", "**Current focus**", leftOutSentence(memoryConflict));
  else if (focus) lines.push("", "**Current focus**", clipPart(focus, "memory.md"));
  const shownDecisions = active.slice(-WRAP_DECISIONS).map((e) => `- ${e.id} \xB7 ${clipPart(e.title, "decisions.md")}${e.location ? ` (${e.location})` : ""}`);
  if (active.length > WRAP_DECISIONS) shownDecisions.unshift(`- (${active.length - WRAP_DECISIONS} older active decisions: see decisions.md)`);
  lines.push("", "**Active decisions**", ...decisionsConflict ? [leftOutSentence(decisionsConflict)] : active.length ? shownDecisions : ["- none recorded"]);
  let lastNext;
  if (sessionFiles.length) {
    lines.push("", "**Recent sessions**");
    for (const name of sessionFiles) {
      const text = read(`sessions/${name}`);
      const conflict = fileConflict(`sessions/${name}`, text);
      if (conflict) {
        lines.push(`- ${name.replace(/\.md$/, "")}: ${leftOutSentence(conflict)}`);
        continue;
      }
      const parsed = parseSessionFile(text ?? "");
      const outcomes = parsed.sections.flatMap((s) => s.outcomes);
      const summaries = parsed.sections.map((s) => s.summary).filter(Boolean);
      const shown = outcomes.length ? outcomes.join("; ") : summaries.join(" ") || "(no outcomes recorded)";
      lines.push(`- ${name.replace(/\.md$/, "")}: ${clipPart(shown, `sessions/${name}`)}`);
      for (const s of parsed.sections) if (s.nextStep) lastNext = s.nextStep;
    }
  }
  const next = section("Next step") ?? lastNext;
  lines.push(
    "",
    "**Next step**",
    next ? clipPart(next, "memory.md") : memoryConflict ? "(memory.md is left out: see above)" : '(not set: update memory.md "## Next step")'
  );
  return { project: scope.slug, text: `${lines.join("\n")}
` };
}

// server/src/cli/cmd-project.ts
function positiveInt(text, flag) {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new MemoryError("INVALID_INPUT", `--${flag} must be a positive whole number, got "${text}".`);
  return n;
}
async function runContext(args, io) {
  assertKnownFlags(args.flags, ["budget"]);
  const budget = positiveInt(stringFlag(args.flags, "budget"), "budget") ?? contextBudgetFromEnv(io.env);
  const ctx = buildProjectContext(readWorkspace(args, io), { project: stringFlag(args.flags, "project"), budget_chars: budget });
  emitContent(io, ctx, () => ctx.text);
  return 0;
}
async function runWrap(args, io) {
  assertKnownFlags(args.flags, []);
  const r = wrapProject(readWorkspace(args, io), { project: stringFlag(args.flags, "project") });
  emitContent(io, r, () => r.text);
  return 0;
}
async function runDecide(args, io) {
  assertKnownFlags(args.flags, ["topic", "location", "supersedes", "status", "body"]);
  const summary = args.positionals.join(" ").trim();
  if (!summary)
    throw new MemoryError(
      "INVALID_INPUT",
      "decide needs a one-line summary.",
      'Usage: project-memory decide "Use bcrypt rounds=12" [--topic T] [--location P] [--supersedes D3].'
    );
  const r = await addDecision(writeWorkspace(args, io), {
    project: stringFlag(args.flags, "project"),
    summary,
    topic: stringFlag(args.flags, "topic"),
    location: stringFlag(args.flags, "location"),
    supersedes: stringFlag(args.flags, "supersedes"),
    status: stringFlag(args.flags, "status"),
    body: stringFlag(args.flags, "body"),
    // A relative --location is typed from where the user stands, like every CLI path.
    location_from: io.cwd
  });
  emit(io, r, () => `Recorded ${r.id} in ${r.project}${r.superseded.length ? ` (supersedes ${r.superseded.join(", ")})` : ""}.`);
  return 0;
}
async function runPrecheck(args, io) {
  assertKnownFlags(args.flags, []);
  const file = args.positionals[0];
  if (!file) throw new MemoryError("INVALID_INPUT", "precheck needs a file path.", "Usage: project-memory precheck src/auth/login.ts.");
  const r = precheckFile(readWorkspace(args, io), { project: stringFlag(args.flags, "project"), file, from: io.cwd });
  emit(io, r, () => formatPrecheck(r));
  return 0;
}
async function runUse(args, io) {
  assertKnownFlags(args.flags, ["path"]);
  const project = args.positionals[0] ?? stringFlag(args.flags, "project");
  if (!project) throw new MemoryError("INVALID_INPUT", "use needs a project slug, alias or id.", "Usage: project-memory use <project> [--path DIR].");
  const ws = writeWorkspace(args, io);
  const r = await useProject(ws, project, typedPath(io, stringFlag(args.flags, "path") ?? "."));
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
