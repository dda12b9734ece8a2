#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  freshState,
  pruneStates,
  readState,
  writeState
} from "./chunk-IM4TB26B.js";
import {
  workspaceFor
} from "./chunk-5INWIVF6.js";
import {
  NO_PROJECT_HINT,
  buildProjectContext,
  contextBudgetFromEnv
} from "./chunk-TYRRHBMH.js";
import "./chunk-URWX44DE.js";
import "./chunk-HFPIO54B.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-UXNQ7NWJ.js";
import {
  boundProject
} from "./chunk-MAU7L46L.js";
import "./chunk-URMMVM3H.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-EVOHNCJA.js";
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
  const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
  return { kind: "context", event: "SessionStart", text: ctx.text };
}
export {
  sessionStart
};
