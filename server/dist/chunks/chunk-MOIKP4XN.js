#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  openWorkspace
} from "./chunk-HUCCKXDO.js";

// server/src/hooks/hook-workspace.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: p.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd() });
  } catch {
    return null;
  }
}
function editedFile(p) {
  const input = p.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path;
  return typeof file === "string" && file.length > 0 ? file : null;
}

// server/src/hooks/session-state.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
function stateDir(env) {
  const base = env.CLAUDE_PLUGIN_DATA || path.join(os.tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`);
  return path.join(base, "sessions");
}
function stateFile(env, sessionId) {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) return null;
  return path.join(stateDir(env), `${sessionId}.json`);
}
function readState(env, sessionId) {
  const file = sessionId ? stateFile(env, sessionId) : null;
  if (!file) return null;
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    return {
      startedAt: typeof data.startedAt === "number" ? data.startedAt : Date.now(),
      project: typeof data.project === "string" ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x) => typeof x === "string") : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x) => typeof x === "string") : [],
      reminded: data.reminded === true
    };
  } catch {
    return null;
  }
}
function writeState(env, sessionId, state) {
  const file = sessionId ? stateFile(env, sessionId) : null;
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state));
  fs.renameSync(tmp, file);
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    try {
      const full = path.join(dir, name);
      if (now - fs.statSync(full).mtimeMs > maxAgeMs) fs.rmSync(full, { force: true });
    } catch {
    }
  }
}

export {
  EDIT_TOOLS,
  workspaceFor,
  editedFile,
  readState,
  writeState,
  freshState,
  pruneStates
};
