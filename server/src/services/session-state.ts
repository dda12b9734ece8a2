/** The hooks' session state: its storage (storage/session-state.ts) and the rule of a session's start. */
import { freshState, keepState, pruneStates, readState, replaceState } from '../storage/session-state.js';

export { freshState, pruneStates, readCacheFile, readState, writeCacheFile, writeState, type SessionState } from '../storage/session-state.js';

/**
 * The state a session starts with (SessionStart): resume and compact keep the session's history,
 * a fresh start or /clear starts the tally again; a fresh start also sweeps old states.
 */
export function startSessionState(env: NodeJS.ProcessEnv, p: { session_id?: string; source?: string }, project: string | null): void {
  const previous = readState(env, p.session_id);
  if (previous && (p.source === 'resume' || p.source === 'compact')) keepState(env, p.session_id, previous);
  else replaceState(env, p.session_id, freshState(project), previous !== null);
  if (p.source === 'startup') pruneStates(env);
}
