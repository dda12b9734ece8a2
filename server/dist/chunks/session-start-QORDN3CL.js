#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  freshState,
  pruneStates,
  readState,
  workspaceFor,
  writeState
} from "./chunk-MOIKP4XN.js";
import {
  NO_PROJECT_HINT,
  buildProjectContext,
  contextBudgetFromEnv
} from "./chunk-R3GAFLH4.js";
import "./chunk-HUCCKXDO.js";
import "./chunk-HFPIO54B.js";
import "./chunk-LMUVU2WL.js";
import "./chunk-6I5UPBKL.js";
import "./chunk-7UPDPPTH.js";
import {
  boundProject
} from "./chunk-MBSABUBT.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/session-start.ts
function sessionStart(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  const keep = previous && (p.source === "resume" || p.source === "compact");
  writeState(env, p.session_id, keep ? previous : freshState(scope?.slug ?? null));
  if (p.source === "startup") pruneStates(env);
  if (!ws || !scope) return { kind: "context", event: "SessionStart", text: NO_PROJECT_HINT };
  const ctx = buildProjectContext(ws, { project: scope.slug, budget_chars: contextBudgetFromEnv(env) });
  return { kind: "context", event: "SessionStart", text: ctx.text };
}
export {
  sessionStart
};
