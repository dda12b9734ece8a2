#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readState,
  workspaceFor,
  writeState
} from "./chunk-2DFPXZBL.js";
import "./chunk-AABTF634.js";
import "./chunk-VT77BR3E.js";
import {
  boundProject
} from "./chunk-H5BWLZPS.js";
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
async function stop(p, env) {
  const reminder = remind(p, env);
  if (reminder.kind !== "none" || env.PROJECT_MEMORY_AUTO_DREAM !== "on") return reminder;
  return autoDream(p, env);
}
async function autoDream(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  const { consolidationReasons } = await import("./context-PEKPLNXG.js");
  if (consolidationReasons(ws, scope).length === 0) return { kind: "none" };
  const { consolidate } = await import("./consolidate-5LC65SG4.js");
  const r = consolidate(ws, { project: scope.slug, dry_run: false });
  if (!r.applied) return { kind: "none" };
  const moved = r.diff.length;
  return { kind: "notice", text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: ${r.plan.report.noLoss.ok ? "checked" : "CHECK FAILED"}). Undo: project-memory dream --undo --project ${scope.slug}` };
}
function remind(p, env) {
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
