/**
 * decisions.md: one status-based log of decisions (SPEC §2). Humans edit this file, so parsing is
 * tolerant (separator `·`, `-`, `:` or `—`; field names in any case; bold keys; unknown fields kept)
 * and every edit splices whole lines: bytes that a change does not concern stay identical.
 *
 * An entry runs from its `## D<n> · Title` heading to the next level-1 or level-2 heading outside a
 * code fence. Its field list is the run of `- Key: value` lines right after the heading (blank lines
 * between heading and fields are tolerated); the body is what follows.
 *
 * A compacted entry is one heading line, `## D3 · Title — Superseded by D9 → archive/decisions-202611.md#d3`,
 * which still parses as an entry (id, title, status) so that consolidation recognises it.
 */
import { isIsoDate, assertIsoDate } from './dates.js';
import { MemoryError } from './errors.js';
import { fenceTracker, isBlank, lineContent, lineEnding, preferredEol, splitLinesKeepEnds, appendBlock } from './text-lines.js';

export const DECISION_STATUSES = ['Draft', 'Active', 'Under Review', 'Superseded', 'Retired'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export interface DecisionField {
  /** The key as written (e.g. `status`, `Superseded by`). */
  key: string;
  value: string;
  /** 1-indexed line of the field. */
  line: number;
}

export interface DecisionStub {
  /** Where the full text lives, e.g. `archive/decisions-202611.md#d3`. */
  link: string;
}

export interface DecisionEntry {
  id: string;
  num: number;
  title: string;
  /** Undefined when the Status field is missing or not one of DECISION_STATUSES (see `statusText`). */
  status: DecisionStatus | undefined;
  statusText: string | undefined;
  date: string | undefined;
  topic?: string;
  location?: string;
  supersedes?: string;
  supersededBy?: string;
  /** Every field line in file order, known and unknown. */
  fields: DecisionField[];
  body: string;
  /** 1-indexed heading line. */
  startLine: number;
  /** 1-indexed last non-blank line of the entry (trailing blank lines are separators, not content). */
  endLine: number;
  /** Exact text of lines startLine..endLine, without the final line terminator. */
  raw: string;
  /** Present when the entry is a compacted one-line stub. */
  stub?: DecisionStub;
}

export interface ParsedDecisions {
  /** Exact text before the first entry. */
  preamble: string;
  entries: DecisionEntry[];
}

const DECISION_HEADING = /^##[ \t]+[Dd](\d+)(?!\d)[ \t]*(?:(?:·|•|—|–|-|:|\.)[ \t]*)?(.*?)[ \t]*$/;
const SECTION_HEADING = /^#{1,2}(?:[ \t]|$)/;
const FIELD_LINE =
  /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
const STUB_TITLE =
  /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
const DECISION_ID = /^D(\d+)$/i;

/** Field keys compared without case, spaces or punctuation: `Superseded-by` = `superseded by`. */
function fieldKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z]/g, '');
}

/** The canonical status for a hand-typed one (`under review`, `UNDER-REVIEW`), or undefined. */
export function normaliseStatus(text: string): DecisionStatus | undefined {
  const key = fieldKey(text);
  return DECISION_STATUSES.find((s) => fieldKey(s) === key);
}

/** `d07` -> `D7`; undefined when not a decision id. */
export function normaliseDecisionId(text: string): string | undefined {
  const m = DECISION_ID.exec(text.trim());
  return m ? `D${Number(m[1])}` : undefined;
}

/** Every `D<n>` mentioned in a field such as `Supersedes: D3, D4`. */
export function decisionIdsIn(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/\bD(\d+)\b/gi)].map((m) => `D${Number(m[1])}`);
}

interface EntrySpan {
  heading: number;
  /** Index of the last line before the next section heading (or end of file). */
  end: number;
}

interface Scan {
  lines: string[];
  contents: string[];
  spans: EntrySpan[];
  /** Indexes of level-1/2 headings that are not decision headings, after the first entry. */
  strayHeadings: number[];
}

