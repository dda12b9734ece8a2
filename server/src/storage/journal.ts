/**
 * The consolidation journal: before a /dream apply (or a `dream --undo`) touches a file, the whole
 * before-and-after of every file it will write or delete is written atomically to
 * `<root>/.journal/<slug>.json`. A crash mid-apply is finished on the next access, and the last
 * applied journal stays as `<slug>.last.json` so that `dream --undo` can restore the state before it.
 *
 * Recovery is a transaction like the apply itself (issue 10): it holds the project's dream lock
 * (taken by the caller) and the lock of every file of the journal, sorted, as a live apply does.
 * Policy, chosen so that no confirmed write is ever lost:
 * - every file still at its `before` or already at its `after` content: roll forward (write the
 *   `after` of those at `before`), and the run is complete;
 * - any file at neither (a tool or a person wrote it after the crash): write NOTHING, not even the
 *   other files, and keep the journal. Finishing the others alone could drop lines: a file at
 *   `before` may hand lines over to the changed file (memory.md overflow to an archive file), and
 *   rolling back those already at `after` could drop lines the other way. Left as it is, the
 *   project holds every line (an apply writes the files that receive lines before the files
 *   that give them up), the journal holds both versions of every file, and dream/doctor
 *   say which file changed and what a person can do: check it, then `dream --abandon` to keep all
 *   files as they are now (the journal is kept aside, never applied).
 *
 * The journal file itself (its shape, its paths, its key and signature) is storage/journal-file.ts.
 */
import fs from 'node:fs';
import { MemoryError } from '../core/errors.js';
import { isKebabCase } from '../core/slug.js';
import { ensureDirContained, readTextContained, removeContained, writeAtomic, type TextFile } from './fs-safe.js';
import { listAnchored } from './anchored-dir.js';
import { watchReplaced } from './late-writes.js';
import { commitAll, type KeptChange } from './history-store.js';
import type { MemoryRoot } from './root.js';
import { StaleVersionError, type ExpectedVersion } from './file-identity.js';
import {
  abandonedJournalPath,
  journalDir,
  lastJournalPath,
  MAX_JOURNAL_BYTES,
  pendingJournalPath,
  readLastJournal,
  readPendingJournal,
  writeJournal,
  type Journal,
  type JournalDraft,
  type JournalEntry,
  type JournalKind,
} from './journal-file.js';

export { lastJournalPath, pendingJournalPath, readLastJournal, readPendingJournal, type Journal, type JournalDraft, type JournalEntry, type JournalKind };

/**
 * A file's exact text, a leading BOM included: journals record and restore files byte for byte,
 * so that `dream --undo` gives back exactly what was there.
 */
export function exactText(root: MemoryRoot, rel: string): string | null {
  return exactOf(root.readText(rel));
}

/** The exact text of a file already read (null: absent). */
export function exactOf(f: TextFile | null | undefined): string | null {
  return f ? (f.bom ? `\uFEFF${f.text}` : f.text) : null;
}

/**
 * Writes every entry's `side` content (or removes the file when it is null). Idempotent. Each
 * file must still be the version in `expected` (the one read under its lock) at its replace or
 * removal, else StaleVersionError: a person's editor takes no lock, and an unconditional write
 * here would drop what they saved a moment before (docs/ARCHITECTURE.md#writes).
 */
export function applyEntries(
  root: MemoryRoot,
  entries: readonly JournalEntry[],
  side: 'before' | 'after',
  expected: ReadonlyMap<string, ExpectedVersion>,
): void {
  for (const e of entries) if (!expected.has(e.path)) throw new Error(`applyEntries: no expected version of ${e.path}`);
  // Local history (docs/FORMATS.md#history): every version this apply, undo or recovery replaces is kept first.
  const kept: KeptChange[] = [];
  try {
    for (const e of entries) kept.push(root.keepVersion(e.path, e[side]));
  } finally {
    commitAll(kept);
  }
  for (const e of entries) {
    const content = e[side];
    const target = root.resolve(e.path);
    const keep = watchReplaced(root.dir, target.rel, target.abs);
    const version = expected.get(e.path) as ExpectedVersion;
    if (content === null) {
      if (target.stat) removeContained(root.dir, target.abs, e.path, version, keep);
    } else if (exactText(root, e.path) !== content) {
      writeAtomic(root.dir, target.abs, content, e.path, version, keep);
    }
  }
}

function lineSet(text: string | null): Set<string> {
  const out = new Set<string>();
  if (text !== null) for (const l of text.split('\n')) if (l.trim() !== '') out.add(l.trim());
  return out;
}

