/**
 * The session-start context (docs/ARCHITECTURE.md#hook-run), shared by `get_project_context`, `project-memory context`
 * and the SessionStart hook. It reads a handful of files and lists a few folders, never the whole
 * root, and loads no YAML parser (the hook must stay near a bare node start).
 */
import { MemoryError } from '../core/errors.js';
import { envVar } from '../core/env.js';
import { assembleContext, DEFAULT_CONTEXT_CHARS, MIN_CONTEXT_CHARS, type ContextPart } from '../core/context-budget.js';
import { parseDecisions } from '../core/decisions.js';
import { CANONICAL_SECTIONS, parseSections, sectionPlaceholder } from '../core/memory-md.js';
import { statusView, type StatusView } from '../core/status-md.js';
import { fillTemplate, TEMPLATE_FILES } from '../core/templates.js';
import { readThresholds, type Thresholds } from '../core/thresholds.js';
import { lineCount } from '../core/text-lines.js';
import { fileConflict, leftOutSentence } from '../core/team/conflict-markers.js';
import { daysBetween } from '../core/dates.js';
import { resolveScope, type Scope } from './scope.js';
import { isSessionFileName } from './session-files.js';
import { todayOf, type Workspace } from './workspace.js';

export { DEFAULT_CONTEXT_CHARS };

export function contextBudgetFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = Number(envVar(env, 'PROJECT_MEMORY_CONTEXT_CHARS'));
  return Number.isInteger(raw) && raw >= MIN_CONTEXT_CHARS && raw <= 100_000 ? raw : DEFAULT_CONTEXT_CHARS;
}

export interface ProjectContext {
  project: string;
  text: string;
  chars: number;
  tokens: number;
  cut: string[];
  suggest_dream: boolean;
}

function read(ws: Workspace, rel: string): string | null {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}

/** Templates are a few hundred bytes; a file far longer than that was written by someone. */
const TEMPLATE_SIZE_LIMIT = 4096;

function isUntouchedTemplate(ws: Workspace, text: string, template: string, scope: Scope): boolean {
  // Skips reading the template (a file read on every session start) when it cannot match.
  if (text.length > TEMPLATE_SIZE_LIMIT) return false;
  const source = read(ws, `_templates/${template}`) ?? TEMPLATE_FILES[template];
  if (!source) return false;
  const created = scope.entry?.created ?? '';
  return text === fillTemplate(source, { name: scope.name, slug: scope.slug, date: created });
}

/** `_status.md` of `scope` by the one rule of core/status-md.ts (raw, unless missing or the template). */
export function readStatusView(ws: Workspace, scope: Scope): StatusView {
  const text = read(ws, `${scope.dir}/_status.md`);
  return statusView(text, text !== null && isUntouchedTemplate(ws, text, 'status.md', scope) ? text : null);
}

function countFiles(ws: Workspace, rel: string, filter: (name: string) => boolean = (n) => n.endsWith('.md')): string[] {
  try {
    return ws.root
      .list(rel)
      .filter((d) => d.isFile() && !d.name.startsWith('_') && filter(d.name))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

interface Signals {
  thresholds: Thresholds;
  sessions: string[];
  memoryLines: number;
  staleActive: number;
}

function dreamReasons(s: Signals): string[] {
  const reasons: string[] = [];
  if (s.sessions.length > s.thresholds.archiveAfter) reasons.push(`${s.sessions.length} session summaries (over ${s.thresholds.archiveAfter})`);
  if (s.memoryLines > s.thresholds.coreSoftLimit) reasons.push(`memory.md has ${s.memoryLines} lines (over ${s.thresholds.coreSoftLimit})`);
  if (s.staleActive > 0) reasons.push(`${s.staleActive} active decision(s) older than ${s.thresholds.staleDecisionDays} days`);
  return reasons;
}

function readSignals(ws: Workspace, scope: Scope) {
  const dir = scope.dir;
  const memory = read(ws, `${dir}/memory.md`);
  const today = todayOf(ws);
  let thresholds: Thresholds;
  try {
    thresholds = readThresholds(JSON.parse(read(ws, `${dir}/manifest.json`) ?? 'null')).thresholds;
  } catch {
    thresholds = readThresholds(null).thresholds;
  }
  const decisionsText = read(ws, `${dir}/decisions.md`);
  const decisionsConflict = fileConflict('decisions.md', decisionsText);
  const decisions = parseDecisions(decisionsText ?? '').entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === 'Active');
  const review = decisions.filter((e) => e.status === 'Under Review');
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today) > thresholds.staleDecisionDays).length;
  const sessions = countFiles(ws, `${dir}/sessions`, isSessionFileName);
  const signals: Signals = { thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive };
  return { memory, decisions, active, review, signals, decisionsConflict };
}

