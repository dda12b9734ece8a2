/**
 * In-place edits of decisions.md. Every edit splices whole lines: only the status value, the
 * Superseded-by value and inserted field lines differ from the input; every other byte is kept,
 * because humans edit this file too.
 */
import { assertIsoDate } from './dates.js';
import {
  FIELD_LINE,
  fieldKey,
  headingDecisionId,
  layoutEntry,
  normaliseDecisionId,
  normaliseStatus,
  requireDecisionId,
  requireStatus,
  scan,
  singleLine,
  type DecisionStatus,
  type EntryLayout,
  type EntrySpan,
  type Scan,
} from './decisions-scan.js';
import { MemoryError } from './errors.js';
import { lineContent, lineEnding, preferredEol } from './text-lines.js';

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

/** Entry spans by normalised id, built once per edit so that batch edits stay linear. */
function spansById(s: Scan): Map<string, EntrySpan[]> {
  const byId = new Map<string, EntrySpan[]>();
  for (const span of s.spans) {
    const id = headingDecisionId(s.contents[span.heading]!)!;
    const list = byId.get(id);
    if (list) list.push(span);
    else byId.set(id, [span]);
  }
  return byId;
}

function findUnique(byId: ReadonlyMap<string, EntrySpan[]>, id: string): EntrySpan {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError('INVALID_INPUT', `"${id}" is not a decision id.`, 'Decision ids look like D7.');
  const found = byId.get(wanted) ?? [];
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
  const byId = spansById(s);
  for (const [id, changes] of changesById) {
    const span = findUnique(byId, id);
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
  const byId = spansById(s);
  for (const [id, replacement] of replacementsById) byHeading.set(findUnique(byId, id).heading, replacement);
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
