/** `wrap` (the `pjm wrap` of Projectmem): a compact hand-off block for the next session or a colleague. */
import { parseDecisions } from '../core/decisions.js';
import { parseSections } from '../core/memory-md.js';
import { parseSessionFile } from '../core/sessions.js';
import { fileConflict, leftOutSentence } from '../core/team/conflict-markers.js';
import { readStatusView } from './context.js';
import { resolveScope } from './scope.js';
import { isSessionFileName } from './session-files.js';
import { todayOf, type Workspace } from './workspace.js';

export interface WrapResult {
  project: string;
  text: string;
}

const PLACEHOLDER = /^_.*_$/;

function meaningful(text: string | undefined): string | undefined {
  const t = text?.trim();
  return t && !PLACEHOLDER.test(t) ? t : undefined;
}

/** The hand-off stays compact however large the project grows: long parts are cut with a pointer. */
const WRAP_DECISIONS = 50;
const WRAP_PART_CHARS = 1_000;
/** The status comes first and is what a colleague reads: it gets more room than the other parts. */
const WRAP_STATUS_CHARS = 2_000;

function clipPart(text: string, where: string, max = WRAP_PART_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (cut; see ${where})`;
}

export function wrapProject(ws: Workspace, args: { project?: string | null; sessions?: number } = {}): WrapResult {
  const scope = resolveScope(ws, args.project);
  const read = (rel: string) => ws.root.readText(`${scope.dir}/${rel}`)?.text ?? null;
  // A conflicted file is left out with one sentence (core/team/conflict-markers.ts): no side of it is handed over.
  const memoryText = read('memory.md');
  const memoryConflict = fileConflict('memory.md', memoryText);
  const memory = parseSections(memoryConflict ? '' : (memoryText ?? ''));
  const section = (name: string) => meaningful(memory.sections.find((s) => s.canonical === name)?.body);
  const decisionsText = read('decisions.md');
  const decisionsConflict = fileConflict('decisions.md', decisionsText);
  const active = parseDecisions(decisionsConflict ? '' : (decisionsText ?? '')).entries.filter((e) => e.status === 'Active' && !e.stub);
  const sessionFiles = ws.root
    .list(`${scope.dir}/sessions`)
    .filter((d) => d.isFile() && isSessionFileName(d.name))
    .map((d) => d.name)
    .sort()
    .slice(-(args.sessions ?? 3));

  const lines = [`## Wrap — ${scope.name} (${scope.slug}), ${todayOf(ws)}`];
  // The raw file, as the session-start context shows it (core/status-md.ts statusView).
  const status = readStatusView(ws, scope);
  lines.push(
    '',
    '**Status**',
    status.set ? clipPart(status.text, '_status.md', WRAP_STATUS_CHARS) : status.why === 'conflict' ? status.text : '- (no status set: update _status.md)',
  );
  const focus = section('Current focus');
  if (memoryConflict) lines.push('', '**Current focus**', leftOutSentence(memoryConflict));
  else if (focus) lines.push('', '**Current focus**', clipPart(focus, 'memory.md'));
  const shownDecisions = active.slice(-WRAP_DECISIONS).map((e) => `- ${e.id} · ${clipPart(e.title, 'decisions.md')}${e.location ? ` (${e.location})` : ''}`);
  if (active.length > WRAP_DECISIONS) shownDecisions.unshift(`- (${active.length - WRAP_DECISIONS} older active decisions: see decisions.md)`);
  lines.push('', '**Active decisions**', ...(decisionsConflict ? [leftOutSentence(decisionsConflict)] : active.length ? shownDecisions : ['- none recorded']));
  let lastNext: string | undefined;
  if (sessionFiles.length) {
    lines.push('', '**Recent sessions**');
    for (const name of sessionFiles) {
      const text = read(`sessions/${name}`);
      const conflict = fileConflict(`sessions/${name}`, text);
      if (conflict) {
        lines.push(`- ${name.replace(/\.md$/, '')}: ${leftOutSentence(conflict)}`);
        continue;
      }
      const parsed = parseSessionFile(text ?? '');
      const outcomes = parsed.sections.flatMap((s) => s.outcomes);
      const summaries = parsed.sections.map((s) => s.summary).filter(Boolean);
      const shown = outcomes.length ? outcomes.join('; ') : summaries.join(' ') || '(no outcomes recorded)';
      lines.push(`- ${name.replace(/\.md$/, '')}: ${clipPart(shown, `sessions/${name}`)}`);
      for (const s of parsed.sections) if (s.nextStep) lastNext = s.nextStep;
    }
  }
  const next = section('Next step') ?? lastNext;
  lines.push(
    '',
    '**Next step**',
    next ? clipPart(next, 'memory.md') : memoryConflict ? '(memory.md is left out: see above)' : '(not set: update memory.md "## Next step")',
  );
  return { project: scope.slug, text: `${lines.join('\n')}\n` };
}
