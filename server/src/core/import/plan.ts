/**
 * The import plan (issue 13 item 3): source texts + the current memory files in, what to write and
 * where EVERY non-blank source line lands out. Pure; the use case (services/import.ts) reads, checks
 * secrets, writes through the file and decision services, then proves the landing (proof.ts).
 */
import { MEMORY_MD_HARD_MAX_LINES as MEMORY_HARD_MAX } from '../budgets.js';
import { isIsoDate } from '../dates.js';
import { parseDecisions } from '../decisions.js';
import { parseAtxHeading } from '../markdown-blocks.js';
import { addMissingSections, canonicalSectionName, insertAtSectionEnd, parseSections, type CanonicalSection } from '../memory-md.js';
import { slugify } from '../slug.js';
import type { ClassifiedSource } from './sources.js';

export interface SourceText extends ClassifiedSource {
  text: string;
  sha256: string;
}

/** A file write: `after` is the whole new text; `append` the record to add when the file is append-only. */
export interface TargetWrite {
  scope: 'project' | 'global';
  path: string;
  before: string | null;
  after: string;
  append?: string;
}

export interface DecisionImport {
  /** `<source shown>#<original id>`: links between imported decisions use it. */
  key: string;
  /** Line the body carries so a re-run recognises the entry (idempotence). */
  marker: string;
  title: string;
  status: string;
  date: string;
  topic?: string;
  location?: string;
  supersedes: string[];
  body: string;
}

export type LineCheck =
  | { kind: 'line'; text: string }
  | { kind: 'decision-title'; key: string; title: string }
  | { kind: 'decision-text'; key: string; text: string }
  | { kind: 'decision-link'; key: string; field: 'supersedes' | 'supersededBy'; refs: string[] };

export interface LineLanding {
  source: string;
  line: number;
  /** Memory file it lands in (`_global/...` for the global scope). */
  target: string;
  check: LineCheck;
}

export interface ImportPlan {
  writes: TargetWrite[];
  decisions: DecisionImport[];
  landings: LineLanding[];
  notes: string[];
}

/**
 * Lines compare without surrounding space or heading marks (decision bodies nest headings): an
 * ATX heading of the one line grammar (core/markdown-blocks.ts) compares by its text.
 */
export function normaliseLine(line: string): string {
  const trimmed = line.trim();
  const heading = parseAtxHeading(trimmed);
  return heading && heading.text !== '' ? heading.text : trimmed;
}

export function lineSet(text: string): Set<string> {
  return new Set(text.split(/\r?\n/).map(normaliseLine).filter(Boolean));
}

function nonBlank(text: string): { line: number; text: string }[] {
  return text.split(/\r?\n/).flatMap((t, i) => (t.trim() ? [{ line: i + 1, text: t }] : []));
}

export type CurrentText = (scope: 'project' | 'global', path: string) => string | null;

/** Accumulates writes per target so several sources can land in one file. */
class Targets {
  private readonly map = new Map<string, TargetWrite>();
  constructor(private readonly current: CurrentText) {}
  get(scope: 'project' | 'global', path: string): TargetWrite {
    const k = `${scope}:${path}`;
    let w = this.map.get(k);
    if (!w) {
      const before = this.current(scope, path);
      w = { scope, path, before, after: before ?? '' };
      this.map.set(k, w);
    }
    return w;
  }
  /** Adds the lines the file lacks, as one block (or the whole `fresh` text for a new file). */
  addLines(w: TargetWrite, lines: string[], fresh: () => string, heading: string): void {
    if (w.before === null && w.after === '') {
      w.after = fresh();
      return;
    }
    const have = lineSet(w.after);
    const missing = lines.filter((l) => l.trim() && !have.has(normaliseLine(l)));
    if (missing.length === 0) return;
    const block = `${heading}\n\n${missing.join('\n')}\n`;
    w.append = w.append ? `${w.append}\n${block}` : block;
    w.after = `${w.after.replace(/\n*$/, '\n\n')}${block}`;
  }
  all(): TargetWrite[] {
    return [...this.map.values()].filter((w) => w.after !== (w.before ?? ''));
  }
}

function knowledgeText(src: SourceText, date: string): string {
  const fm = ['---', `source: ${JSON.stringify(src.shown)}`, `processed: "${date}"`, 'method: "extract"', 'model: null', 'prompt_ref: null', '---', ''];
  return `${fm.join('\n')}\n${src.text.replace(/\n*$/, '\n')}`;
}