/** Why the project needs /dream (the budget-driven trigger, docs/FORMATS.md#thresholds); empty when it does not. */
export function consolidationReasons(ws: Workspace, scope: Scope): string[] {
  return dreamReasons(readSignals(ws, scope).signals);
}

/** `scope`, when the caller resolved it already, saves reading the projects index again. */
export function buildProjectContext(ws: Workspace, args: { project?: string | null; budget_chars?: number; scope?: Scope } = {}): ProjectContext {
  const scope = args.scope ?? resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  if (!Number.isInteger(budget) || budget < MIN_CONTEXT_CHARS) {
    throw new MemoryError(
      'INVALID_INPUT',
      `The context budget must be at least ${MIN_CONTEXT_CHARS} characters, got ${budget}.`,
      `Pass ${MIN_CONTEXT_CHARS} or more (the default is ${DEFAULT_CONTEXT_CHARS}).`,
    );
  }
  const dir = scope.dir;
  const parts: ContextPart[] = [];
  const add = (priority: number, file: string, heading: string, text: string | null, template?: string, shown: (t: string) => string = (t) => t) => {
    if (text === null || text.trim() === '') return;
    // A merge conflict is shown as what it is, never as the file with its markers (core/team/conflict-markers.ts).
    const conflict = fileConflict(file, text);
    if (conflict) {
      parts.push({ priority: Math.min(priority, 1), heading, text: leftOutSentence(conflict), readMore: `read_file path="${file}"` });
      return;
    }
    const untouched = template !== undefined && isUntouchedTemplate(ws, text, template, scope);
    parts.push({
      priority,
      heading,
      text: untouched ? `(still the template: fill it in as you learn; path "${file}")` : shown(text).trimEnd(),
      readMore: `read_file path="${file}"${file.startsWith('_global') ? ' project="_global"' : ''}`,
      shortHeading: `## ${file}`,
      placeholder: untouched,
    });
  };

  const status = readStatusView(ws, scope);
  const { memory, decisions, active, review, signals, decisionsConflict } = readSignals(ws, scope);
  if (status.set || status.why !== 'missing') {
    const text = status.set || status.why === 'conflict' ? status.text : '(still the template: fill it in as you learn; path "_status.md")';
    parts.push({ priority: 1, heading: '## Status (_status.md)', text, readMore: 'read_file path="_status.md"' });
  }
  add(2, '_instructions.md', '## Instructions (_instructions.md)', read(ws, `${dir}/_instructions.md`), 'instructions.md');
  add(3, 'memory.md', '## Core memory (memory.md)', memory, 'memory.md', withoutPlaceholders);
  // Shown in the documented order (docs/ARCHITECTURE.md#hook-run) (preferences, then decisions), but cut before the decisions: a
  // decision list is short and binding, preferences are style.
  if (scope.kind === 'project')
    add(5, '_global/preferences.md', '## Preferences (_global/preferences.md)', read(ws, '_global/preferences.md'), 'preferences.md');
  if (decisionsConflict) {
    parts.push({
      priority: 4,
      heading: '## Active decisions (decisions.md)',
      text: leftOutSentence(decisionsConflict),
      readMore: 'read_file path="decisions.md"',
    });
  } else if (active.length || review.length) {
    const lines = active.map((e) => `- ${e.id} · ${e.title}`);
    for (const e of review) lines.push(`- ${e.id} · ${e.title} (under review)`);
    parts.push({ priority: 4, heading: '## Active decisions (decisions.md)', text: lines.join('\n'), readMore: 'search path="decisions.md" query="## D<n>"' });
  }

  const sessions = signals.sessions;
  const pointers: string[] = [];
  if (sessions.length) pointers.push(`- sessions/: ${sessions.length} summary file(s), latest ${sessions[sessions.length - 1]}`);
  if (decisions.length) pointers.push(`- decisions.md: ${decisions.length} decisions (${active.length} active)`);
  for (const folder of ['knowledge', 'notes', 'docs', 'updates', 'correspondence', 'archive']) {
    const files = countFiles(ws, `${dir}/${folder}`);
    if (files.length && !(folder === 'correspondence' && files.every((f) => isUntouchedCorrespondence(ws, `${dir}/correspondence/${f}`)))) {
      pointers.push(`- ${folder}/: ${files.length} file(s)`);
    }
  }
  pointers.push('- Search before loading archives: search query="..."; outline a file with read_file head_only=true.');
  parts.push({ priority: 6, heading: '## What else exists', text: pointers.join('\n'), readMore: 'get_folder_manifest' });

  const reasons = dreamReasons(signals);
  const header = `# Project memory: ${scope.name} (${scope.slug})`;
  const dreamLine = reasons.length ? `Memory needs consolidation (${reasons.join('; ')}): run /project-memory:dream.` : '';
  const assembled = assembleContext(
    [{ priority: 0, heading: header, text: dreamLine, readMore: '', shortHeading: `# ${scope.slug}` }, ...parts],
    budget,
    (chars, tokens) => `(project-memory: ~${tokens} tokens, ${chars} chars of ${budget}; before stopping, save with log_session and update memory.md)`,
    (_chars, tokens) => `(project-memory: ~${tokens} tokens)`,
  );
  return { project: scope.slug, text: assembled.text, chars: assembled.chars, tokens: assembled.tokens, cut: assembled.cut, suggest_dream: reasons.length > 0 };
}

