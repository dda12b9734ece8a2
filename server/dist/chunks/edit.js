#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  freshState,
  readState,
  writeState
} from "./chunk-services-session-state.js";
import {
  EDIT_TOOLS,
  editedFile,
  workspaceFor
} from "./chunk-hooks-hook-workspace.js";
import {
  formatPrecheck,
  precheckFile
} from "./chunk-services-precheck.js";
import "./chunk-picomatch-index.js";
import {
  budgetNotes
} from "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import "./chunk-services-environment.js";
import {
  boundProject,
  isInBoundRepo,
  isMemoryPath
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/hooks/edit.ts
import path from "node:path";
function memoryEditNote(ws, file) {
  const m = /^projects\/([^/]+)\/(.+)$/.exec(path.relative(ws.root.dir, path.resolve(file)).split(path.sep).join("/"));
  if (!m) return { kind: "none" };
  const slug = m[1];
  const scope = { kind: "project", slug, name: slug, dir: `projects/${slug}`, entry: null };
  const notes = budgetNotes(ws, scope, [m[2]]);
  return notes.length ? { kind: "context", event: "PostToolUse", text: `project-memory: ${notes.join(" ")}` } : { kind: "none" };
}
function afterEdit(p, env) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: "none" };
  const file = editedFile(p);
  if (!file) return { kind: "none" };
  const ws = workspaceFor(p, env);
  if (ws && isMemoryPath(ws, file)) return memoryEditNote(ws, file);
  const scope = ws ? boundProject(ws) : null;
  if (scope && path.isAbsolute(file) && !isInBoundRepo(scope, file)) return { kind: "none" };
  const state = readState(env, p.session_id) ?? freshState();
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  let out = { kind: "none" };
  if (ws && scope && !state.cited.includes(file)) {
    const result = precheckFile(ws, { project: scope.slug, file });
    if (result.decisions.length) {
      state.cited.push(file);
      out = { kind: "context", event: "PostToolUse", text: `project-memory: ${formatPrecheck(result)}` };
    }
  }
  writeState(env, p.session_id, state);
  return out;
}
export {
  afterEdit
};
