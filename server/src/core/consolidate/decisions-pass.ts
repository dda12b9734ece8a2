/**
 * Decisions pass (docs/FORMATS.md#decisions), in one run:
 * 1. An entry in force (Active or Under Review) that names older entries in `Supersedes:` makes them
 *    Superseded by it (repairs a log where that edit was missed).
 * 2. Per Topic (compared without case), the newest entry in force (by Date, then number) wins; every
 *    older entry of the topic that is not already Superseded or Retired becomes Superseded by it.
 *    Only entries in force can supersede: a Retired or Superseded entry no longer decides anything,
 *    and a Draft is a proposal.
 * 3. An Active entry whose last confirmation (its Date, or a later `Reviewed:` / `Review note:` date)
 *    is more than staleDecisionDays before `now` becomes Under Review with a dated note.
 * 4. Every Superseded or Retired entry (including those changed above) moves, text verbatim, to
 *    `archive/decisions-YYYYMM.md`, YYYYMM being the month of the decision's own Date: the archive
 *    is then grouped by when decisions were made, stable whatever day the run happens (like the
 *    sessions archive, grouped by each session's month). In decisions.md a one-line stub stays.
 * Entries that cannot be judged safely (duplicate ids, unknown status, bad dates) are left alone and
 * reported. Stubs are never touched again, which makes the pass idempotent.
 */
import { daysBetween, firstDateIn, isIsoDate } from '../dates.js';
import {
  decisionIdsIn,
  parseDecisions,
  renderDecisionStub,
  replaceDecisionEntries,
  setDecisionFieldsMany,
  type DecisionChanges,
  type DecisionEntry,
  type DecisionStatus,
} from '../decisions.js';
import { compareDecisionIds, fieldKey } from '../decisions-scan.js';
import { appendBlocks, contentLines } from '../text-lines.js';
import type { Thresholds } from '../thresholds.js';
import { emptyAccounting } from './inventory.js';
import { yearMonth, type FileState, type PassResult } from './types.js';

export interface FlaggedDecision {
  id: string;
  title: string;
  /** The date the age was counted from (Date or the latest review date). */
  since: string;
  ageDays: number;
}

export interface SupersededDecision {
  id: string;
  title: string;
  by: string;
  reason: 'topic' | 'supersedes';
}

export interface CompactedDecision {
  id: string;
  title: string;
  status: DecisionStatus;
  archive: string;
}

export interface DecisionsReport {
  flaggedStale: FlaggedDecision[];
  superseded: SupersededDecision[];
  compacted: CompactedDecision[];
  /** Entries left alone, with why. */
  skipped: { id: string; reason: string }[];
}

const DECISIONS = 'decisions.md';
const IN_FORCE: ReadonlySet<DecisionStatus | undefined> = new Set<DecisionStatus | undefined>(['Active', 'Under Review']);
const CLOSED: ReadonlySet<DecisionStatus | undefined> = new Set<DecisionStatus | undefined>(['Superseded', 'Retired']);

/** The latest of the Date and any review date: a decision re-confirmed after a review is fresh again. */
function lastConfirmed(e: DecisionEntry): string {
  let latest = e.date!;
  for (const f of e.fields) {
    const k = fieldKey(f.key);
    if (k !== 'reviewed' && k !== 'reviewnote') continue;
    const d = firstDateIn(f.value);
    if (d !== undefined && d > latest) latest = d;
  }
  return latest;
}

/** Newer = later Date, then higher number (ids grow as decisions are appended). */
function newer(a: DecisionEntry, b: DecisionEntry): boolean {
  if (a.date !== b.date) return a.date! > b.date!;
  // Two branches of a memory in git can each add D12 (as D12-k3f7 and D12-x9a2): the tag breaks the tie.
  return a.num !== b.num ? a.num > b.num : compareDecisionIds(a.id, b.id) > 0;
}

