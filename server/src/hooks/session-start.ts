/** SessionStart: the project's context (docs/ARCHITECTURE.md#hook-run), or a one-line hint when no project is bound. */
import { envVar, nonEmpty } from '../core/env.js';
import { missingCoreFiles } from '../services/core-files-missing.js';
import { buildProjectContext, contextBudgetFromEnv, NO_PROJECT_HINT } from '../services/context.js';
import { importableSources, importHint, isEmptyProject } from '../services/import-hint.js';
import { boundProject } from '../services/scope.js';
import { workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { freshState, pruneStates, readState, writeState } from '../services/session-state.js';

export async function sessionStart(p: HookPayload, env: NodeJS.ProcessEnv): Promise<HookOutput> {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  // resume/compact keep the session's history; a fresh start or /clear starts the tally again.
  const keep = previous && (p.source === 'resume' || p.source === 'compact');
  writeState(env, p.session_id, keep ? previous : freshState(scope?.slug ?? null));
  if (p.source === 'startup') pruneStates(env);
  const cwd = nonEmpty(p.cwd) ?? envVar(env, 'CLAUDE_PROJECT_DIR');
  if (!ws || !scope) {
    const offer = cwd ? importHint(importableSources(cwd, envVar(env, 'HOME')), false) : '';
    return { kind: 'context', event: 'SessionStart', text: offer ? `${NO_PROJECT_HINT}\n${offer}` : NO_PROJECT_HINT };
  }
  // docs/FORMATS.md#core-files: a project whose core files were deleted gets them back before its context is
  // built. The check is a few stats; the writer is loaded only when one is missing.
  if (missingCoreFiles(ws, scope).length) {
    try {
      // The folder manifest catches up at the next tool write or rebuild (no YAML in this hook).
      (await import('../services/core-files-init.js')).createMissingCoreFiles(ws, scope);
    } catch {
      /* a read-only root still gets its context */
    }
  }
  const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
  // Only an empty project is worth the probes: once anything is recorded, the offer is noise.
  const offer = cwd && isEmptyProject(ws, scope) ? importHint(importableSources(cwd, envVar(env, 'HOME')), true) : '';
  return { kind: 'context', event: 'SessionStart', text: offer ? `${ctx.text}\n\n${offer}` : ctx.text };
}
