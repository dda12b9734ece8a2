/** SessionStart: the project's context (docs/ARCHITECTURE.md#hook-run), or a one-line hint when no project is bound. */
import { envVar, nonEmpty } from '../core/env.js';
import { missingCoreFiles } from '../services/core-files-missing.js';
import { buildProjectContext, contextBudgetFromEnv, NO_PROJECT_HINT } from '../services/context.js';
import { importableSources, importHint, importProbePaths, isEmptyProject } from '../services/import-hint.js';
import { boundProject } from '../services/scope.js';
import { startSessionState } from '../services/session-state.js';
import { keepContext } from './context-cache.js';
import { workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';

/**
 * `cacheBuild` (given by the loader, bin/hook.ts, only) keeps the text with the stats of every path
 * it was built from, so that the next start can answer without building it (hooks/context-cache.ts).
 */
export async function sessionStart(p: HookPayload, env: NodeJS.ProcessEnv, cacheBuild?: string): Promise<HookOutput> {
  const startedMs = Date.now();
  const ws = workspaceFor(p, env);
  const tracked = cacheBuild !== undefined ? ws?.root.trackPaths() : undefined;
  const scope = ws ? boundProject(ws) : null;
  startSessionState(env, p, scope?.slug ?? null);
  const cwd = nonEmpty(p.cwd) ?? envVar(env, 'CLAUDE_PROJECT_DIR');
  const home = envVar(env, 'HOME');
  const probed: string[] = [];
  const offer = (bound: boolean) => {
    if (!cwd) return '';
    probed.push(...importProbePaths(cwd, home));
    return importHint(importableSources(cwd, home), bound);
  };
  let text: string;
  if (!ws || !scope) {
    const hint = offer(false);
    text = hint ? `${NO_PROJECT_HINT}\n${hint}` : NO_PROJECT_HINT;
  } else {
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
    const hint = cwd && isEmptyProject(ws, scope) ? offer(true) : '';
    text = hint ? `${ctx.text}\n\n${hint}` : ctx.text;
  }
  // The repository's shared folder was refused (storage/shared-repo.ts): the session is told why,
  // and the text is not cached, so that the next start checks the folder again.
  if (ws?.sharedProblem) text = `${text}\n\n${ws.sharedProblem}`;
  if (ws && tracked && cacheBuild !== undefined && !ws.sharedProblem) {
    keepContext(p, env, cacheBuild, {
      located: ws.root.located,
      root: ws.root.dir,
      paths: [...tracked, ...probed],
      project: scope?.slug ?? null,
      text,
      startedMs,
    });
  }
  return { kind: 'context', event: 'SessionStart', text };
}
