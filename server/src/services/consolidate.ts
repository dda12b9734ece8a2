/**
 * `consolidate` / `project-memory dream` (SPEC §5): snapshot the project's files, plan with the pure
 * engine, and apply as a transaction: one dreamer per project (a lock), every file it touches locked
 * and verified unchanged since the snapshot, a journal written before the first change (so a crash
 * is finished on the next run), and the last apply kept for `--undo`.
 */
import { assertIsoDate } from '../core/dates.js';
import { MemoryError } from '../core/errors.js';
import { planConsolidation, renderReport, type ConsolidationPlan } from '../core/consolidate/index.js';
import type { Thresholds } from '../core/thresholds.js';
import { applyEntries, beginJournal, commitJournal, dropLastJournal, pendingJournalPath, readLastJournal, recoverJournal, type Journal, type JournalEntry } from '../storage/journal.js';
import type { MemoryRoot } from '../storage/root.js';
import { removeContained, sweepTempFiles, type TextFile } from '../storage/fs-safe.js';
import { StaleVersionError } from '../storage/file-identity.js';
import { afterChange } from './derived.js';
import { resolveProjectScope, type Scope } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';

const TOP_FILES = ['memory.md', 'decisions.md', 'manifest.json', 'artifacts.json'];

/** The files the engine reads, by path relative to the project folder. */
function snapshot(root: MemoryRoot, scope: Scope): Record<string, string> {
  const files: Record<string, string> = {};
  const add = (rel: string) => {
    const f = root.readText(`${scope.dir}/${rel}`);
    if (f) files[rel] = f.text;
  };
  for (const f of TOP_FILES) add(f);
  for (const folder of ['sessions', 'archive']) {
    for (const d of root.list(`${scope.dir}/${folder}`)) {
      if (d.isFile() && d.name.endsWith('.md') && !d.name.startsWith('.')) add(`${folder}/${d.name}`);
    }
  }
  return files;
}

/** Holds the locks of all `keys` (sorted, so two holders never wait on each other in a cycle). */
function withLocks<T>(root: MemoryRoot, keys: readonly string[], fn: () => T): T {
  const sorted = [...new Set(keys)].sort();
  const step = (i: number): T => (i === sorted.length ? fn() : root.lock(sorted[i] as string, () => step(i + 1)));
  return step(0);
}

export interface ConsolidateArgs {
  project?: string | null;
  dry_run?: boolean;
  now?: string;
  thresholds?: Partial<Thresholds>;
}

export interface FileDiff {
  path: string;
  change: 'created' | 'modified' | 'deleted';
  added: number;
  removed: number;
}

/** Line counts added and removed per file (a multiset difference: cheap and order-insensitive). */
function diffSummary(before: Record<string, string>, plan: ConsolidationPlan): FileDiff[] {
  const count = (text: string | undefined) => {
    const m = new Map<string, number>();
    for (const l of (text ?? '').split('\n')) if (l.trim()) m.set(l, (m.get(l) ?? 0) + 1);
    return m;
  };
  const out: FileDiff[] = [];
  for (const p of [...Object.keys(plan.writes), ...plan.deletes].sort()) {
    const a = count(before[p]);
    const b = count(plan.writes[p]);
    let added = 0;
    let removed = 0;
    for (const [l, n] of b) added += Math.max(0, n - (a.get(l) ?? 0));
    for (const [l, n] of a) removed += Math.max(0, n - (b.get(l) ?? 0));
    out.push({ path: p, change: plan.writes[p] === undefined ? 'deleted' : before[p] === undefined ? 'created' : 'modified', added, removed });
  }
  return out;
}

export function formatDiff(diff: readonly FileDiff[]): string {
  return diff.map((d) => `  ${d.change.padEnd(8)} ${d.path}  +${d.added} -${d.removed}`).join('\n');
}

export interface ConsolidateResult {
  project: string;
  diff: FileDiff[];
  dry_run: boolean;
  changed: boolean;
  applied: boolean;
  report: string;
  plan: ConsolidationPlan;
  recovered: string[];
}

