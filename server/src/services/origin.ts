/**
 * Who is changing memory, for the local history: the adapters run each tool call, CLI command and
 * writing hook inside `withOrigin`, and every write below it is recorded with that tool and the
 * Claude Code session (CLAUDE_CODE_SESSION_ID, which Claude Code gives its hooks, Bash commands and
 * stdio MCP servers; a hook's payload `session_id` when there is one). Kept apart from
 * services/history.ts so that the server's start-up loads nothing more than this.
 */
import { envVar, nonEmpty } from '../core/env.js';
import type { VersionOrigin } from '../core/history.js';
import { withOrigin } from '../storage/history-store.js';
import { outsideCalls, restartable } from '../storage/waits.js';
import { currentEnv } from './environment.js';

// How a server's tool call waits for another process without blocking the server (storage/waits.ts).
export { outsideCalls, restartable, withOrigin };

export function originFor(tool: string, env: NodeJS.ProcessEnv = currentEnv(), session?: string): VersionOrigin {
  const id = nonEmpty(session) ?? envVar(env, 'CLAUDE_CODE_SESSION_ID');
  return id ? { tool, session: id } : { tool };
}
