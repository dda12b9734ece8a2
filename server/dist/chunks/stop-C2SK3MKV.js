#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readState,
  workspaceFor,
  writeState
} from "./chunk-NCMXTP6A.js";
import {
  boundProject
} from "./chunk-DBDOQUOQ.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/stop.ts
import fs from "node:fs";
import path from "node:path";
function newestMemoryWrite(ws, slug) {
  let newest = 0;
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (depth < 4 && e.name !== "archive") walk(full, depth + 1);
      } else if (e.isFile() && e.name !== "_index.yaml") {
        try {
          newest = Math.max(newest, fs.statSync(full).mtimeMs);
        } catch {
        }
      }
    }
  };
  walk(path.join(ws.root.dir, "projects", slug), 0);
  return newest;
}
var STOP_REASON = "project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.";
function stop(p, env) {
  if (env.PROJECT_MEMORY_STOP === "off" || p.stop_hook_active) return { kind: "none" };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: "none" };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (newestMemoryWrite(ws, scope.slug) >= state.startedAt) return { kind: "none" };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: "block", reason: STOP_REASON };
}
export {
  STOP_REASON,
  stop
};