export function consolidate(ws: Workspace, args: ConsolidateArgs): ConsolidateResult {
  const scope = resolveProjectScope(ws, args.project, 'Consolidation runs');
  const now = args.now ? assertIsoDate(args.now, 'now') : todayOf(ws);
  const dryRun = args.dry_run ?? true;
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    const recovered = recoverJournal(root, scope.slug);
    // A dreamer killed mid-write leaves temp files in this project; the one run that may follow
    // it clears them (the writer's pid is in the name), without walking the whole root.
    sweepTempFiles(root.resolve(scope.dir).abs);
    const before = snapshot(root, scope);
    const plan = planConsolidation({ projectName: scope.name, files: before }, now, { thresholds: args.thresholds });
    const report = renderReport(plan.report);
    const base = { project: scope.slug, dry_run: dryRun, changed: plan.changed, report, plan, recovered, diff: diffSummary(before, plan) };
    if (dryRun || !plan.changed) return { ...base, applied: false };
    const touched = [...Object.keys(plan.writes), ...plan.deletes];
    const rel = (p: string) => `${scope.dir}/${p}`;
    withLocks(root, touched.map((p) => `file:${rel(p)}`), () => {
      const seen = new Map(touched.map((p) => [rel(p), root.readText(rel(p))] as const));
      const changedMeanwhile = touched.filter((p) => (seen.get(rel(p))?.text ?? null) !== (before[p] ?? null));
      if (changedMeanwhile.length) {
        throw new MemoryError('CONFLICT', `Files changed while /dream was planning (${changedMeanwhile.join(', ')}), so nothing was applied.`, 'Run it again.');
      }
      const entries: JournalEntry[] = touched.sort().map((p) => ({ path: rel(p), before: before[p] ?? null, after: plan.writes[p] ?? null }));
      const journal: Journal = { version: 1, project: scope.slug, now, state: 'applying', entries };
      beginJournal(root, journal);
      applyVerified(root, journal, seen);
      commitJournal(root, journal);
    });
    afterChange(ws, touched.map(rel));
    return { ...base, applied: true };
  });
}

/**
 * Applies the journal, each file replaced only if it is still the version verified above (a
 * person's editor takes no lock). If one changed in the last moment, the files already written
 * go back to their "before", the journal is dropped, and the run is refused as a whole.
 */
function applyVerified(root: MemoryRoot, journal: Journal, seen: ReadonlyMap<string, TextFile | null>): void {
  try {
    applyEntries(root, journal.entries, 'after', seen);
  } catch (e) {
    if (!(e instanceof StaleVersionError)) throw e;
    // Put back only files that still hold exactly what this run wrote, each checked like any
    // replace: a person may be saving them too.
    const now = new Map(journal.entries.map((x) => [x.path, root.readText(x.path)] as const));
    const written = journal.entries.filter((x) => x.before !== x.after && (now.get(x.path)?.text ?? null) === x.after);
    try {
      applyEntries(root, written, 'before', now);
    } catch (again) {
      if (!(again instanceof StaleVersionError)) throw again;
      // The pending journal keeps every file's before and after: nothing is lost, and the next
      // run reports or finishes it.
      throw new MemoryError('CONFLICT', `Files of ${journal.project} were changed by another program while /dream was applying and again while it was undoing, so it stopped; .journal/${journal.project}.json keeps both versions of every file.`, 'Run the dream again once the files are no longer being edited.');
    }
    removeContained(root.dir, pendingJournalPath(root, journal.project));
    throw new MemoryError('CONFLICT', `${e.message.replace(/ so nothing was written\.$/, '')} so /dream applied nothing.`, 'Run it again.');
  }
}

export interface UndoResult {
  project: string;
  restored: string[];
}

/** Restores the exact state before the last apply, refusing when those files changed since. */
export function undoConsolidation(ws: Workspace, args: { project?: string | null; force?: boolean }): UndoResult {
  const scope = resolveProjectScope(ws, args.project, 'Consolidation runs');
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    recoverJournal(root, scope.slug);
    const last = readLastJournal(root, scope.slug);
    if (!last) throw new MemoryError('NOT_FOUND', `There is no applied /dream run of ${scope.slug} to undo.`);
    const paths = last.entries.map((e) => e.path);
    withLocks(root, paths.map((p) => `file:${p}`), () => {
      const seen = new Map(paths.map((p) => [p, root.readText(p)] as const));
      const drifted = last.entries.filter((e) => (seen.get(e.path)?.text ?? null) !== e.after).map((e) => e.path);
      if (drifted.length && !args.force) {
        throw new MemoryError('CONFLICT', `These files changed after the last /dream run, so undo would lose those changes: ${drifted.join(', ')}.`, 'Pass --force to restore the pre-dream state anyway.');
      }
      const undo: Journal = { ...last, entries: last.entries.map((e) => ({ path: e.path, before: e.after, after: e.before })) };
      beginJournal(root, undo);
      applyVerified(root, undo, seen);
      // The undo journal is not kept as "last": undoing twice must not redo.
      commitJournal(root, undo);
    });
    dropLastJournal(root, scope.slug);
    afterChange(ws, paths);
    return { project: scope.slug, restored: paths.map((p) => p.slice(scope.dir.length + 1)) };
  });
}