function scan(text: string): Scan {
  const lines = splitLinesKeepEnds(text);
  const contents = lines.map(lineContent);
  const inFence = fenceTracker();
  const headings: { index: number; decision: boolean }[] = [];
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i]!;
    if (inFence(c)) continue;
    if (SECTION_HEADING.test(c)) headings.push({ index: i, decision: DECISION_HEADING.test(c) });
  }
  const spans: EntrySpan[] = [];
  const strayHeadings: number[] = [];
  for (let h = 0; h < headings.length; h++) {
    const { index, decision } = headings[h]!;
    if (decision) {
      const next = headings[h + 1];
      spans.push({ heading: index, end: (next ? next.index : lines.length) - 1 });
    } else if (spans.length > 0) {
      strayHeadings.push(index);
    }
  }
  return { lines, contents, spans, strayHeadings };
}

interface EntryLayout {
  entry: DecisionEntry;
  /** 0-indexed heading, field lines and last non-blank line. */
  heading: number;
  fieldIndexes: number[];
  last: number;
}

function layoutEntry(s: Scan, span: EntrySpan): EntryLayout {
  const { lines, contents } = s;
  const head = DECISION_HEADING.exec(contents[span.heading]!)!;
  const num = Number(head[1]);
  let title = head[2] ?? '';
  let last = span.end;
  while (last > span.heading && isBlank(contents[last]!)) last--;

  let i = span.heading + 1;
  while (i <= last && isBlank(contents[i]!)) i++;
  const fieldIndexes: number[] = [];
  const fields: DecisionField[] = [];
  for (; i <= last; i++) {
    const m = FIELD_LINE.exec(contents[i]!);
    if (!m) break;
    fieldIndexes.push(i);
    fields.push({ key: m[1]!.trim(), value: m[2]!, line: i + 1 });
  }
  const bodyStart = fieldIndexes.length > 0 ? fieldIndexes[fieldIndexes.length - 1]! + 1 : span.heading + 1;
  let b = bodyStart;
  while (b <= last && isBlank(contents[b]!)) b++;
  const body = contents.slice(b, last + 1).join('\n');

  const known = new Map<string, string>();
  for (const f of fields) {
    const k = fieldKey(f.key);
    if (!known.has(k)) known.set(k, f.value);
  }
  let statusText = known.get('status');
  let stub: DecisionStub | undefined;
  let stubSupersededBy: string | undefined;
  const stubMatch = STUB_TITLE.exec(title);
  if (stubMatch) {
    title = stubMatch[1]!.trim();
    stub = { link: stubMatch[4]! };
    statusText ??= stubMatch[2]!;
    stubSupersededBy = stubMatch[3] ? normaliseDecisionId(stubMatch[3]) : undefined;
  }
  const entry: DecisionEntry = {
    id: `D${num}`,
    num,
    title,
    status: statusText === undefined ? undefined : normaliseStatus(statusText),
    statusText,
    date: known.get('date'),
    fields,
    body,
    startLine: span.heading + 1,
    endLine: last + 1,
    raw: contents.slice(span.heading, last + 1).reduce((acc, c, k) => (k === 0 ? c : acc + lineEnding(lines[span.heading + k - 1]!) + c), ''),
  };
  const optional: [keyof DecisionEntry, string][] = [
    ['topic', 'topic'],
    ['location', 'location'],
    ['supersedes', 'supersedes'],
    ['supersededBy', 'supersededby'],
  ];
  for (const [prop, key] of optional) {
    const v = known.get(key);
    if (v !== undefined) (entry as unknown as Record<string, string>)[prop] = v;
  }
  if (entry.supersededBy === undefined && stubSupersededBy !== undefined) entry.supersededBy = stubSupersededBy;
  if (stub) entry.stub = stub;
  return { entry, heading: span.heading, fieldIndexes, last };
}

export function parseDecisions(text: string): ParsedDecisions {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join('') : text;
  return { preamble, entries };
}

/** The number for the next decision: one more than the highest in use (stubs included). */
export function nextDecisionNumber(entries: readonly Pick<DecisionEntry, 'num'>[]): number {
  let max = 0;
  for (const e of entries) if (e.num > max) max = e.num;
  return max + 1;
}

export interface NewDecision {
  num: number;
  title: string;
  status: string;
  date: string;
  topic?: string;
  location?: string;
  supersedes?: string;
  body?: string;
}

function singleLine(value: string, field: string): string {
  const v = value.trim();
  if (/[\r\n]/.test(v)) {
    throw new MemoryError('INVALID_INPUT', `The decision ${field} must be a single line.`, `Put longer text in the body.`);
  }
  return v;
}

