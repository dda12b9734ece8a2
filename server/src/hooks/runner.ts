/**
 * `project-memory hook <event>`: reads one JSON payload on stdin, writes at most one JSON object on
 * stdout, and always exits 0. A hook must never break a session, and Claude Code shows a hook's
 * stderr to the user: an unknown event, a garbled payload or an internal error prints nothing (on
 * stderr only with PROJECT_MEMORY_DEBUG=1) and the session goes on without our output.
 */
import fs from 'node:fs';
import { envVar } from '../core/env.js';
import { parsePayload, renderOutput, type HookOutput, type HookPayload } from './payload.js';

const MAX_STDIN_BYTES = 4 * 1024 * 1024;

/**
 * The payload, read synchronously: a readable stream on stdin would load the net and stream
 * modules (~8 ms of a hook that should cost little more than a bare node start).
 */
async function readStdin(): Promise<string> {
  let kind: fs.Stats;
  try {
    kind = fs.fstatSync(0);
  } catch {
    return '';
  }
  if (kind.isCharacterDevice()) return ''; // a terminal: run by hand, no payload
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (;;) {
      const n = fs.readSync(0, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      size += n;
      if (size > MAX_STDIN_BYTES) break;
    }
  } catch (e) {
    // A non-blocking stdin (EAGAIN) is read the asynchronous way.
    if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    for await (const chunk of process.stdin) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size > MAX_STDIN_BYTES) break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

const HOOK_EVENTS = new Set(['session-start', 'stop', 'post-tool-use']);

/** Each event loads only its own handler: session start must stay near a bare node start. */
export async function handle(event: string, payload: HookPayload, env: NodeJS.ProcessEnv): Promise<HookOutput> {
  switch (event) {
    case 'session-start':
      return (await import('./session-start.js')).sessionStart(payload, env);
    case 'stop':
      return (await import('./stop.js')).stop(payload, env);
    case 'post-tool-use':
      return (await import('./edit.js')).afterEdit(payload, env);
    default:
      return { kind: 'none' };
  }
}

/** Where a hook's one line of output goes (stdout), and its debug message (stderr). */
export interface HookIo {
  out(text: string): void;
  err(text: string): void;
}

export async function runHook(event: string, io: HookIo): Promise<number> {
  if (!HOOK_EVENTS.has(event)) return 0;
  try {
    const payload = parsePayload(await readStdin());
    const out = renderOutput(await handle(event, payload, process.env));
    if (out) io.out(out);
  } catch (e) {
    if (envVar(process.env, 'PROJECT_MEMORY_DEBUG') === '1') io.err(`project-memory hook ${event}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}