export function planImport(sources: readonly SourceText[], current: CurrentText, date: string): ImportPlan {
  const targets = new Targets(current);
  const plan: ImportPlan = { writes: [], decisions: [], landings: [], notes: [] };
  const land = (src: SourceText, line: number, target: string, check: LineCheck) => plan.landings.push({ source: src.shown, line, target, check });
  const again = `## Imported from`;

  for (const given of sources) {
    const src = given.kind === 'archive' ? versionedArchive(given, current) : given;
    const lines = nonBlank(src.text);
    switch (src.kind) {
      case 'document':
      case 'session':
      case 'global':
      case 'archive': {
        const scope = src.kind === 'global' ? 'global' : 'project';
        const w = targets.get(scope, src.target);
        const fresh = () => (src.kind === 'document' ? knowledgeText(src, date) : src.text.replace(/\n*$/, '\n'));
        targets.addLines(w, src.text.split(/\r?\n/), fresh, `${again} ${src.shown} (${date})`);
        for (const l of lines) land(src, l.line, shownTarget(scope, src.target), { kind: 'line', text: normaliseLine(l.text) });
        break;
      }
      case 'jarvis-memory':
        planJarvisMemory(src, targets, plan, land, date);
        break;
      case 'decisions':
        planDecisionsFile(src, targets, plan, land, date);
        break;
      case 'events':
        planEvents(src, targets, plan, land, date);
        break;
    }
  }
  plan.writes = targets.all();
  return plan;
}

/**
 * An archive copy is kept verbatim (JSON must stay JSON), so a source that changed since its last
 * import gets a copy of its own, named by its hash, instead of lines appended to the old one.
 */
function versionedArchive(src: SourceText, current: CurrentText): SourceText {
  const before = current('project', src.target);
  if (before === null || before === src.text.replace(/\n*$/, '\n')) return src;
  const dot = src.target.lastIndexOf('.');
  return { ...src, target: `${src.target.slice(0, dot)}-${src.sha256.slice(0, 8)}${src.target.slice(dot)}` };
}

type Land = (src: SourceText, line: number, target: string, check: LineCheck) => void;

function shownTarget(scope: 'project' | 'global', p: string): string {
  return scope === 'global' ? `_global/${p}` : p;
}

function notesTarget(src: SourceText): string {
  return `notes/imported-${slugify(src.shown)}.md`;
}

/** A memory.md of our format (docs/FORMATS.md#memory): a canonical section's lines go under the same section of memory.md; the rest to notes/. */
function planJarvisMemory(src: SourceText, targets: Targets, plan: ImportPlan, land: Land, date: string): void {
  const parsed = parseSections(src.text);
  const srcLines = src.text.split(/\r?\n/);
  const sectionOf = new Map<number, CanonicalSection | undefined>();
  for (const s of parsed.sections) for (let i = s.headingLine; i <= s.endLine; i++) sectionOf.set(i, s.canonical);
  const headingLines = new Set(parsed.sections.map((s) => s.headingLine));
  const mem = targets.get('project', 'memory.md');
  let memText = addMissingSections(mem.after || '');
  const have = lineSet(memText);
  const toNotes: { line: number; text: string }[] = [];
  const toMemory: { line: number; text: string; section: CanonicalSection }[] = [];
  for (const l of nonBlank(src.text)) {
    const section = sectionOf.get(l.line);
    if (section && canonicalSectionName(normaliseLine(l.text)) === section) toMemory.push({ ...l, section });
    else if (section) toMemory.push({ ...l, section });
    else toNotes.push(l);
  }
  for (const l of toMemory) {
    // A section's own heading is memory.md's already; a `## ` line in fenced code is a line to keep.
    if (headingLines.has(l.line) || have.has(normaliseLine(l.text))) continue;
    memText = insertAtSectionEnd(memText, l.section, [l.text]);
    have.add(normaliseLine(l.text));
  }
  if (memText.split('\n').length > MEMORY_HARD_MAX) {
    plan.notes.push(`${src.shown}: memory.md would exceed ${MEMORY_HARD_MAX} lines, so all of it goes to ${notesTarget(src)}.`);
    toNotes.splice(0, toNotes.length, ...nonBlank(src.text));
  } else {
    mem.after = memText;
    for (const l of toMemory) land(src, l.line, 'memory.md', { kind: 'line', text: normaliseLine(l.text) });
  }
  if (toNotes.length) {
    const w = targets.get('project', notesTarget(src));
    const text = toNotes.map((l) => srcLines[l.line - 1] as string);
    targets.addLines(w, text, () => `# Imported from ${src.shown}\n\n${text.join('\n')}\n`, `## Imported from ${src.shown} (${date})`);
    for (const l of toNotes) land(src, l.line, notesTarget(src), { kind: 'line', text: normaliseLine(l.text) });
  }
}

