/**
 * `consolidate` / `project-memory dream` (docs/ARCHITECTURE.md#dream): snapshot the project's files, plan with the pure
 * engine, and apply as a transaction: one dreamer per project (a lock), every file it touches locked
 * and verified unchanged since the snapshot, a journal written before the first change (so a crash
 * is finished on the next run), and the last apply kept for `--undo`.
 */
import { conflictRefusal, fileConflict } from '../core/team/conflict-markers.js';
import { assertIsoDate, dateFileName } from '../core/dates.js';
import { MemoryError } from '../core/errors.js';
import { planConsolidation, renderReport, type ConsolidationPlan } from '../core/consolidate/index.js';
import type { Thresholds } from '../core/thresholds.js';
import { preferredEol } from '../core/text-lines.js';
import {
  abandonJournal,
  applyEntries,
  beginJournal,
  commitJournal,
  exactOf,
  fileLockKey,
  pendingJournalPath,
  readLastJournal,
  recoverJournal,
  withLocks,
  type Journal,
  type JournalEntry,
} from '../storage/journal.js';
import type { MemoryRoot } from '../storage/root.js';
import { MAX_FILE_BYTES, removeContained, sweepTempFiles, type TextFile } from '../storage/fs-safe.js';
import { StaleVersionError } from '../storage/file-identity.js';
import { parseDecisions } from '../core/decisions.js';
import { tooLargeError } from '../core/limits.js';
import { describePath } from '../core/path-rules.js';
import { afterChange } from './derived.js';
import { updateManifest } from '../storage/folder-manifests.js';
import { resolveProjectScope, type Scope } from './scope.js';
import { ensureCoreFiles } from './core-files.js';
import { todayOf, type Workspace } from './workspace.js';

const TOP_FILES = ['memory.md', 'decisions.md', 'manifest.json', 'artifacts.json'];

/**
 * A `now` before the newest session or decision would age, archive or flag memory against a day
 * that already passed: almost always a typo, and its plan would be wrong without saying so.
 */
function assertNowNotBeforeMemory(files: Readonly<Record<string, string>>, now: string): void {
  let newest = '';
  for (const rel of Object.keys(files)) {
    const d = rel.startsWith('sessions/') ? dateFileName(rel.slice('sessions/'.length)) : null;
    if (d !== null && d > newest) newest = d;
  }
  for (const e of parseDecisions(files['decisions.md'] ?? '').entries) if (e.date && e.date > newest) newest = e.date;
  if (newest && now < newest) {
    throw new MemoryError(
      'INVALID_INPUT',
      `now ${now} is before the newest session or decision (${newest}).`,
      `Pass a date on or after ${newest}, or omit now for today.`,
    );
  }
}

/**
 * `stale: true` in the project's _index.yaml says decisions were appended since they were last
 * reviewed (docs/FORMATS.md#folder-manifest); a /dream run that is not a dry run is that review, so it clears the flag.
 */
function clearDecisionsStale(ws: Workspace, scope: Scope): void {
  updateManifest(ws.root, scope.dir, todayOf(ws), (m) => (m.stale ? { ...m, stale: false } : m));
}

/**
 * The files the engine reads, by path relative to the project folder, and their exact texts (a
 * leading BOM included): the engine plans on the text, the journal records and restores the bytes.
 */
function snapshot(root: MemoryRoot, scope: Scope): { files: Record<string, string>; exact: Record<string, string> } {
  const files: Record<string, string> = {};
  const exact: Record<string, string> = {};
  const add = (rel: string) => {
    const f = root.readText(`${scope.dir}/${rel}`);
    if (!f) return;
    files[rel] = f.text;
    exact[rel] = f.bom ? `\uFEFF${f.text}` : f.text;
  };
  for (const f of TOP_FILES) add(f);
  for (const folder of ['sessions', 'archive']) {
    for (const d of root.list(`${scope.dir}/${folder}`)) {
      if (d.isFile() && d.name.endsWith('.md') && !d.name.startsWith('.')) add(`${folder}/${d.name}`);
    }
  }
  return { files, exact };
}

/**
 * The planned text as it will be written: a file that started with a BOM keeps it, and a CRLF file
 * stays CRLF even when its new text came with LF line ends (the dream agent's draft of memory.md).
 */
function exactAfter(exact: Record<string, string>, p: string, text: string | undefined): string | null {
  if (text === undefined) return null;
  const before = exact[p];
  const lines = before !== undefined && preferredEol(before) === '\r\n' && !text.includes('\r\n') ? text.replace(/\n/g, '\r\n') : text;
  return before?.startsWith('\uFEFF') ? `\uFEFF${lines}` : lines;
}

