/**
 * decisions.md: one status-based log of decisions (docs/FORMATS.md#decisions). Humans edit this file, so parsing is
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
import { assertIsoDate } from './dates.js';
import { MemoryError } from './errors.js';
import {
  formatDecisionId,
  layoutEntry,
  requireDecisionId,
  requireStatus,
  scan,
  singleLine,
  type DecisionEntry,
  type DecisionStatus,
  type ParsedDecisions,
} from './decisions-scan.js';
import { nestAtxHeadings } from './markdown-blocks.js';
import { appendBlock } from './text-lines.js';

export {
  DECISION_STATUSES,
  normaliseStatus,
  normaliseDecisionId,
  decisionIdsIn,
  formatDecisionId,
  compareDecisionIds,
  type DecisionStatus,
  type DecisionField,
  type DecisionStub,
  type DecisionEntry,
  type ParsedDecisions,
} from './decisions-scan.js';
export { setDecisionFields, setDecisionFieldsMany, replaceDecisionEntries, type DecisionChanges, type DecisionNote } from './decision-edits.js';
export { validateDecisions, type DecisionProblem, type DecisionProblemCode } from './decision-problems.js';

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
  /** The branch-safe tag of a memory kept in git (`D12-k3f7`); see decisions-scan.ts. */
  tag?: string;
  title: string;
  status: string;
  date: string;
  topic?: string;
  location?: string;
  supersedes?: string;
  body?: string;
}

/**
 * Level-1 and level-2 headings in a body would end the entry (and `## D9 · X` would forge one), so
 * they are nested below the entry's heading: `# A` becomes `### A`, `## B` becomes `#### B`.
 */
function nestBodyHeadings(body: string): string {
  return nestAtxHeadings(body, 2, 2);
}

/** One entry in the canonical layout, ending with a newline. */
export function renderDecision(d: NewDecision): string {
  if (!Number.isInteger(d.num) || d.num < 1) {
    throw new MemoryError('INVALID_INPUT', `A decision number must be a positive integer, got ${d.num}.`);
  }
  const title = singleLine(d.title, 'title');
  if (title === '') throw new MemoryError('INVALID_INPUT', 'A decision needs a one-line title.');
  if (d.tag !== undefined && !/^(?=[a-z]*\d)[a-z0-9]{4}$/.test(d.tag))
    throw new MemoryError('INVALID_INPUT', `A decision id tag is four characters of a-z0-9 with a digit, got "${d.tag}".`);
  const lines = [`## ${formatDecisionId(d.num, d.tag)} · ${title}`, `- Status: ${requireStatus(d.status)}`, `- Date: ${assertIsoDate(d.date, 'Date')}`];
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
export function renderDecisionStub(s: { num: number; tag?: string; title: string; status: DecisionStatus; supersededBy?: string; link: string }): string {
  const by = s.status === 'Superseded' && s.supersededBy ? ` by ${s.supersededBy}` : '';
  return `## ${formatDecisionId(s.num, s.tag)} · ${s.title} — ${s.status}${by} → ${s.link}`;
}

/** Appends a rendered entry: exactly one blank line before it, one newline at the end of the file. */
export function appendDecision(text: string, rendered: string): string {
  return appendBlock(text, rendered);
}