const KNOWN_FIELDS = new Set(['status', 'date', 'topic', 'location', 'supersedes', 'supersededby']);
const fieldKey = (k: string) => k.toLowerCase().replace(/[^a-z]/g, '');
const ids = (v: string | undefined) =>
  (v ?? '')
    .split(/[\s,]+/)
    .filter((x) => /^[Dd]\d+$/.test(x))
    .map((x) => x.toUpperCase());

/** A decisions.md of the docs/FORMATS.md#decisions format: every entry through add_decision, in order, links mapped. */
function planDecisionsFile(src: SourceText, targets: Targets, plan: ImportPlan, land: Land, date: string): void {
  const parsed = parseDecisions(src.text);
  const srcLines = src.text.split(/\r?\n/);
  const inEntry = new Set<number>();
  const keyOf = (id: string) => `${src.shown}#${id}`;
  const known = new Set(parsed.entries.map((e) => e.id));
  const successors = new Map<string, string[]>();
  for (const e of parsed.entries) for (const old of ids(e.supersedes)) successors.set(old, [...(successors.get(old) ?? []), e.id]);
  for (const e of parsed.entries)
    if (e.supersededBy)
      for (const by of ids(e.supersededBy)) if (!successors.get(e.id)?.includes(by)) successors.set(e.id, [...(successors.get(e.id) ?? []), by]);
  const order = new Map(parsed.entries.map((e, i) => [e.id, i]));
  for (const [i, e] of parsed.entries.entries()) {
    const key = keyOf(e.id);
    const willBeSuperseded = (successors.get(e.id) ?? []).some((s) => known.has(s) && (order.get(s) as number) > i);
    // add_decision refuses a new decision that starts Superseded (it would name no successor): one
    // whose successor is not imported after it keeps its status line verbatim in the body, as Draft.
    const orphanSuperseded = e.status === 'Superseded' && !willBeSuperseded;
    const fieldLines = new Map(e.fields.map((f) => [f.line, f]));
    const extra: string[] = [];
    for (let n = e.startLine; n <= e.endLine; n++) {
      inEntry.add(n);
      const raw = srcLines[n - 1] as string;
      if (!raw.trim()) continue;
      if (n === e.startLine) {
        land(src, n, 'decisions.md', { kind: 'decision-title', key, title: e.title });
        continue;
      }
      const f = fieldLines.get(n);
      const fk = f ? fieldKey(f.key) : '';
      const unresolved = f && (fk === 'supersedes' || fk === 'supersededby') && ids(f.value).some((x) => !known.has(x));
      const badStatus = f && fk === 'status' && (e.status === undefined || orphanSuperseded);
      if (unresolved || badStatus) {
        // A link to a decision not in this file, or a status outside docs/FORMATS.md#decisions: kept verbatim in the body.
        extra.push(raw.trim());
        land(src, n, 'decisions.md', { kind: 'decision-text', key, text: normaliseLine(raw) });
      } else if (f && fk === 'supersedes')
        land(src, n, 'decisions.md', {
          kind: 'decision-link',
          key,
          field: 'supersedes',
          refs: ids(f.value)
            .filter((x) => known.has(x))
            .map(keyOf),
        });
      else if (f && fk === 'supersededby')
        land(src, n, 'decisions.md', {
          kind: 'decision-link',
          key,
          field: 'supersededBy',
          refs: ids(f.value)
            .filter((x) => known.has(x))
            .map(keyOf),
        });
      else if (f && KNOWN_FIELDS.has(fk) && !(fk === 'date' && !isIsoDate(f.value)))
        land(src, n, 'decisions.md', { kind: 'decision-text', key, text: normaliseLine(raw) });
      else {
        // Unknown fields and body lines are kept verbatim in the body.
        if (f) extra.push(raw.trim());
        land(src, n, 'decisions.md', { kind: 'decision-text', key, text: normaliseLine(raw) });
      }
    }
    const earlier = (x: string) => known.has(x) && (order.get(x) as number) < i;
    const supersedes = [
      ...new Set([
        ...ids(e.supersedes).filter(earlier),
        ...parsed.entries.filter((o) => earlier(o.id) && successors.get(o.id)?.includes(e.id)).map((o) => o.id),
      ]),
    ];
    const marker = `Imported from ${src.shown} as ${e.id}.`;
    const body = [...extra, ...(e.body.trim() ? [e.body.trim()] : []), marker].join('\n\n');
    plan.decisions.push({
      key,
      marker,
      title: e.title,
      status: orphanSuperseded ? 'Draft' : willBeSuperseded && e.status === 'Superseded' ? 'Active' : (e.status ?? 'Draft'),
      date: e.date && isIsoDate(e.date) ? e.date : date,
      topic: e.topic,
      location: e.location,
      supersedes: supersedes.map(keyOf),
      body,
    });
  }
  const rest = nonBlank(src.text).filter((l) => !inEntry.has(l.line));
  if (rest.length) {
    const w = targets.get('project', notesTarget(src));
    const text = rest.map((l) => l.text);
    targets.addLines(w, text, () => `# Imported from ${src.shown}\n\n${text.join('\n')}\n`, `## Imported from ${src.shown} (${date})`);
    for (const l of rest) land(src, l.line, notesTarget(src), { kind: 'line', text: normaliseLine(l.text) });
  }
}

