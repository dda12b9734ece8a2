/** Stop: ask once to save memory when the session changed code but wrote nothing to memory. */
import { boundProject } from '../services/scope.js';
import { memoryWrittenSince } from '../services/scope.js';
import { workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { readState, writeState } from './session-state.js';

export const STOP_REASON =
  'project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.';

export async function stop(p: HookPayload, env: NodeJS.ProcessEnv): Promise<HookOutput> {
  const reminder = remind(p, env);
  if (reminder.kind !== 'none' || env.PROJECT_MEMORY_AUTO_DREAM !== 'on') return reminder;
  return autoDream(p, env);
}

/**
 * Opt-in (PROJECT_MEMORY_AUTO_DREAM=on): when the session ends and the thresholds are exceeded,
 * run the deterministic consolidation passes here (seed 003's budget-driven trigger). The engine
 * is loaded only then, so an ordinary Stop stays light.
 */
async function autoDream(p: HookPayload, env: NodeJS.ProcessEnv): Promise<HookOutput> {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: 'none' };
  const { consolidationReasons } = await import('../services/context.js');
  if (consolidationReasons(ws, scope).length === 0) return { kind: 'none' };
  const { consolidate } = await import('../services/consolidate.js');
  const r = consolidate(ws, { project: scope.slug, dry_run: false });
  if (!r.applied) return { kind: 'none' };
  const moved = r.diff.length;
  return { kind: 'notice', text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: ${r.plan.report.noLoss.ok ? 'checked' : 'CHECK FAILED'}). Undo: project-memory dream --undo --project ${scope.slug}` };
}

function remind(p: HookPayload, env: NodeJS.ProcessEnv): HookOutput {
  if (env.PROJECT_MEMORY_STOP === 'off' || p.stop_hook_active) return { kind: 'none' };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: 'none' };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: 'none' };
  if (memoryWrittenSince(ws, scope, state.startedAt)) return { kind: 'none' };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: 'block', reason: STOP_REASON };
}
