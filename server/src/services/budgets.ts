/**
 * Budget notes for the results of writes and for doctor: reads each written file as it is now and
 * asks core/budgets.ts, with the project's own coreSoftLimit. Never throws: a note is advice.
 */
import { budgetNote } from '../core/budgets.js';
import { thresholdsOf } from './project-json.js';
import type { Scope } from './scope.js';
import type { Workspace } from './workspace.js';

/** Notes for files of one project, given as paths relative to its folder. */
export function budgetNotes(ws: Workspace, scope: Scope, projectRels: readonly string[]): string[] {
  if (scope.kind !== 'project') return [];
  const notes: string[] = [];
  try {
    const soft = thresholdsOf(ws.root, scope).coreSoftLimit;
    for (const rel of projectRels) {
      const text = ws.root.readText(`${scope.dir}/${rel}`)?.text;
      const note = text === undefined ? null : budgetNote(rel, text, soft);
      if (note) notes.push(note);
    }
  } catch {
    /* an unreadable file is reported by the write or by doctor, not here */
  }
  return notes;
}

/** Every budgeted file of a project (doctor). */
export function projectBudgetNotes(ws: Workspace, scope: Scope): string[] {
  const sessions = ws.root
    .list(`${scope.dir}/sessions`)
    .filter((d) => d.isFile() && /^\d{4}-\d{2}-\d{2}\.md$/.test(d.name))
    .map((d) => `sessions/${d.name}`)
    .sort();
  return budgetNotes(ws, scope, ['memory.md', 'manifest.json', ...sessions]);
}