function requireStatus(status: string): DecisionStatus {
  const s = normaliseStatus(status);
  if (!s) {
    throw new MemoryError(
      'INVALID_INPUT',
      `"${status}" is not a decision status.`,
      `Use one of: ${DECISION_STATUSES.join(', ')}.`,
    );
  }
  return s;
}

function requireDecisionId(value: string, field: string): string {
  const id = normaliseDecisionId(value);
  if (!id) throw new MemoryError('INVALID_INPUT', `${field} must be a decision id such as D3, got "${value}".`);
  return id;
}

/**
 * Level-1 and level-2 headings in a body would end the entry (and `## D9 · X` would forge one), so
 * they are nested below the entry's heading: `# A` becomes `### A`, `## B` becomes `#### B`.
 */
function nestBodyHeadings(body: string): string {
  const inFence = fenceTracker();
  return body
    .split('\n')
    .map((line) => (inFence(line) ? line : line.replace(/^([ \t]{0,3})(#{1,2})(?=[ \t]|$)/, (_m, indent: string, hashes: string) => `${indent}${'#'.repeat(hashes.length + 2)}`)))
    .join('\n');
}

/** One entry in the canonical layout, ending with a newline. */
export function renderDecision(d: NewDecision): string {
  if (!Number.isInteger(d.num) || d.num < 1) {
    throw new MemoryError('INVALID_INPUT', `A decision number must be a positive integer, got ${d.num}.`);
  }
  const title = singleLine(d.title, 'title');
  if (title === '') throw new MemoryError('INVALID_INPUT', 'A decision needs a one-line title.');
  const lines = [`## D${d.num} · ${title}`, `- Status: ${requireStatus(d.status)}`, `- Date: ${assertIsoDate(d.date, 'Date')}`];
  if (d.topic?.trim()) lines.push(`- Topic: ${singleLine(d.topic, 'topic')}`);
  if (d.location?.trim()) lines.push(`- Location: ${singleLine(d.location, 'location')}`);
  if (d.supersedes?.trim()) {
    const ids = singleLine(d.supersedes, 'supersedes')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((v) => requireDecisionId(v, 'Supersedes'));
    lines.push(`- Supersedes: ${ids.join(', ')}`);
  }
  const body = nestBodyHeadings(d.body?.replace(/\r\n/g, '\n') ?? '').trim();
  if (body) lines.push('', body);
  return lines.join('\n') + '\n';
}

/** The one-line stub that replaces a compacted entry. */
export function renderDecisionStub(s: {
  num: number;
  title: string;
  status: DecisionStatus;
  supersededBy?: string;
  link: string;
}): string {
  const by = s.status === 'Superseded' && s.supersededBy ? ` by ${s.supersededBy}` : '';
  return `## D${s.num} · ${s.title} — ${s.status}${by} → ${s.link}`;
}

/** Appends a rendered entry: exactly one blank line before it, one newline at the end of the file. */
export function appendDecision(text: string, rendered: string): string {
  return appendBlock(text, rendered);
}

export interface DecisionNote {
  date: string;
  text: string;
}

export interface DecisionChanges {
  status?: string;
  supersededBy?: string;
  /** Appended to the field list as `- Review note: <date> — <text>`, so it travels with the status. */
  note?: DecisionNote;
}

interface ValidChanges {
  status?: DecisionStatus;
  supersededBy?: string;
  note?: string;
}

function validateChanges(c: DecisionChanges): ValidChanges {
  const v: ValidChanges = {};
  if (c.status !== undefined) v.status = requireStatus(c.status);
  if (c.supersededBy !== undefined) v.supersededBy = requireDecisionId(c.supersededBy, 'Superseded by');
  if (c.note !== undefined) {
    const text = singleLine(c.note.text, 'note');
    if (text === '') throw new MemoryError('INVALID_INPUT', 'A review note needs text.');
    v.note = `${assertIsoDate(c.note.date, 'The note date')} — ${text}`;
  }
  return v;
}

/** Replaces the value of a field line, keeping the key, bullet and spacing as written. */
function withValue(line: string, value: string): string {
  const content = lineContent(line);
  const m = FIELD_LINE.exec(content)!;
  const [start, end] = m.indices![2]!;
  return content.slice(0, start) + value + content.slice(end) + lineEnding(line);
}

/** New lines for an entry's [heading, last] range. Inserted lines use the heading's newline. */
function editedEntryLines(s: Scan, layout: EntryLayout, changes: ValidChanges, eol: string): string[] {
  const { lines, contents } = s;
  const out = lines.slice(layout.heading, layout.last + 1);
  const rel = (i: number) => i - layout.heading;
  const fieldsOf = (k: string) => layout.fieldIndexes.filter((i) => fieldKey(FIELD_LINE.exec(contents[i]!)![1]!) === k);
  // Insertions are recorded as "after relative line r" and applied last, bottom-up.
  const inserts: { after: number; text: string }[] = [];
  const lastField = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[layout.fieldIndexes.length - 1]!) : 0;

  if (changes.status !== undefined) {
    const [at] = fieldsOf('status');
    if (at !== undefined) {
      if (normaliseStatus(FIELD_LINE.exec(contents[at]!)![2]!) !== changes.status) out[rel(at)] = withValue(lines[at]!, changes.status);
    } else {
      const before = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[0]!) - 1 : 0;
      inserts.push({ after: before, text: `- Status: ${changes.status}` });
    }
  }
  if (changes.supersededBy !== undefined) {
    const [at] = fieldsOf('supersededby');
    if (at !== undefined) {
      if (FIELD_LINE.exec(contents[at]!)![2]! !== changes.supersededBy) out[rel(at)] = withValue(lines[at]!, changes.supersededBy);
    } else {
      inserts.push({ after: lastField, text: `- Superseded by: ${changes.supersededBy}` });
    }
  }
  if (changes.note !== undefined) inserts.push({ after: lastField, text: `- Review note: ${changes.note}` });

  // Stable bottom-up application keeps the order in which inserts at one position were recorded.
  const byPosition = new Map<number, string[]>();
  for (const ins of inserts) byPosition.set(ins.after, [...(byPosition.get(ins.after) ?? []), ins.text]);
  for (const after of [...byPosition.keys()].sort((a, b) => b - a)) {
    const texts = byPosition.get(after)!;
    const anchor = out[after]!;
    const anchorEnding = lineEnding(anchor);
    if (anchorEnding === '') {
      // The anchor was the last line of a file without a final newline: keep it that way.
      out[after] = anchor + eol;
      out.splice(after + 1, 0, ...texts.map((t, k) => (k === texts.length - 1 ? t : t + eol)));
    } else {
      out.splice(after + 1, 0, ...texts.map((t) => t + anchorEnding));
    }
  }
  return out;
}

function findUnique(s: Scan, id: string): EntrySpan {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError('INVALID_INPUT', `"${id}" is not a decision id.`, 'Decision ids look like D7.');
  const found = s.spans.filter((span) => `D${Number(DECISION_HEADING.exec(s.contents[span.heading]!)![1])}` === wanted);
  if (found.length === 0) {
    throw new MemoryError('NOT_FOUND', `decisions.md has no decision ${wanted}.`, 'List the decisions to find the right id.');
  }
  if (found.length > 1) {
    throw new MemoryError(
      'INVALID_FORMAT',
      `decisions.md has ${found.length} entries with id ${wanted}.`,
      'Renumber the duplicate by hand (project-memory doctor lists them).',
    );
  }
  return found[0]!;
}

/**
 * Changes the field lines of several entries at once (one parse, one pass). Only the status value,
 * the Superseded by value and the inserted lines differ from the input; every other byte is kept.
 */
export function setDecisionFieldsMany(text: string, changesById: ReadonlyMap<string, DecisionChanges>): string {
  if (changesById.size === 0) return text;
  const s = scan(text);
  const eol = preferredEol(text);
  const edits = new Map<number, ValidChanges>();
  for (const [id, changes] of changesById) {
    const span = findUnique(s, id);
    const layout = layoutEntry(s, span);
    if (layout.entry.stub) {
      throw new MemoryError(
        'INVALID_INPUT',
        `${layout.entry.id} is compacted to a one-line stub and cannot be changed in decisions.md.`,
        `Its full entry is in ${layout.entry.stub.link.replace(/#.*$/, '')}; edit the stub by hand if it must change.`,
      );
    }
    edits.set(span.heading, validateChanges(changes));
  }
  const out: string[] = [];
  let i = 0;
  for (const span of s.spans) {
    const changes = edits.get(span.heading);
    if (!changes) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]!);
    out.push(...editedEntryLines(s, layout, changes, eol));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]!);
  return out.join('');
}

