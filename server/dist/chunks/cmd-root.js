#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatHits,
  searchMemory
} from "./chunk-services-search-ranked.js";
import {
  diagnose,
  fix
} from "./chunk-core-team-merge-repair.js";
import "./chunk-picomatch-index.js";
import {
  countProjects,
  listProjects
} from "./chunk-core-yaml-edit.js";
import {
  prepareWorkspace,
  settleSharedProjects,
  workspaceOptions
} from "./chunk-cli-workspace.js";
import "./chunk-core-closest-passage.js";
import {
  initRoot
} from "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import {
  openWorkspace
} from "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  emitContent
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  emptyProjectListSentence
} from "./chunk-core-project-meta.js";
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

// server/src/cli/cmd-root.ts
function workspace(args, io, prepare = false, create = prepare) {
  const ws = openWorkspace({ ...workspaceOptions(args, io), create });
  return prepare ? prepareWorkspace(ws) : ws;
}
async function runInit(args, io) {
  assertKnownFlags(args.flags, []);
  const ws = workspace(args, io, false, true);
  const report = initRoot(ws);
  emit(
    io,
    report,
    () => report.created.length ? `Initialised ${report.root}:
  ${report.created.join("\n  ")}` : `${report.root} is already initialised; nothing changed.`
  );
  return 0;
}
async function runProjects(args, io) {
  assertKnownFlags(args.flags, ["status", "tag"]);
  const ws = workspace(args, io, true, false);
  const projects = listProjects(ws, { status: stringFlag(args.flags, "status"), tag: stringFlag(args.flags, "tag") });
  emit(
    io,
    projects,
    () => projects.length ? projects.map((p) => `${p.slug.padEnd(24)} ${p.status.padEnd(10)} ${p.name}${p.paths.length ? `  [${p.paths.join(", ")}]` : ""}`).join("\n") : emptyProjectListSentence(
      countProjects(ws),
      { status: stringFlag(args.flags, "status"), tag: stringFlag(args.flags, "tag") },
      "Create one with: project-memory new <slug> --bind ."
    )
  );
  return 0;
}
async function runSearch(args, io) {
  assertKnownFlags(args.flags, ["mode", "case-sensitive", "path", "limit"]);
  const query = args.positionals.join(" ");
  if (!query) throw new MemoryError("INVALID_INPUT", "search needs a query.", "Usage: project-memory search <query> [--project P|*].");
  const mode = stringFlag(args.flags, "mode") ?? "substring";
  if (mode !== "substring" && mode !== "regex" && mode !== "ranked")
    throw new MemoryError("INVALID_INPUT", `--mode must be substring, regex or ranked, got "${mode}".`);
  const limitText = stringFlag(args.flags, "limit");
  const limit = limitText === void 0 ? void 0 : Number(limitText);
  const ws = workspace(args, io, true, false);
  const result = searchMemory(ws, {
    query,
    mode,
    case_sensitive: args.flags["case-sensitive"] === true,
    path: stringFlag(args.flags, "path"),
    project: stringFlag(args.flags, "project"),
    limit
  });
  emitContent(io, result, () => formatHits(result));
  for (const warning of result.warnings ?? []) io.err(warning);
  return result.hits.length ? 0 : 1;
}
async function runDoctor(args, io) {
  assertKnownFlags(args.flags, ["fix"]);
  const ws = workspace(args, io, false, args.flags.fix === true);
  if (!args.flags.fix) settleSharedProjects(ws);
  const report = args.flags.fix ? fix(ws) : diagnose(ws);
  emit(io, report, () => {
    const lines = [`Memory root ${report.root}: ${report.projects} project(s).`];
    if (report.fixed) {
      const f = report.fixed;
      lines.push(
        `Fixed: projects index ${f.projects_index_changed ? "rebuilt" : "ok"}, ${f.manifests_changed.length} manifest(s) updated, refs index ${f.refs_index_changed ? "rebuilt" : "ok"}, ${f.temp_files_removed} temp file(s) removed, ${f.created.length} missing item(s) created.`,
        ...f.people_md_hand_edits.map((n) => `- ${n}`)
      );
    }
    if (report.findings.length === 0) lines.push("No problems found.");
    for (const f of report.findings) lines.push(`- ${f.path}: ${f.problem}${f.fixable ? " (fixable with --fix)" : ""}`);
    if (report.budget.length) lines.push("Over a size budget (advice, not an error):", ...report.budget.map((n) => `- ${n}`));
    return lines.join("\n");
  });
  return report.findings.some((f) => !args.flags.fix || !f.fixable) && report.findings.length ? 1 : 0;
}
export {
  runDoctor,
  runInit,
  runProjects,
  runSearch
};