/**
 * The order in which an apply or undo writes its files: a file that gives lines up (memory.md
 * trimmed, a session file deleted, an archive shrunk by undo) only after every file that receives
 * them, so that a crash between two writes leaves a line twice rather than nowhere. A topological
 * order of "receives a line that the other loses"; ties (and any cycle) by deletions last, then path.
 */
export function orderForApply(entries: readonly JournalEntry[]): JournalEntry[] {
  const n = entries.length;
  const befores = entries.map((e) => lineSet(e.before));
  const afters = entries.map((e) => lineSet(e.after));
  const receivers = new Map<string, number[]>();
  afters.forEach((set, i) => {
    for (const l of set) if (!befores[i]!.has(l)) (receivers.get(l) ?? receivers.set(l, []).get(l)!).push(i);
  });
  const waitsFor = entries.map(() => new Set<number>());
  befores.forEach((set, i) => {
    for (const l of set) if (!afters[i]!.has(l)) for (const r of receivers.get(l) ?? []) if (r !== i) waitsFor[i]!.add(r);
  });
  const rank = (i: number) => [entries[i]!.after === null ? 1 : 0, entries[i]!.path] as const;
  const before = (a: number, b: number) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] !== y[0] ? x[0] - y[0] : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
  };
  const done = new Set<number>();
  const out: JournalEntry[] = [];
  const pending = [...Array(n).keys()].sort(before);
  while (out.length < n) {
    // The first ready entry in rank order; with a cycle, the first remaining one.
    const idx = pending.findIndex((i) => [...waitsFor[i]!].every((r) => done.has(r)));
    const [i] = pending.splice(idx === -1 ? 0 : idx, 1) as [number];
    done.add(i);
    out.push(entries[i]!);
  }
  return out;
}

/** Written before the first file is touched: from here on, a crash is finished by recovery. */
export function beginJournal(root: MemoryRoot, draft: JournalDraft): Journal {
  const journal: Journal = {
    version: 2,
    kind: draft.kind ?? 'apply',
    project: draft.project,
    now: draft.now,
    state: 'applying',
    entries: orderForApply(draft.entries),
  };
  ensureDirContained(root.dir, journalDir(root));
  writeJournal(root, pendingJournalPath(root, journal.project), journal);
  return journal;
}

/**
 * Every file is written: an apply becomes the undo record of the last run; an undo removes that
 * record first (so that a crash between the two steps can never leave it for a second undo).
 */
export function commitJournal(root: MemoryRoot, journal: Journal): void {
  if (journal.kind === 'apply') writeJournal(root, lastJournalPath(root, journal.project), { ...journal, state: 'applied' });
  else removeContained(root.dir, lastJournalPath(root, journal.project));
  removeContained(root.dir, pendingJournalPath(root, journal.project));
}

/** Holds the locks of all `keys` (sorted, so two holders never wait on each other in a cycle). */
export function withLocks<T>(root: MemoryRoot, keys: readonly string[], fn: () => T): T {
  const sorted = [...new Set(keys)].sort();
  const step = (i: number): T => (i === sorted.length ? fn() : root.lock(sorted[i] as string, () => step(i + 1)));
  return step(0);
}

import { fileLockKey } from './lock.js';

export { fileLockKey };

/** Where a file stands against one journal entry. */
export type EntryState = 'before' | 'after' | 'changed';

export function entryState(root: MemoryRoot, e: JournalEntry): EntryState {
  return stateOf(e, readOrUnreadable(root, e.path));
}

/** The file as read (null: absent), or undefined when it cannot be read as text (neither version). */
function readOrUnreadable(root: MemoryRoot, rel: string): TextFile | null | undefined {
  try {
    return root.readText(rel);
  } catch {
    return undefined; // unreadable (too large, a folder, a link): neither version
  }
}

function stateOf(e: JournalEntry, file: TextFile | null | undefined): EntryState {
  if (file === undefined) return 'changed';
  const now = exactOf(file);
  if (now === e.after) return 'after';
  if (now === e.before) return 'before';
  return 'changed';
}

/** A journal that recovery could not finish, with what a person can do about it. */
export interface UnfinishedJournal {
  project: string;
  journal: string;
  kind: JournalKind | null;
  /** Files changed since the run was interrupted (empty when the journal itself was refused). */
  changed: string[];
  message: string;
  hint: string;
}

export interface RecoveryOutcome {
  /** Files whose interrupted run was completed (empty when there was none or it stayed unfinished). */
  finished: string[];
  unfinished: UnfinishedJournal | null;
}

