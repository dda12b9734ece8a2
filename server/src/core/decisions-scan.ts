/**
 * The reading side of decisions.md shared by parsing, editing and validation: the entry model,
 * the tolerant line patterns, and the scanner that finds entries (outside code fences) and their
 * field lines. See decisions.ts for the format.
 */
import { MemoryError } from './errors.js';
import { atxHeadingOf, classify } from './markdown-blocks.js';
import { isBlank, lineContent, lineEnding, splitLinesKeepEnds } from './text-lines.js';

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
  /** `D<n>`, or `D<n>-<tag>` for an id written in a memory kept in git (see decision-ids below). */
  id: string;
  num: number;
  /** The branch-safe suffix of `D12-k3f7`; undefined for a plain `D<n>`. */
  tag?: string;
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

/**
 * Decision ids. `D<n>` numbers increase per project. A memory kept in git (a shared folder, a
 * synced root) can gain decisions on two branches at once, which would both take the next number,
 * so there a new id carries a random tag: `D12-k3f7` (four characters of a-z0-9, at least one a
 * digit, so that a hand-typed `## D12-todo` stays a plain D12 titled "todo"). Plain ids keep
 * working everywhere; the number still orders decisions, the tag only keeps two apart.
 */
const ID_TAG = '(?=[a-z]*\\d)[a-z0-9]{4}(?![A-Za-z0-9])';
export const DECISION_HEADING = new RegExp(`^ {0,3}##[ \\t]+[Dd](\\d+)(?!\\d)(?:-(${ID_TAG}))?[ \\t]*(?:(?:·|•|—|–|-|:|\\.)[ \\t]*)?(.*?)[ \\t]*$`);
export const FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
export const STUB_TITLE =
  /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+(?:-[a-z0-9]{4})?))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
const DECISION_ID = new RegExp(`^D(\\d+)(?!\\d)(?:-(${ID_TAG}))?$`, 'i');
const DECISION_ID_IN_TEXT = new RegExp(`\\bD(\\d+)(?!\\d)(?:-(${ID_TAG}))?(?![\\w])`, 'gi');

/** The canonical id for a number and an optional tag: `D7`, `D12-k3f7`. */
export function formatDecisionId(num: number, tag?: string): string {
  return tag ? `D${num}-${tag.toLowerCase()}` : `D${num}`;
}

/** The id a decision heading line names, or undefined when the line is not one. */
export function headingDecisionId(line: string): string | undefined {
  const m = DECISION_HEADING.exec(line);
  return m ? formatDecisionId(Number(m[1]), m[2]) : undefined;
}

/** Whether a decisions.md holds a decision entry: a `## D<n>` heading outside fenced code and front matter. */
export function hasDecisionEntry(text: string): boolean {
  return classify(splitLinesKeepEnds(text).map(lineContent)).some((l) => atxHeadingOf(l, 2) !== undefined && DECISION_HEADING.test(l.text));
}

/** Orders ids by number, then tag (plain first): a total order, so sorted output is reproducible. */
export function compareDecisionIds(a: string, b: string): number {
  const pa = DECISION_ID.exec(a);
  const pb = DECISION_ID.exec(b);
  const na = pa ? Number(pa[1]) : Number.MAX_SAFE_INTEGER;
  const nb = pb ? Number(pb[1]) : Number.MAX_SAFE_INTEGER;
  if (na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Field keys compared without case, spaces or punctuation: `Superseded-by` = `superseded by`. */
export function fieldKey(key: string): string {
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
  return m ? formatDecisionId(Number(m[1]), m[2]) : undefined;
}

/** Every `D<n>` mentioned in a field such as `Supersedes: D3, D4`. */
export function decisionIdsIn(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(DECISION_ID_IN_TEXT)].map((m) => formatDecisionId(Number(m[1]), m[2]));
}

export interface EntrySpan {
  heading: number;
  /** Index of the last line before the next section heading (or end of file). */
  end: number;
}

export interface Scan {
  lines: string[];
  contents: string[];
  spans: EntrySpan[];
  /** Indexes of level-1/2 headings that are not decision headings, after the first entry. */
  strayHeadings: number[];
}

export function scan(text: string): Scan {
  const lines = splitLinesKeepEnds(text);
  const contents = lines.map(lineContent);
  const kinds = classify(contents);
  const headings: { index: number; decision: boolean }[] = [];
  for (let i = 0; i < contents.length; i++) {
    const h = atxHeadingOf(kinds[i]);
    if (h && h.level <= 2) headings.push({ index: i, decision: h.level === 2 && DECISION_HEADING.test(contents[i]!) });
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

export interface EntryLayout {
  entry: DecisionEntry;
  /** 0-indexed heading, field lines and last non-blank line. */
  heading: number;
  fieldIndexes: number[];
  last: number;
}

export function layoutEntry(s: Scan, span: EntrySpan): EntryLayout {
  const { lines, contents } = s;
  const head = DECISION_HEADING.exec(contents[span.heading]!)!;
  const num = Number(head[1]);
  const tag = head[2]?.toLowerCase();
  let title = head[3] ?? '';
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
    id: formatDecisionId(num, tag),
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
  if (tag) entry.tag = tag;
  return { entry, heading: span.heading, fieldIndexes, last };
}

export function singleLine(value: string, field: string): string {
  const v = value.trim();
  if (/[\r\n]/.test(v)) {
    throw new MemoryError('INVALID_INPUT', `The decision ${field} must be a single line.`, `Put longer text in the body.`);
  }
  return v;
}

export function requireStatus(status: string): DecisionStatus {
  const s = normaliseStatus(status);
  if (!s) {
    throw new MemoryError('INVALID_INPUT', `"${status}" is not a decision status.`, `Use one of: ${DECISION_STATUSES.join(', ')}.`);
  }
  return s;
}

export function requireDecisionId(value: string, field: string): string {
  const id = normaliseDecisionId(value);
  if (!id) throw new MemoryError('INVALID_INPUT', `${field} must be a decision id such as D3, got "${value}".`);
  return id;
}
