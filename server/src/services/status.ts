/** `_status.md` for people: show it, or set its fields through the same write path as write_file. */
import { MemoryError } from '../core/errors.js';
import { readStatusFields, setStatusFields, type StatusField } from '../core/status-md.js';
import { readStatusView } from './context.js';
import { readFile, writeFile, type WriteResult } from './files.js';
import { resolveScope } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';

export interface StatusView {
  project: string;
  revision: string;
  text: string;
  fields: Record<string, string>;
  /** False while the file is blank or still the template (the rule the context and wrap use). */
  set: boolean;
}

/** The raw file (docs/FORMATS.md#status: _status.md is returned, not parsed); `fields` only when it has them. */
export function showStatus(ws: Workspace, project?: string | null): StatusView {
  const r = readFile(ws, { project, path: '_status.md' });
  const text = r.content ?? '';
  const set = readStatusView(ws, resolveScope(ws, r.project)).set;
  return { project: r.project, revision: r.revision, text, fields: readStatusFields(text), set };
}

export async function setStatus(ws: Workspace, project: string | null | undefined, values: Partial<Record<StatusField, string>>): Promise<WriteResult> {
  if (Object.keys(values).length === 0) throw new MemoryError('INVALID_INPUT', 'Nothing to set: give --state, --next or --blocked.');
  const current = showStatus(ws, project);
  const next = setStatusFields(current.text, values, todayOf(ws));
  // The revision read above: a concurrent edit between read and write is refused, not lost.
  return writeFile(ws, { project: current.project, path: '_status.md', content: next, expected_revision: current.revision });
}