function unfinishedOf(slug: string, kind: JournalKind, changed: string[]): UnfinishedJournal {
  const what = kind === 'undo' ? '`dream --undo`' : '/dream run';
  return {
    project: slug,
    journal: `.journal/${slug}.json`,
    kind,
    changed,
    message: `An interrupted ${what} of ${slug} was not finished, because ${changed.join(', ')} changed after it was interrupted (${changed.length === 1 ? 'it is' : 'they are'} neither the content before nor after that run); no file was written, so nothing is lost.`,
    hint: `Check ${changed.length === 1 ? 'that file' : 'those files'} (.journal/${slug}.json keeps every file of the run as it was before and after), then run \`project-memory dream --project ${slug} --abandon\` to keep all files as they are now.`,
  };
}

function refusedOf(slug: string, e: MemoryError): UnfinishedJournal {
  return { project: slug, journal: `.journal/${slug}.json`, kind: null, changed: [], message: e.message, hint: e.hint ?? '' };
}

/**
 * Finishes a run that a crash interrupted, as a transaction (see the policy at the top). The
 * caller holds the project's dream lock; this takes every file lock of the journal.
 */
export function recoverJournal(root: MemoryRoot, slug: string): RecoveryOutcome {
  let pending: Journal | null;
  try {
    pending = readPendingJournal(root, slug);
  } catch (e) {
    if (e instanceof MemoryError && e.code === 'INVALID_FORMAT') return { finished: [], unfinished: refusedOf(slug, e) };
    throw e;
  }
  if (!pending) return { finished: [], unfinished: null };
  const journal = pending;
  return withLocks(
    root,
    journal.entries.map((e) => fileLockKey(e.path)),
    () => {
      const seen = new Map(journal.entries.map((e) => [e.path, readOrUnreadable(root, e.path)] as const));
      const states = journal.entries.map((e) => stateOf(e, seen.get(e.path)));
      const changed = journal.entries.filter((_, i) => states[i] === 'changed').map((e) => e.path);
      if (changed.length) return { finished: [], unfinished: unfinishedOf(slug, journal.kind, changed) };
      const toFinish = journal.entries.filter((_, i) => states[i] === 'before');
      try {
        applyEntries(root, toFinish, 'after', new Map(toFinish.map((e) => [e.path, seen.get(e.path) as TextFile | null])));
      } catch (e) {
        // A person saved one of them just now: it is neither version any more, so it is theirs.
        if (!(e instanceof StaleVersionError)) throw e;
        const moved = toFinish.filter((x) => stateOf(x, readOrUnreadable(root, x.path)) === 'changed').map((x) => x.path);
        return { finished: [], unfinished: unfinishedOf(slug, journal.kind, moved.length ? moved : toFinish.map((x) => x.path)) };
      }
      commitJournal(root, journal);
      return { finished: journal.entries.map((e) => e.path), unfinished: null };
    },
  );
}

/** Read-only look at a pending journal (for doctor): what recovery would say, without locks. */
export function inspectPendingJournal(root: MemoryRoot, slug: string): UnfinishedJournal | null {
  let pending: Journal | null;
  try {
    pending = readPendingJournal(root, slug);
  } catch (e) {
    if (e instanceof MemoryError) return refusedOf(slug, e);
    throw e;
  }
  if (!pending) return null;
  const changed = pending.entries.filter((e) => entryState(root, e) === 'changed').map((e) => e.path);
  return changed.length ? unfinishedOf(slug, pending.kind, changed) : null;
}

/**
 * A person's decision after checking an unfinished run: keep every file as it is now. The
 * journal is kept aside as `<slug>.abandoned.json` (never applied). The undo record of the run
 * before it stays: undo checks it against the files and refuses where they changed. Returns false
 * when no journal was pending.
 */
export function abandonJournal(root: MemoryRoot, slug: string): boolean {
  const from = pendingJournalPath(root, slug);
  if (!fs.existsSync(from)) return false;
  const text = readTextContained(root.dir, from, `.journal/${slug}.json`, MAX_JOURNAL_BYTES);
  if (!text) return false;
  writeAtomic(root.dir, abandonedJournalPath(root, slug), text.text, `.journal/${slug}.abandoned.json`);
  removeContained(root.dir, from);
  return true;
}

/** Projects with a pending journal: `<slug>.json` where slug is a real project slug. */
export function pendingJournalSlugs(root: MemoryRoot): string[] {
  try {
    return listAnchored(root.dir, journalDir(root))
      .filter((d) => d.isFile() && d.name.endsWith('.json'))
      .map((d) => d.name.slice(0, -'.json'.length))
      .filter((slug) => isKebabCase(slug));
  } catch {
    return [];
  }
}

export function dropLastJournal(root: MemoryRoot, slug: string): void {
  removeContained(root.dir, lastJournalPath(root, slug));
}
