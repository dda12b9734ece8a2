#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatPrecheck,
  precheckFile
} from "./chunk-D4CAINYA.js";
import "./chunk-LG6NCOMZ.js";
import {
  EDIT_TOOLS,
  editedFile,
  readState,
  workspaceFor,
  writeState
} from "./chunk-B5DILJJ5.js";
import "./chunk-OICEWDUT.js";
import "./chunk-QYWDIZC7.js";
import {
  boundProject,
  isInside
} from "./chunk-VKXFAWJ4.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/edit.ts
import path from "node:path";
function recordEdit(p, env) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return;
  const file = editedFile(p);
  if (!file) return;
  const ws = workspaceFor(p, env);
  if (ws && path.isAbsolute(file) && isInside(ws.root.dir, path.resolve(file))) return;
  const state = readState(env, p.session_id) ?? { startedAt: Date.now(), project: null, codeChanged: [], reminded: false };
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  writeState(env, p.session_id, state);
}
function decisionsForEdit(p, env, event) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: "none" };
  const file = editedFile(p);
  const ws = file ? workspaceFor(p, env) : null;
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope || !file) return { kind: "none" };
  if (path.isAbsolute(file) && isInside(ws.root.dir, path.resolve(file))) return { kind: "none" };
  const result = precheckFile(ws, { project: scope.slug, file });
  if (result.decisions.length === 0) return { kind: "none" };
  return { kind: "context", event, text: `project-memory: ${formatPrecheck(result)}` };
}
export {
  decisionsForEdit,
  recordEdit
};
