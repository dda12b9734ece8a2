#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readState,
  writeState
} from "./chunk-services-session-state.js";
import {
  workspaceFor
} from "./chunk-hooks-hook-workspace.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import {
  envVar
} from "./chunk-core-env.js";
import "./chunk-services-environment.js";
import {
  boundProject,
  memoryWrittenSince
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/hooks/stop.ts
var STOP_REASON = "project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.";
async function stop(p, env) {
  const reminder = remind(p, env);
  if (reminder.kind !== "none" || envVar(env, "PROJECT_MEMORY_AUTO_DREAM") !== "on") return reminder;
  return (await import("./auto-dream.js")).autoDream(p, env);
}
function remind(p, env) {
  if (envVar(env, "PROJECT_MEMORY_STOP") === "off" || p.stop_hook_active) return { kind: "none" };
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
