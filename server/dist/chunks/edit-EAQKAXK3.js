#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  freshState,
  readState,
  writeState
} from "./chunk-IM4TB26B.js";
import {
  EDIT_TOOLS,
  editedFile,
  workspaceFor
} from "./chunk-LC4RGXOE.js";
import {
  formatPrecheck,
  precheckFile
} from "./chunk-NLNMOVTR.js";
import "./chunk-LG6NCOMZ.js";
import "./chunk-3Y5Z25WW.js";
import "./chunk-CBXIUOZF.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-FPX6XEFP.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-OOI6I2WH.js";
import {
  boundProject,
  isInBoundRepo,
  isMemoryPath
} from "./chunk-PGYMTHRC.js";
import "./chunk-GJ245WRE.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-QC6FRGVM.js";
import "./chunk-437IQYJO.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/edit.ts
import path from "node:path";
function afterEdit(p, env) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: "none" };
  const file = editedFile(p);
  if (!file) return { kind: "none" };
  const ws = workspaceFor(p, env);
  if (ws && isMemoryPath(ws, file)) return { kind: "none" };
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