interface PjmEvent {
  id?: unknown;
  type?: unknown;
  summary?: unknown;
  timestamp?: unknown;
  location?: unknown;
  notes?: unknown;
  supersedes?: unknown;
  outcome?: unknown;
  files?: unknown;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A Projectmem events.jsonl: decision events become decisions (supersede chains kept), the rest one note file. */
function planEvents(src: SourceText, targets: Targets, plan: ImportPlan, land: Land, date: string): void {
  const notePath = notesTarget(src);
  const noteLines: string[] = [];
  const keys = new Set<string>();
  for (const l of nonBlank(src.text)) {
    let ev: PjmEvent | null = null;
    try {
      const v: unknown = JSON.parse(l.text);
      if (v && typeof v === 'object' && !Array.isArray(v)) ev = v as PjmEvent;
    } catch {
      ev = null;
    }
    const id = str(ev?.id);
    const summary = str(ev?.summary);
    if (ev && id && summary && ev.type === 'decision') {
      const key = `${src.shown}#${id}`;
      const day = str(ev.timestamp)?.slice(0, 10);
      const marker = `Imported from ${src.shown} as ${id}.`;
      const sup = str(ev.supersedes);
      const files = Array.isArray(ev.files) ? ev.files.filter((f): f is string => typeof f === 'string') : [];
      plan.decisions.push({
        key,
        marker,
        title: summary.replace(/\s+/g, ' '),
        status: 'Active',
        date: day && isIsoDate(day) ? day : date,
        location: str(ev.location)?.replace(/\s+/g, ' '),
        supersedes: sup && keys.has(`${src.shown}#${sup}`) ? [`${src.shown}#${sup}`] : [],
        body: [str(ev.notes), files.length ? `Files: ${files.join(', ')}` : undefined, marker].filter(Boolean).join('\n\n'),
      });
      keys.add(key);
      land(src, l.line, 'decisions.md', { kind: 'decision-text', key, text: marker });
      continue;
    }
    // Other events (issue, attempt, fix, note...) and unreadable lines: one readable line each, id kept.
    const rendered =
      ev && summary
        ? `- ${[str(ev.timestamp), str(ev.type), str(ev.outcome)].filter(Boolean).join(' · ')}: ${summary.replace(/\s+/g, ' ')}${str(ev.notes) ? ` — ${str(ev.notes)?.replace(/\s+/g, ' ')}` : ''}${id ? ` (${id})` : ''}`
        : l.text.trim();
    noteLines.push(rendered);
    land(src, l.line, notePath, { kind: 'line', text: normaliseLine(rendered) });
  }
  if (noteLines.length) {
    const w = targets.get('project', notePath);
    targets.addLines(w, noteLines, () => `# Imported from ${src.shown}\n\n${noteLines.join('\n')}\n`, `## Imported from ${src.shown} (${date})`);
  }
}
