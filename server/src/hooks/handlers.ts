/**
 * Hook handlers: payload in, HookOutput out. They never print and never exit; the runner does.
 * Each stays on the read path (no YAML parser, no secret scanner, no MCP SDK).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildProjectContext, contextBudgetFromEnv, NO_PROJECT_HINT } from '../services/context.js';
import { formatPrecheck, precheckFile } from '../services/precheck.js';
import { boundProject, isInBoundRepo, isMemoryPath } from '../services/scope.js';
import { openWorkspace } from '../services/open.js';
import type { Workspace } from '../services/workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { pruneStates, readState, writeState, type SessionState } from './session-state.js';

export const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

function workspaceFor(p: HookPayload, env: NodeJS.ProcessEnv): Workspace | null {
  try {
    return openWorkspace({ env, cwd: p.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd() });
  } catch {
    return null; // no memory root yet
  }
}

export function sessionStart(p: HookPayload, env: NodeJS.ProcessEnv): HookOutput {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  // resume/compact keep the session's history; a fresh start or /clear starts the tally again.
  const keep = previous && (p.source === 'resume' || p.source === 'compact');
  writeState(env, p.session_id, keep ? previous : { startedAt: Date.now(), project: scope?.slug ?? null, codeChanged: [], reminded: false });
  if (p.source === 'startup') pruneStates(env);
  if (!ws || !scope) return { kind: 'context', event: 'SessionStart', text: NO_PROJECT_HINT };
  const ctx = buildProjectContext(ws, { project: scope.slug, budget_chars: contextBudgetFromEnv(env) });
  return { kind: 'context', event: 'SessionStart', text: ctx.text };
}

function editedFile(p: HookPayload): string | null {
  const input = p.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path;
  return typeof file === 'string' && file.length > 0 ? file : null;
}

/** PostToolUse on edits: remember that code changed (for the Stop reminder). */
export function recordEdit(p: HookPayload, env: NodeJS.ProcessEnv): void {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return;
  const file = editedFile(p);
  if (!file) return;
  const ws = workspaceFor(p, env);
  // Editing memory files by hand is saving memory, not changing code.
  if (ws && isMemoryPath(ws, file)) return;
  const state: SessionState = readState(env, p.session_id) ?? { startedAt: Date.now(), project: null, codeChanged: [], reminded: false };
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  writeState(env, p.session_id, state);
}

/** The decisions covering the file about to be (or just) edited, as context for the model. */
export function decisionsForEdit(p: HookPayload, env: NodeJS.ProcessEnv, event: string): HookOutput {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: 'none' };
  const file = editedFile(p);
  const ws = file ? workspaceFor(p, env) : null;
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope || !file) return { kind: 'none' };
  if (isMemoryPath(ws, file)) return { kind: 'none' };
  // A file outside the bound repositories has no recorded decisions (precheck would refuse it).
  if (path.isAbsolute(file) && !isInBoundRepo(scope, file)) return { kind: 'none' };
  const result = precheckFile(ws, { project: scope.slug, file });
  if (result.decisions.length === 0) return { kind: 'none' };
  return { kind: 'context', event, text: `project-memory: ${formatPrecheck(result)}` };
}

/** Newest modification time of any file in the project's memory folder. */
function newestMemoryWrite(ws: Workspace, slug: string): number {
  let newest = 0;
  const walk = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (depth < 4 && e.name !== 'archive') walk(full, depth + 1);
      } else if (e.isFile() && e.name !== '_index.yaml') {
        try {
          newest = Math.max(newest, fs.statSync(full).mtimeMs);
        } catch {
          /* removed meanwhile */
        }
      }
    }
  };
  walk(path.join(ws.root.dir, 'projects', slug), 0);
  return newest;
}

export const STOP_REASON =
  'project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.';

export function stop(p: HookPayload, env: NodeJS.ProcessEnv): HookOutput {
  if (env.PROJECT_MEMORY_STOP === 'off' || p.stop_hook_active) return { kind: 'none' };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: 'none' };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: 'none' };
  if (newestMemoryWrite(ws, scope.slug) >= state.startedAt) return { kind: 'none' };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: 'block', reason: STOP_REASON };
}