/** A line that may be a level-2 ATX heading, followed by nothing but blank lines up to another or the end. */
const MAYBE_EMPTY_SECTION = /^ {0,3}##(?:[ \t].*)?(?:\r?\n\s*)?(?=^ {0,3}##(?:[ \t]|\r?$)|(?![\s\S]))/m;

/**
 * Core memory as the model needs it: the template's placeholder lines say nothing, so sections
 * still holding only a placeholder are listed on one line instead of costing a heading each.
 * (A budget cut's `offset` then counts lines of this shorter text, so it can only point a little
 * before the cut in the file: reading from there loses nothing.)
 */
export function withoutPlaceholders(memory: string): string {
  const placeholders = new Set<string>(CANONICAL_SECTIONS.map((s) => sectionPlaceholder(s)));
  // The common case on a lived-in project: no placeholder left and no line that could open an
  // empty section, so no parse (a 190-line memory.md: 65 us against 940 us, measured under load).
  // The test is looser than the grammar (any indent up to 3, any fence ignored): it only says
  // when parseSections, which decides, cannot find an empty section.
  if (![...placeholders].some((p) => memory.includes(p)) && !MAYBE_EMPTY_SECTION.test(memory)) return memory;
  const parsed = parseSections(memory);
  if (parsed.sections.length === 0) return memory;
  const lines = memory.split('\n');
  const empty: string[] = [];
  const drop = new Set<number>();
  for (const section of parsed.sections) {
    const body = section.body.trim();
    if (body === '' || placeholders.has(body)) {
      empty.push(section.heading);
      for (let l = section.headingLine; l <= section.endLine; l++) drop.add(l);
    }
  }
  // A placeholder left under text the user added says nothing either.
  lines.forEach((line, i) => {
    if (placeholders.has(line.trim())) drop.add(i + 1);
  });
  if (drop.size === 0) return memory;
  const kept = lines.filter((_, i) => !drop.has(i + 1));
  while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop();
  const note = empty.length ? `\n\n(Empty sections, fill them in as you learn: ${empty.join(', ')}.)` : '';
  return `${kept.join('\n').replace(/\n{3,}/g, '\n\n')}${note}`;
}

function isUntouchedCorrespondence(ws: Workspace, rel: string): boolean {
  const text = read(ws, rel);
  return text === null || text.trim().split('\n').length <= 1;
}

export const NO_PROJECT_HINT =
  'project-memory: no project is bound to this folder. To give this repository a memory, call create_project (with paths: [this folder]) or use_project, or run `project-memory use <project>`.';
