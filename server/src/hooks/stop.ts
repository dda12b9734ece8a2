/** Stop: ask once to save memory when the session changed code but wrote nothing to memory. */
import { boundProject, memoryWrittenSince } from '../services/scope.js';
import { envVar } from '../core/env.js';
import { workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { readState, writeState } from '../services/session-state.js';

export const STOP_REASON =
  'project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.';

export async function stop(p: HookPayload, env: NodeJS.ProcessEnv): Promise<HookOutput> {
  const reminder = remind(p, env);
  if (reminder.kind !== 'none' || envVar(env, 'PROJECT_MEMORY_AUTO_DREAM') !== 'on') return reminder;
  // Loaded only when enabled: the consolidation engine and YAML are far heavier than this hook.
  return (await import('./auto-dream.js')).autoDream(p, env);
}

function remind(p: HookPayload, env: NodeJS.ProcessEnv): HookOutput {
  if (envVar(env, 'PROJECT_MEMORY_STOP') === 'off' || p.stop_hook_active) return { kind: 'none' };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: 'none' };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: 'none' };
  if (memoryWrittenSince(ws, scope, state.startedAt)) return { kind: 'none' };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: 'block', reason: STOP_REASON };
}
