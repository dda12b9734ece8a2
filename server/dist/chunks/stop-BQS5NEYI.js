#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readState,
  workspaceFor,
  writeState
} from "./chunk-MOIKP4XN.js";
import "./chunk-HUCCKXDO.js";
import "./chunk-LMUVU2WL.js";
import {
  boundProject,
  memoryWrittenSince
} from "./chunk-MBSABUBT.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/stop.ts
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
  const { consolidationReasons } = await import("./context-CVWSFOGU.js");
  if (consolidationReasons(ws, scope).length === 0) return { kind: "none" };
  const { consolidate } = await import("./consolidate-EBYSNRS5.js");
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
  if (memoryWrittenSince(ws, scope, state.startedAt)) return { kind: "none" };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: "block", reason: STOP_REASON };
}
export {
  STOP_REASON,
  stop
};
