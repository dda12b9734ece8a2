/** Edits of repository files: remember them for the Stop reminder; cite the decisions covering them. */
import path from 'node:path';
import { isInside } from '../storage/containment.js';
import { formatPrecheck, precheckFile } from '../services/precheck.js';
import { boundProject } from '../services/scope.js';
import { EDIT_TOOLS, editedFile, workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { readState, writeState, type SessionState } from './session-state.js';

/** PostToolUse on edits: remember that code changed (for the Stop reminder). */
export function recordEdit(p: HookPayload, env: NodeJS.ProcessEnv): void {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return;
  const file = editedFile(p);
  if (!file) return;
  const ws = workspaceFor(p, env);
  // Editing memory files by hand is saving memory, not changing code.
  if (ws && path.isAbsolute(file) && isInside(ws.root.dir, path.resolve(file))) return;
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
  if (path.isAbsolute(file) && isInside(ws.root.dir, path.resolve(file))) return { kind: 'none' };
  const result = precheckFile(ws, { project: scope.slug, file });
  if (result.decisions.length === 0) return { kind: 'none' };
  return { kind: 'context', event, text: `project-memory: ${formatPrecheck(result)}` };
}
