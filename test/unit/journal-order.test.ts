/**
 * The order of an apply's writes (storage/journal.ts orderForApply): a crash between any two of
 * them must leave every line that the finished run keeps somewhere in the project, so that
 * recovery, which never guesses, can always leave a half-applied project as it is.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planConsolidation } from '../../server/src/core/consolidate/index.js';
import { orderForApply, type JournalEntry } from '../../server/src/storage/journal.js';
import { handSessionSetArb, projectArb } from './consolidate-arbitraries.js';

const RUNS = { numRuns: Number(process.env.PM_PROPERTY_RUNS ?? 100) };

function lines(files: Iterable<string | null>): Set<string> {
  const out = new Set<string>();
  for (const text of files) if (text !== null) for (const l of text.split('\n')) if (l.trim()) out.add(l.trim());
  return out;
}

function crashStatesKeepLines({ files, now }: { files: Record<string, string>; now: string }): void {
  const plan = planConsolidation({ projectName: 'Gen', files }, now);
  const entries: JournalEntry[] = [...Object.keys(plan.writes), ...plan.deletes].map((p) => ({
    path: p,
    before: files[p] ?? null,
    after: plan.writes[p] ?? null,
  }));
  checkOrder(files, entries);
  // The undo of that run: the same files, the other way.
  const dreamt = Object.fromEntries([...Object.entries(files).filter(([p]) => !plan.deletes.includes(p)), ...Object.entries(plan.writes)]);
  checkOrder(
    dreamt,
    entries.map((e) => ({ path: e.path, before: e.after, after: e.before })),
  );
}

function checkOrder(files: Record<string, string>, entries: JournalEntry[]): void {
  const ordered = orderForApply(entries);
  expect(ordered.map((e) => e.path).sort()).toEqual(entries.map((e) => e.path).sort());
  const untouched = Object.entries(files)
    .filter(([p]) => !entries.some((e) => e.path === p))
    .map(([, t]) => t);
  const before = lines([...untouched, ...entries.map((e) => e.before)]);
  const after = lines([...untouched, ...entries.map((e) => e.after)]);
  const kept = [...before].filter((l) => after.has(l));
  for (let k = 0; k <= ordered.length; k++) {
    const state = lines([...untouched, ...ordered.map((e, i) => (i < k ? e.after : e.before))]);
    const lost = kept.filter((l) => !state.has(l));
    expect(lost, `crash after ${k} of ${ordered.length} writes (${ordered.map((e) => e.path).join(', ')})`).toEqual([]);
  }
}

describe('the write order of an apply', () => {
  it('puts deletions last', () => {
    const e = (path: string, before: string | null, after: string | null): JournalEntry => ({ path, before, after });
    const ordered = orderForApply([e('b.md', 'x\n', null), e('a.md', 'x\n', 'x\ny\n'), e('c.md', 'x\ny\n', 'x\n')]);
    expect(ordered.map((x) => x.path)).toEqual(['a.md', 'c.md', 'b.md']);
  });

  it('leaves every kept line somewhere after a crash between any two writes (generated projects)', () => {
    fc.assert(fc.property(projectArb, crashStatesKeepLines), RUNS);
    fc.assert(fc.property(handSessionSetArb, crashStatesKeepLines), RUNS);
  });
});
