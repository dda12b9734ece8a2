#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  pruneStates,
  readState,
  workspaceFor,
  writeState
} from "./chunk-OF7AZ4A4.js";
import {
  NO_PROJECT_HINT,
  buildProjectContext,
  contextBudgetFromEnv
} from "./chunk-EB5YNW3Z.js";
import "./chunk-XN7Z73WG.js";
import "./chunk-YKPMC5ON.js";
import "./chunk-L6TKJLFO.js";
import {
  boundProject
} from "./chunk-ISMD3YGE.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/session-start.ts
function sessionStart(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  const keep = previous && (p.source === "resume" || p.source === "compact");
  writeState(env, p.session_id, keep ? previous : { startedAt: Date.now(), project: scope?.slug ?? null, codeChanged: [], reminded: false });
  if (p.source === "startup") pruneStates(env);
  if (!ws || !scope) return { kind: "context", event: "SessionStart", text: NO_PROJECT_HINT };
  const ctx = buildProjectContext(ws, { project: scope.slug, budget_chars: contextBudgetFromEnv(env) });
  return { kind: "context", event: "SessionStart", text: ctx.text };
}
export {
  sessionStart
};
