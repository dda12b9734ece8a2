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
  freshState,
  readState,
  workspaceFor,
  writeState
} from "./chunk-ZE34CV6Y.js";
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
function afterEdit(p, env) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: "none" };
  const file = editedFile(p);
  if (!file) return { kind: "none" };
  const ws = workspaceFor(p, env);
  if (ws && path.isAbsolute(file) && isInside(ws.root.dir, path.resolve(file))) return { kind: "none" };
  const state = readState(env, p.session_id) ?? freshState();
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  let out = { kind: "none" };
  const scope = ws ? boundProject(ws) : null;
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