/** Changes the field lines of one entry in place (see setDecisionFieldsMany). */
export function setDecisionFields(text: string, id: string, changes: DecisionChanges): string {
  return setDecisionFieldsMany(text, new Map([[id, changes]]));
}

/**
 * Replaces whole entries (heading through last non-blank line) by new text, keeping the blank lines
 * that separate them from what follows. Used to leave a stub where an entry was compacted.
 */
export function replaceDecisionEntries(text: string, replacementsById: ReadonlyMap<string, string>): string {
  if (replacementsById.size === 0) return text;
  const s = scan(text);
  const byHeading = new Map<number, string>();
  for (const [id, replacement] of replacementsById) byHeading.set(findUnique(s, id).heading, replacement);
  const out: string[] = [];
  let i = 0;
  for (const span of s.spans) {
    const replacement = byHeading.get(span.heading);
    if (replacement === undefined) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]!);
    out.push(replacement + lineEnding(s.lines[layout.last]!));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]!);
  return out.join('');
}

export type DecisionProblemCode =
  | 'DUPLICATE_ID'
  | 'MISSING_STATUS'
  | 'UNKNOWN_STATUS'
  | 'MISSING_DATE'
  | 'INVALID_DATE'
  | 'UNKNOWN_REFERENCE'
  | 'STRAY_SECTION';

