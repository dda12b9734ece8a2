/**
 * `project-memory hook <event>`: reads one JSON payload on stdin, writes at most one JSON object on
 * stdout, and always exits 0. A hook must never break a session, and Claude Code shows a hook's
 * stderr to the user: an unknown event, a garbled payload or an internal error prints nothing (on
 * stderr only with PROJECT_MEMORY_DEBUG=1) and the session goes on without our output.
 */
import { envVar } from '../core/env.js';
import { hookDialect, parsePayload, renderOutput, type HookOutput, type HookPayload } from './payload.js';
import { finishStdin, readStdinSync, type StdinRead } from './stdio.js';

const HOOK_EVENTS = new Set(['session-start', 'stop', 'post-tool-use']);

/** Each event loads only its own handler: session start must stay near a bare node start. */
export async function handle(event: string, payload: HookPayload, env: NodeJS.ProcessEnv, cacheBuild?: string): Promise<HookOutput> {
  switch (event) {
    case 'session-start':
      return (await import('./session-start.js')).sessionStart(payload, env, cacheBuild);
    case 'stop':
      return (await import('./stop.js')).stop(payload, env);
    case 'post-tool-use':
      return (await import('./edit.js')).afterEdit(payload, env);
    default:
      return { kind: 'none' };
  }
}

/** What the loader (bin/hook.ts) hands over: stdin as far as it read it, and the bundle's build. */
export interface HookRunOptions {
  stdin?: StdinRead | Error;
  /** Set by the loader only: session start then writes the context cache (hooks/context-cache.ts). */
  cacheBuild?: string;
  /**
   * The environment the hook reads its settings from (default: process.env). A test that runs
   * the hook in its own process passes the run's environment here, as a spawned hook has it.
   */
  env?: NodeJS.ProcessEnv;
}

/** Where a hook's one line of output goes (stdout), and its debug message (stderr). */
export interface HookIo {
  out(text: string): void;
  err(text: string): void;
}

export async function runHook(event: string, io: HookIo, opts: HookRunOptions = {}): Promise<number> {
  if (!HOOK_EVENTS.has(event)) return 0;
  const env = opts.env ?? process.env;
  try {
    if (opts.stdin instanceof Error) throw opts.stdin;
    // Read synchronously: a readable stream on stdin would load the net and stream modules.
    const payload = parsePayload(await finishStdin(opts.stdin ?? readStdinSync()));
    const out = renderOutput(await handle(event, payload, env, opts.cacheBuild), hookDialect(env));
    if (out) io.out(out);
  } catch (e) {
    if (envVar(env, 'PROJECT_MEMORY_DEBUG') === '1') io.err(`project-memory hook ${event}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}