function archiveHeader(ym: string): string {
  return (
    `# Decisions archive — ${ym.slice(0, 4)}-${ym.slice(4)}\n\n` +
    'Full text of decisions compacted out of decisions.md (Superseded or Retired), grouped by the month of their Date. ' +
    'decisions.md keeps a one-line stub for each.\n'
  );
}

export function decisionsPass(files: FileState, thresholds: Thresholds, now: string): PassResult<DecisionsReport> {
  const report: DecisionsReport = { flaggedStale: [], superseded: [], compacted: [], skipped: [] };
  const result: PassResult<DecisionsReport> = { writes: new Map(), deletes: [], accounting: emptyAccounting(), report };
  const text = files.get(DECISIONS);
  if (text === undefined) return result;

  const entries = parseDecisions(text).entries;
  const idCount = new Map<string, number>();
  for (const e of entries) idCount.set(e.id, (idCount.get(e.id) ?? 0) + 1);
  const usable: DecisionEntry[] = [];
  for (const e of entries) {
    if (e.stub) continue;
    if (idCount.get(e.id)! > 1) report.skipped.push({ id: e.id, reason: 'its id is used by more than one entry' });
    else if (e.status === undefined) report.skipped.push({ id: e.id, reason: `its status "${e.statusText ?? ''}" is missing or unknown` });
    else usable.push(e);
  }
  const byId = new Map(usable.map((e) => [e.id, e]));
  const status = new Map<string, DecisionStatus>(usable.map((e) => [e.id, e.status!]));
  const supersededBy = new Map<string, { by: DecisionEntry; reason: SupersededDecision['reason'] }>();
  const supersede = (target: DecisionEntry, by: DecisionEntry, reason: SupersededDecision['reason']) => {
    if (CLOSED.has(status.get(target.id))) return;
    status.set(target.id, 'Superseded');
    supersededBy.set(target.id, { by, reason });
  };

  // 1. Explicit `Supersedes:` links, newest superseder first so that it is the one recorded.
  for (const e of [...usable].sort((a, b) => b.num - a.num)) {
    if (!IN_FORCE.has(status.get(e.id))) continue;
    for (const targetId of decisionIdsIn(e.supersedes)) {
      const target = byId.get(targetId);
      if (target && target.num < e.num) supersede(target, e, 'supersedes');
    }
  }

  // 2. Shared topics. Entries without a real date cannot be ordered and are left alone.
  const topics = new Map<string, DecisionEntry[]>();
  for (const e of usable) {
    const topic = e.topic?.trim().toLowerCase();
    if (!topic) continue;
    if (e.date === undefined || !isIsoDate(e.date)) {
      report.skipped.push({ id: e.id, reason: `it has a topic but its date "${e.date ?? ''}" is not a real YYYY-MM-DD date` });
      continue;
    }
    const group = topics.get(topic);
    if (group) group.push(e);
    else topics.set(topic, [e]);
  }
  for (const group of topics.values()) {
    let winner: DecisionEntry | undefined;
    for (const e of group) if (IN_FORCE.has(status.get(e.id)) && (!winner || newer(e, winner))) winner = e;
    if (!winner) continue;
    for (const e of group) if (e !== winner && newer(winner, e)) supersede(e, winner, 'topic');
  }

  // 3. Stale Active entries.
  const notes = new Map<string, DecisionChanges['note']>();
  for (const e of usable) {
    if (status.get(e.id) !== 'Active') continue;
    if (e.date === undefined || !isIsoDate(e.date)) {
      if (!report.skipped.some((s) => s.id === e.id)) {
        report.skipped.push({ id: e.id, reason: `its date "${e.date ?? ''}" is not a real YYYY-MM-DD date, so its age is unknown` });
      }
      continue;
    }
    const since = lastConfirmed(e);
    const ageDays = daysBetween(since, now);
    if (ageDays <= thresholds.staleDecisionDays) continue;
    status.set(e.id, 'Under Review');
    notes.set(e.id, {
      date: now,
      text: `flagged by consolidation: not confirmed since ${since} (${ageDays} days, limit ${thresholds.staleDecisionDays}); confirm it (Status: Active and a "Reviewed: <date>" field) or supersede it`,
    });
    report.flaggedStale.push({ id: e.id, title: e.title, since, ageDays });
  }

  // Apply status changes in one pass and account for each status or Superseded-by line rewritten.
  const changes = new Map<string, DecisionChanges>();
  for (const e of usable) {
    const next = status.get(e.id)!;
    if (next === e.status) continue;
    const c: DecisionChanges = { status: next };
    const sup = supersededBy.get(e.id);
    if (sup) {
      c.supersededBy = sup.by.id;
      report.superseded.push({ id: e.id, title: e.title, by: sup.by.id, reason: sup.reason });
    }
    const note = notes.get(e.id);
    if (note) c.note = note;
    changes.set(e.id, c);
  }
  const edited = setDecisionFieldsMany(text, changes);
  const editedEntries = new Map(
    parseDecisions(edited)
      .entries.filter((e) => !e.stub && byId.has(e.id))
      .map((e) => [e.id, e]),
  );
  if (changes.size > 0) {
    const beforeLines = contentLines(text);
    const afterLines = contentLines(edited);
    for (const id of changes.keys()) {
      const old = byId.get(id)!;
      const updated = editedEntries.get(id)!;
      for (const key of ['status', 'supersededby']) {
        const was = old.fields.find((f) => fieldKey(f.key) === key);
        const is = updated.fields.find((f) => fieldKey(f.key) === key);
        if (!was || !is) continue;
        const before = beforeLines[was.line - 1]!.trim();
        const after = afterLines[is.line - 1]!.trim();
        if (before !== after)
          result.accounting.modified.push({
            path: DECISIONS,
            before,
            after,
            reason: `${id} ${key === 'status' ? 'status' : 'successor'} changed by consolidation`,
          });
      }
    }
  }

  // 4. Compact every Superseded or Retired entry: full text to the archive, a stub in place.
  const stubs = new Map<string, string>();
  const archives = new Map<string, { ym: string; blocks: string[] }>();
  for (const e of editedEntries.values()) {
    const s = status.get(e.id)!;
    if (!CLOSED.has(s)) continue;
    const ym = yearMonth(e.date !== undefined && isIsoDate(e.date) ? e.date : now);
    const archivePath = `archive/decisions-${ym}.md`;
    const anchor = e.id.toLowerCase();
    const stubArgs: Parameters<typeof renderDecisionStub>[0] = {
      num: e.num,
      ...(e.tag ? { tag: e.tag } : {}),
      title: e.title.trim() || '(untitled)',
      status: s,
      link: `${archivePath}#${anchor}`,
    };
    const successor = decisionIdsIn(e.supersededBy)[0];
    if (successor) stubArgs.supersededBy = successor;
    const stub = renderDecisionStub(stubArgs);
    // A stub that would not read back as a stub would be compacted again on the next run.
    const reread = parseDecisions(stub).entries[0];
    if (!reread?.stub || reread.id !== e.id || reread.status !== s) {
      report.skipped.push({ id: e.id, reason: 'its title cannot be written as a one-line stub' });
      continue;
    }
    stubs.set(e.id, stub);
    const archive = archives.get(archivePath) ?? { ym, blocks: [] };
    archive.blocks.push(`<a id="${anchor}"></a>\n\n${e.raw}`);
    archives.set(archivePath, archive);
    report.compacted.push({ id: e.id, title: e.title, status: s, archive: archivePath });
  }
  const final = replaceDecisionEntries(edited, stubs);
  if (final !== text) result.writes.set(DECISIONS, final);
  for (const [path, { ym, blocks }] of [...archives].sort(([a], [b]) => (a < b ? -1 : 1))) {
    result.writes.set(path, appendBlocks(files.get(path) ?? archiveHeader(ym), blocks));
  }
  report.skipped.sort((a, b) => compareDecisionIds(a.id, b.id) || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
  return result;
}
