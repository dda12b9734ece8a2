/** `log_session` (the session end, docs/FORMATS.md#sessions): today's summary in sessions/YYYY-MM-DD.md. */
import { assertIsoDate } from '../core/dates.js';
import { assertMaxChars, assertMaxItems, MAX_SUMMARY_CHARS } from '../core/limits.js';
import { appendSessionEntry, nextSessionNumber, renderSessionFile, type SessionEntry } from '../core/sessions.js';
import { assertNoSecretInFields, assertText } from './content-checks.js';
import { afterChange, assertDerivedWritable } from './derived.js';
import { updateManifestJson } from './project-json.js';
import { ensureCoreFiles } from './core-files.js';
import { budgetNotes } from './budgets.js';
import { resolveProjectScope } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';

export interface LogSessionInput {
  project?: string | null;
  summary?: string;
  outcomes?: string[];
  decisions?: string[];
  open_questions?: string[];
  next_step?: string;
  date?: string;
}

export { isSessionFileName } from './session-files.js';
import { isSessionFileName } from './session-files.js';
import { updateText } from '../storage/update-text.js';

export function countSessions(ws: Workspace, dir: string): number {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
}

export async function logSession(
  ws: Workspace,
  input: LogSessionInput,
): Promise<{ project: string; path: string; section: number; session_count: number; core_files_created: string[]; budget: string[] }> {
  const scope = resolveProjectScope(ws, input.project, 'Sessions');
  const date = input.date ? assertIsoDate(input.date, 'date') : todayOf(ws);
  const entry: SessionEntry = {
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    openQuestions: input.open_questions,
    nextStep: input.next_step,
  };
  const all = [input.summary ?? '', ...(input.outcomes ?? []), ...(input.decisions ?? []), ...(input.open_questions ?? []), input.next_step ?? ''];
  all.forEach((t, i) => assertText(t, i === 0 ? 'summary' : 'session text'));
  assertMaxChars(input.summary, 'summary', MAX_SUMMARY_CHARS);
  assertMaxChars(input.next_step, 'next_step', MAX_SUMMARY_CHARS);
  assertMaxItems(input.outcomes, 'outcomes');
  assertMaxItems(input.decisions, 'decisions');
  assertMaxItems(input.open_questions, 'open_questions');
  await assertNoSecretInFields({
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    open_questions: input.open_questions,
    next_step: input.next_step,
  });
  const rel = `${scope.dir}/sessions/${date}.md`;
  assertDerivedWritable(ws, [rel]);
  // The session end updates memory.md and manifest.json: they must exist (docs/FORMATS.md#core-files).
  const coreCreated = ensureCoreFiles(ws, scope).map((r) => r.slice(scope.dir.length + 1));
  // Each field is scanned above and lands on lines of its own, as in add_decision.
  // The number of the section this call wrote, not a count of headings (a day file may skip one).
  let section = 1;
  updateText(ws.root, rel, (file) => {
    section = file === null ? 1 : nextSessionNumber(file.text);
    return file === null ? renderSessionFile(date, entry) : appendSessionEntry(file.text, entry);
  });
  afterChange(ws, [rel]);
  // Counted under the manifest lock, so that concurrent loggers leave the newest count.
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return {
    project: scope.slug,
    path: `sessions/${date}.md`,
    section,
    session_count: sessionCount,
    core_files_created: coreCreated,
    budget: budgetNotes(ws, scope, [`sessions/${date}.md`]),
  };
}
