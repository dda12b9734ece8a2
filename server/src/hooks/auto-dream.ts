import { isMemoryError } from '../core/errors.js';
import { consolidationReasons } from '../services/context.js';
import { consolidate } from '../services/consolidate.js';
import { boundProject } from '../services/scope.js';
import { originFor, withOrigin } from '../services/origin.js';
import { workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';

/**
 * Opt-in (PROJECT_MEMORY_AUTO_DREAM=on): when the session ends and the thresholds are exceeded,
 * run the deterministic consolidation passes here (the budget-driven trigger, docs/FORMATS.md#thresholds). The engine
 * is loaded only then, so an ordinary Stop stays light.
 */
export async function autoDream(p: HookPayload, env: NodeJS.ProcessEnv): Promise<HookOutput> {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: 'none' };
  if (consolidationReasons(ws, scope).length === 0) return { kind: 'none' };
  let r: ReturnType<typeof consolidate>;
  try {
    r = withOrigin(originFor('hook stop (auto-dream)', env, p.session_id), () => consolidate(ws, { project: scope.slug, dry_run: false }));
  } catch (e) {
    // A refusal (an unfinished earlier run, a failed no-loss check) changed nothing; say why.
    if (isMemoryError(e) && e.code === 'CONFLICT')
      return { kind: 'notice', text: `project-memory did not consolidate ${scope.slug}: ${e.message} ${e.hint ?? ''}`.trim() };
    throw e;
  }
  if (!r.applied) return { kind: 'none' };
  const moved = r.diff.length;
  // Apply refuses a plan whose no-loss check failed, so an applied run has passed it.
  return {
    kind: 'notice',
    text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: checked). Undo: project-memory dream --undo --project ${scope.slug}`,
  };
}
