/**
 * PostToolUse on edits of repository files: remember them for the Stop reminder, and put the
 * decisions covering the file in front of the model. Observed with the real CLI (test/e2e/
 * FINDINGS.md): additionalContext of PreToolUse and PostToolUse both reach the model only after
 * the tool ran, so PostToolUse it is; each file is cited once per session to save tokens.
 */
import path from 'node:path';
import { formatPrecheck, precheckFile } from '../services/precheck.js';
import { boundProject, isInBoundRepo, isMemoryPath, type Scope } from '../services/scope.js';
import { budgetNotes } from '../services/budgets.js';
import type { Workspace } from '../services/workspace.js';
import { EDIT_TOOLS, editedFile, workspaceFor } from './hook-workspace.js';
import type { HookOutput, HookPayload } from './payload.js';
import { freshState, readState, writeState } from '../services/session-state.js';

function memoryEditNote(ws: Workspace, file: string): HookOutput {
  const m = /^projects\/([^/]+)\/(.+)$/.exec(path.relative(ws.root.dir, path.resolve(file)).split(path.sep).join('/'));
  if (!m) return { kind: 'none' };
  const slug = m[1] as string;
  const scope: Scope = { kind: 'project', slug, name: slug, dir: `projects/${slug}`, entry: null };
  const notes = budgetNotes(ws, scope, [m[2] as string]);
  return notes.length ? { kind: 'context', event: 'PostToolUse', text: `project-memory: ${notes.join(' ')}` } : { kind: 'none' };
}

export function afterEdit(p: HookPayload, env: NodeJS.ProcessEnv): HookOutput {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: 'none' };
  const file = editedFile(p);
  if (!file) return { kind: 'none' };
  const ws = workspaceFor(p, env);
  // Editing memory files is saving memory, not changing code; one that the edit left over its
  // size budget (docs/FORMATS.md#size-budgets) is said, as every write through the tools says it.
  if (ws && isMemoryPath(ws, file)) return memoryEditNote(ws, file);
  const scope = ws ? boundProject(ws) : null;
  // Only the bound repositories hold the project's code: a scratch file in /tmp is no code change
  // (the Stop reminder would be a false alarm) and has no decisions (precheck would refuse it).
  if (scope && path.isAbsolute(file) && !isInBoundRepo(scope, file)) return { kind: 'none' };
  const state = readState(env, p.session_id) ?? freshState();
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  let out: HookOutput = { kind: 'none' };
  if (ws && scope && !state.cited.includes(file)) {
    const result = precheckFile(ws, { project: scope.slug, file });
    if (result.decisions.length) {
      state.cited.push(file);
      out = { kind: 'context', event: 'PostToolUse', text: `project-memory: ${formatPrecheck(result)}` };
    }
  }
  writeState(env, p.session_id, state);
  return out;
}
