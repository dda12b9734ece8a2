/**
 * The rules a change to decisions.md obeys, whichever path makes it: `add_decision`, an
 * `append_to_file`, a `write_file` that creates the log, the CLI, an import (docs/FORMATS.md#decisions).
 * Checked on the whole file before and after the change, so a path cannot get round
 * them by the way it words its text:
 *
 * - every new entry has a known Status and a real Date (a compacted stub has no Date);
 * - its id is unused and higher than every id before it (ids grow as decisions are appended);
 * - what it Supersedes exists and is not already superseded by another decision; a new entry is
 *   not born Superseded unless its `Superseded by` names a decision of the file;
 * - entries already in the log keep their id, status and date, except that a decision named in a
 *   new entry's Supersedes may become `Superseded` by it (what add_decision writes).
 *
 * Before this module, only add_decision held these: an append of `- Status: Maybe` or of a
 * second `## D1` was stored, and consolidation found it afterwards.
 */
import { isIsoDate } from './dates.js';
import { DECISION_STATUSES, decisionIdsIn, layoutEntry, normaliseDecisionId, scan, type DecisionEntry } from './decisions-scan.js';
import { MemoryError } from './errors.js';

function entriesOf(text: string): DecisionEntry[] {
  const s = scan(text);
  return s.spans.map((span) => layoutEntry(s, span).entry);
}

function refuse(code: 'INVALID_INPUT' | 'NOT_FOUND' | 'CONFLICT', message: string, hint: string): never {
  throw new MemoryError(code, message, hint);
}

/** The entry that currently stands for `entry`: its Superseded-by chain followed to the end (D1 ← D3 ← D4 gives D4). */
function liveEndOfChain(byId: ReadonlyMap<string, DecisionEntry>, entry: DecisionEntry): string {
  const seen = new Set<string>([entry.id]);
  let current = entry;
  for (;;) {
    const nextId = current.status === 'Superseded' ? normaliseDecisionId(current.supersededBy ?? '') : undefined;
    const next = nextId ? byId.get(nextId) : undefined;
    if (!nextId || !next || seen.has(nextId)) return nextId ?? current.id;
    seen.add(nextId);
    current = next;
  }
}

const FIX = 'Use add_decision, which numbers, dates and links decisions itself.';

function checkNewEntry(
  e: DecisionEntry,
  earlier: readonly DecisionEntry[],
  before: ReadonlyMap<string, DecisionEntry>,
  all: ReadonlySet<string>,
  where: string,
): void {
  if (e.statusText === undefined)
    refuse('INVALID_INPUT', `${e.id} has no "- Status:" line, so it was not written.`, `Add one of ${DECISION_STATUSES.join(', ')}. ${FIX}`);
  if (e.status === undefined)
    refuse('INVALID_INPUT', `${e.id} has status "${e.statusText}", which is not one of ${DECISION_STATUSES.join(', ')}, so it was not written.`, FIX);
  if (!e.stub) {
    if (e.date === undefined) refuse('INVALID_INPUT', `${e.id} has no "- Date: YYYY-MM-DD" line, so it was not written.`, FIX);
    if (!isIsoDate(e.date))
      refuse(
        'INVALID_INPUT',
        `${e.id} has date "${e.date}", which is not a real day in YYYY-MM-DD form, so it was not written.`,
        'Check the month (01-12) and the day of the month.',
      );
  }
  const used = earlier.find((o) => o.id === e.id);
  if (used) refuse('INVALID_INPUT', `${e.id} is already the id of the decision at line ${used.startLine}, so it was not written.`, FIX);
  const highest = earlier.reduce((m, o) => (o.num > m.num ? o : m), { num: 0, id: '' } as Pick<DecisionEntry, 'num' | 'id'>);
  if (e.num < highest.num)
    refuse('INVALID_INPUT', `${e.id} comes after ${highest.id}, but decision ids only grow (the next one is D${highest.num + 1}), so it was not written.`, FIX);
  for (const id of decisionIdsIn(e.supersedes)) {
    const target = earlier.find((o) => o.id === id);
    if (!target) refuse('NOT_FOUND', `${id} is not in ${where}, so it cannot be superseded.`, 'Check the id with search or read_file decisions.md.');
    const old = before.get(id) ?? target;
    if (old.status === 'Superseded' && old.supersededBy)
      refuse('CONFLICT', `${id} is already superseded by ${old.supersededBy}.`, `Supersede ${liveEndOfChain(before, old)} instead.`);
  }
  const by = decisionIdsIn(e.supersededBy);
  if (e.status === 'Superseded' && by.length === 0)
    refuse(
      'INVALID_INPUT',
      `A new decision cannot start as Superseded: ${e.id} would name no successor.`,
      'Record the new decision with supersedes naming the old one instead.',
    );
  for (const id of by)
    if (!all.has(id))
      refuse(
        'NOT_FOUND',
        `${e.id} says it is superseded by ${id}, which is not in ${where}, so it was not written.`,
        'Check the id with search or read_file decisions.md.',
      );
}

/** Entries already in the log may change only by being superseded by a new entry that names them. */
function checkKeptEntry(old: DecisionEntry, now: DecisionEntry | undefined, supersededByNew: ReadonlyMap<string, string>): void {
  if (now === undefined || now.id !== old.id)
    refuse(
      'INVALID_INPUT',
      `The change would remove or renumber ${old.id}; decisions.md is append-only, so nothing was written.`,
      'Append new decisions after the existing ones.',
    );
  const newBy = supersededByNew.get(old.id);
  if (now.statusText !== old.statusText && !(now.status === 'Superseded' && newBy !== undefined && now.supersededBy === newBy)) {
    refuse(
      'INVALID_INPUT',
      `The change would set the status of ${old.id} from "${old.statusText ?? ''}" to "${now.statusText ?? ''}"; an append cannot change an existing decision, so nothing was written.`,
      'Supersede it with add_decision (supersedes), or change its status with a hand edit that the tools do not make.',
    );
  }
  if (now.date !== old.date)
    refuse('INVALID_INPUT', `The change would alter the date of ${old.id}; an append cannot change an existing decision, so nothing was written.`, FIX);
}

/**
 * Throws a MemoryError (one sentence and a hint) when changing decisions.md from `before` (''
 * for a new file) to `after` breaks a rule above; returns normally otherwise. `where` names the
 * log in messages ("decisions.md of demo").
 */
export function assertDecisionLogChange(before: string, after: string, where = 'decisions.md'): void {
  const old = entriesOf(before);
  const now = entriesOf(after);
  const fresh = now.slice(old.length);
  const beforeById = new Map(old.map((e) => [e.id, e]));
  const all = new Set(now.map((e) => e.id));
  const supersededByNew = new Map<string, string>();
  for (const e of fresh) for (const id of decisionIdsIn(e.supersedes)) supersededByNew.set(id, e.id);
  old.forEach((e, i) => checkKeptEntry(e, now[i], supersededByNew));
  fresh.forEach((e, i) => checkNewEntry(e, now.slice(0, old.length + i), beforeById, all, where));
}