/**
 * Finishes a run a crash interrupted (under the dream lock the caller holds). One that cannot be
 * finished without overwriting a later write blocks every /dream of the project until a person
 * decides (storage/journal.ts explains why), so the refusal says which file and what to do.
 */
function recoverOrRefuse(root: MemoryRoot, slug: string): string[] {
  const r = recoverJournal(root, slug);
  if (r.unfinished) throw new MemoryError('CONFLICT', r.unfinished.message, r.unfinished.hint);
  return r.finished;
}

export interface ConsolidateArgs {
  project?: string | null;
  dry_run?: boolean;
  now?: string;
  thresholds?: Partial<Thresholds>;
  /** The text of the dream agent's draft of memory.md, read and checked by readMemoryDraft (dream-draft.ts). */
  memoryDraft?: string;
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
  /** Core files that were missing and were initialised before the run (docs/FORMATS.md#core-files). */
  core_files_created: string[];
}

/** The engine, as a parameter only so that a test can prove the refusal below with a failing check. */
type Planner = typeof planConsolidation;

/**
 * Apply refuses a plan whose own no-loss check failed: the check is computed from the files, so a
 * failure means the engine would drop a line, and no /dream is worth that (docs/ARCHITECTURE.md#dream).
 */
function assertNoLoss(plan: ConsolidationPlan, slug: string): void {
  const n = plan.report.noLoss;
  if (n.ok) return;
  const count = n.missing.reduce((k, m) => k + m.count, 0);
  const example = n.missing[0]
    ? ` (first: "${n.missing[0].line.slice(0, 80)}" in ${n.missing[0].paths.join(', ')})`
    : n.unjustified[0]
      ? ` (${n.unjustified[0]})`
      : '';
  throw new MemoryError(
    'CONFLICT',
    `The no-loss check of this /dream run of ${slug} failed: ${count} line(s) would be unaccounted for${example}, so nothing was applied.`,
    'Run `project-memory dream --dry-run` to see the report; this is a bug of project-memory, please report it with that output.',
  );
}

export function consolidate(ws: Workspace, args: ConsolidateArgs, planner: Planner = planConsolidation): ConsolidateResult {
  const scope = resolveProjectScope(ws, args.project, 'Consolidation runs');
  const now = args.now ? assertIsoDate(args.now, 'now') : todayOf(ws);
  const dryRun = args.dry_run ?? true;
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    const recovered = recoverOrRefuse(root, scope.slug);
    // A dreamer killed mid-write leaves temp files in this project; the one run that may follow
    // it clears them (the writer's pid is in the name), without walking the whole root.
    sweepTempFiles(root.resolve(scope.dir).abs);
    // /dream's first step loads memory.md and manifest.json: missing ones are initialised first
    // (docs/FORMATS.md#core-files), outside the run's journal, so an undo of the run keeps them.
    const coreCreated = dryRun ? [] : ensureCoreFiles(ws, scope);
    const { files: before, exact } = snapshot(root, scope);
    // A conflicted file is a person's to settle: /dream would pick a side or move the markers
    // into archive/ (core/team/conflict-markers.ts). The dry run says so too.
    for (const [p, text] of Object.entries(before)) {
      const conflict = fileConflict(p, text);
      if (conflict) throw conflictRefusal(conflict);
    }
    if (args.now) assertNowNotBeforeMemory(before, now);
    const plan = planner({ projectName: scope.name, files: before }, now, { thresholds: args.thresholds, memoryDraft: args.memoryDraft });
    const report = renderReport(plan.report);
    const base = {
      project: scope.slug,
      dry_run: dryRun,
      changed: plan.changed,
      report,
      plan,
      recovered,
      diff: diffSummary(before, plan),
      core_files_created: coreCreated,
    };
    if (dryRun) return { ...base, applied: false };
    if (!plan.changed) {
      clearDecisionsStale(ws, scope);
      return { ...base, applied: false };
    }
    assertNoLoss(plan, scope.slug);
    const touched = [...Object.keys(plan.writes), ...plan.deletes];
    const rel = (p: string) => `${scope.dir}/${p}`;
    // Refused before the journal: an apply that stopped half-way would be rolled forward into the
    // same wall. /dream moves text that is already stored, so its files may grow up to what a read
    // accepts (not the 2 MiB of one tool write), never beyond.
    for (const [p, text] of Object.entries(plan.writes)) {
      const bytes = Buffer.byteLength(text);
      if (bytes > MAX_FILE_BYTES)
        throw tooLargeError(
          describePath(p),
          bytes,
          MAX_FILE_BYTES,
          'Split the file by hand (for an archive: move its oldest part to a second archive file) and run /dream again.',
        );
    }
    withLocks(
      root,
      touched.map((p) => fileLockKey(rel(p))),
      () => {
        const seen = new Map(touched.map((p) => [rel(p), root.readText(rel(p))] as const));
        const changedMeanwhile = touched.filter((p) => exactOf(seen.get(rel(p))) !== (exact[p] ?? null));
        if (changedMeanwhile.length) {
          throw new MemoryError(
            'CONFLICT',
            `Files changed while /dream was planning (${changedMeanwhile.join(', ')}), so nothing was applied.`,
            'Run it again.',
          );
        }
        const entries: JournalEntry[] = touched.sort().map((p) => ({ path: rel(p), before: exact[p] ?? null, after: exactAfter(exact, p, plan.writes[p]) }));
        const journal = beginJournal(root, { kind: 'apply', project: scope.slug, now, entries });
        applyVerified(root, journal, seen);
        commitJournal(root, journal);
      },
    );
    afterChange(ws, touched.map(rel));
    clearDecisionsStale(ws, scope);
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
      throw new MemoryError(
        'CONFLICT',
        `Files of ${journal.project} were changed by another program while /dream was applying and again while it was undoing, so it stopped; .journal/${journal.project}.json keeps both versions of every file.`,
        'Run the dream again once the files are no longer being edited.',
      );
    }
    removeContained(root.dir, pendingJournalPath(root, journal.project));
    throw new MemoryError('CONFLICT', `${e.message.replace(/ so nothing was written\.$/, '')} so /dream applied nothing.`, 'Run it again.');
  }
}