export interface DecisionProblem {
  code: DecisionProblemCode;
  severity: 'error' | 'warning';
  /** 1-indexed line the problem is about. */
  line: number;
  id?: string;
  message: string;
}

/** What `doctor` reports about decisions.md; problems are values, nothing is thrown. */
export function validateDecisions(text: string): DecisionProblem[] {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const problems: DecisionProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const e of entries) {
    const seen = firstLine.get(e.id);
    if (seen !== undefined) {
      problems.push({
        code: 'DUPLICATE_ID',
        severity: 'error',
        line: e.startLine,
        id: e.id,
        message: `${e.id} at line ${e.startLine} repeats the id of the entry at line ${seen}; renumber one of them.`,
      });
    } else {
      firstLine.set(e.id, e.startLine);
    }
    if (e.statusText === undefined) {
      problems.push({ code: 'MISSING_STATUS', severity: 'error', line: e.startLine, id: e.id, message: `${e.id} has no Status field.` });
    } else if (e.status === undefined) {
      problems.push({
        code: 'UNKNOWN_STATUS',
        severity: 'error',
        line: e.startLine,
        id: e.id,
        message: `${e.id} has status "${e.statusText}"; use one of ${DECISION_STATUSES.join(', ')}.`,
      });
    }
    if (!e.stub) {
      if (e.date === undefined) {
        problems.push({ code: 'MISSING_DATE', severity: 'error', line: e.startLine, id: e.id, message: `${e.id} has no Date field.` });
      } else if (!isIsoDate(e.date)) {
        problems.push({
          code: 'INVALID_DATE',
          severity: 'error',
          line: e.startLine,
          id: e.id,
          message: `${e.id} has date "${e.date}"; dates are real days in YYYY-MM-DD form.`,
        });
      }
    }
  }
  for (const e of entries) {
    for (const ref of [...decisionIdsIn(e.supersedes), ...decisionIdsIn(e.supersededBy)]) {
      if (!firstLine.has(ref)) {
        problems.push({
          code: 'UNKNOWN_REFERENCE',
          severity: 'warning',
          line: e.startLine,
          id: e.id,
          message: `${e.id} refers to ${ref}, which is not in decisions.md.`,
        });
      }
    }
  }
  for (const index of s.strayHeadings) {
    problems.push({
      code: 'STRAY_SECTION',
      severity: 'warning',
      line: index + 1,
      message: `Line ${index + 1} ("${s.contents[index]!.trim()}") is a heading between decisions but not a "## D<n> · Title" entry.`,
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}
