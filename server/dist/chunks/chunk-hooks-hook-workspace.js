#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  openWorkspace
} from "./chunk-services-open.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";

// server/src/hooks/hook-workspace.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd() });
  } catch {
    return null;
  }
}
function editedFile(p) {
  const input = p.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path;
  return typeof file === "string" && file.length > 0 ? file : null;
}

export {
  EDIT_TOOLS,
  workspaceFor,
  editedFile
};