export interface UndoResult {
  project: string;
  restored: string[];
}

/**
 * Restores the exact state before the last apply, refusing when those files changed since. The
 * undo is journalled like an apply, under the same locks: a crash is finished by recovery, and
 * finishing removes the undo record, so a second `--undo` can never apply the run again.
 */
export function undoConsolidation(ws: Workspace, args: { project?: string | null; force?: boolean }): UndoResult {
  const scope = resolveProjectScope(ws, args.project, 'Consolidation runs');
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    recoverOrRefuse(root, scope.slug);
    // Temp files of a killed dreamer or undo of this project (as consolidate does).
    sweepTempFiles(root.resolve(scope.dir).abs);
    const last = readLastJournal(root, scope.slug);
    if (!last) throw new MemoryError('NOT_FOUND', `There is no applied /dream run of ${scope.slug} to undo.`);
    const paths = last.entries.map((e) => e.path);
    withLocks(root, paths.map(fileLockKey), () => {
      const seen = new Map(paths.map((p) => [p, root.readText(p)] as const));
      const current = new Map(paths.map((p) => [p, exactOf(seen.get(p))]));
      const drifted = last.entries.filter((e) => current.get(e.path) !== e.after).map((e) => e.path);
      if (drifted.length && !args.force) {
        throw new MemoryError(
          'CONFLICT',
          `These files changed after the last /dream run, so undo would lose those changes: ${drifted.join(', ')}.`,
          'Pass --force to restore the pre-dream state anyway.',
        );
      }
      // `before` is what is there now (with --force, the drifted text), so recovery can tell it apart.
      const entries: JournalEntry[] = last.entries.map((e) => ({ path: e.path, before: current.get(e.path) ?? null, after: e.before }));
      const undo = beginJournal(root, { kind: 'undo', project: scope.slug, now: last.now, entries });
      applyVerified(root, undo, seen);
      commitJournal(root, undo);
    });
    afterChange(ws, paths);
    return { project: scope.slug, restored: paths.map((p) => p.slice(scope.dir.length + 1)) };
  });
}

/** `dream --abandon`: keep every file as it is now and set an unfinished run's journal aside. */
export function abandonConsolidation(ws: Workspace, args: { project?: string | null }): { project: string; abandoned: boolean } {
  const scope = resolveProjectScope(ws, args.project, 'Consolidation runs');
  return ws.root.lock(`dream:${scope.slug}`, () => ({ project: scope.slug, abandoned: abandonJournal(ws.root, scope.slug) }));
}
