/** The workspace a hook runs in: the memory root and the session's working directory. */
import { envVar, nonEmpty } from '../core/env.js';
import { openWorkspace } from '../services/open.js';
import type { Workspace } from '../services/workspace.js';
import type { HookPayload } from './payload.js';

export const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

export function workspaceFor(p: HookPayload, env: NodeJS.ProcessEnv): Workspace | null {
  try {
    return openWorkspace({ env, cwd: nonEmpty(p.cwd) ?? envVar(env, 'CLAUDE_PROJECT_DIR') ?? process.cwd() });
  } catch {
    return null; // no memory root yet
  }
}

export function editedFile(p: HookPayload): string | null {
  const input = p.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path;
  return typeof file === 'string' && file.length > 0 ? file : null;
}
