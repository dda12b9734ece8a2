/** SessionStart: the project's context (SPEC §4), or a one-line hint when no project is bound. */
import { buildProjectContext, contextBudgetFromEnv, NO_PROJECT_HINT } from '../services/context.js';
import { boundProject } from '../services/scope.js';
import { workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { freshState, pruneStates, readState, writeState } from './session-state.js';

export function sessionStart(p: HookPayload, env: NodeJS.ProcessEnv): HookOutput {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  // resume/compact keep the session's history; a fresh start or /clear starts the tally again.
  const keep = previous && (p.source === 'resume' || p.source === 'compact');
  writeState(env, p.session_id, keep ? previous : freshState(scope?.slug ?? null));
  if (p.source === 'startup') pruneStates(env);
  if (!ws || !scope) return { kind: 'context', event: 'SessionStart', text: NO_PROJECT_HINT };
  const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
  return { kind: 'context', event: 'SessionStart', text: ctx.text };
}
