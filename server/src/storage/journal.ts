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
 * A journal is accepted only if this product wrote it: its shape is checked strictly, every path
 * must lie inside its own project's folder, and it carries an HMAC under a key that only the
 * server's own `.journal` folder holds (no tool path reaches it), so a planted file is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { parseMemoryPath, reservedReason } from '../core/path-rules.js';
import { isKebabCase } from '../core/slug.js';
import { ensureDirContained, readTextContained, removeContained, tempNameFor, writeAtomic, type TextFile } from './fs-safe.js';
import { entryOf, listAnchored, withAnchoredDir } from './anchored-dir.js';
import { nodeCrypto } from './lazy-crypto.js';
import type { MemoryRoot } from './root.js';
import { StaleVersionError, type ExpectedVersion } from './file-identity.js';

export interface JournalEntry {
  /** Root-relative path. */
  path: string;
  /** Content before the apply; null when the file did not exist. */
  before: string | null;
  /** Content after the apply; null when the apply deletes it. */
  after: string | null;
}

/** 'apply' becomes the undo record when complete; 'undo' removes that record when complete. */
export type JournalKind = 'apply' | 'undo';

export interface Journal {
  version: 2;
  kind: JournalKind;
  project: string;
  now: string;
  state: 'applying' | 'applied';
  entries: JournalEntry[];
}

export interface JournalDraft {
  kind?: JournalKind;
  project: string;
  now: string;
  entries: JournalEntry[];
}

/**
 * Strict shape checks (exact key sets, exact types). Hand-written rather than zod, which only the
 * MCP adapter loads (test/unit/boundaries.test.ts): this module is on the CLI's and hooks' paths.
 */
function hasExactly(v: unknown, keys: readonly string[]): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const own = Object.keys(v);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(v, k));
}

const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';

function isEntry(v: unknown): v is JournalEntry {
  return hasExactly(v, ['path', 'before', 'after']) && typeof v.path === 'string' && v.path.length > 0 && v.path.length <= 4096 && isTextOrNull(v.before) && isTextOrNull(v.after);
}

function isJournal(v: unknown): v is Journal {
  return (
    hasExactly(v, ['version', 'kind', 'project', 'now', 'state', 'entries']) &&
    v.version === 2 &&
    (v.kind === 'apply' || v.kind === 'undo') &&
    typeof v.project === 'string' &&
    isKebabCase(v.project) &&
    typeof v.now === 'string' &&
    v.now.length <= 64 &&
    (v.state === 'applying' || v.state === 'applied') &&
    Array.isArray(v.entries) &&
    v.entries.length > 0 &&
    v.entries.every(isEntry)
  );
}

interface Envelope {
  format: 'project-memory-journal';
  mac: string;
  journal: string;
}

function isEnvelope(v: unknown): v is Envelope {
  return hasExactly(v, ['format', 'mac', 'journal']) && v.format === 'project-memory-journal' && typeof v.mac === 'string' && /^[0-9a-f]{64}$/.test(v.mac) && typeof v.journal === 'string';
}

function journalDir(root: MemoryRoot): string {
  return path.join(root.dir, '.journal');
}

export function pendingJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.json`);
}

export function lastJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.last.json`);
}

function abandonedJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.abandoned.json`);
}

/** Journals hold whole files before and after, so they may exceed one memory file's cap. */
const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;
const KEY_NAME = 'journal.key';

/** The root's journal key (created once, 0600). */
function journalKey(root: MemoryRoot, create: true): string;
function journalKey(root: MemoryRoot, create: false): string | null;
function journalKey(root: MemoryRoot, create: boolean): string | null {
  const abs = path.join(journalDir(root), KEY_NAME);
  const read = () => readTextContained(root.dir, abs, `.journal/${KEY_NAME}`)?.text.trim() ?? null;
  const unreadable = () => new MemoryError('IO', 'The journal key .journal/journal.key is unreadable, so /dream cannot run safely.', 'Remove .journal/journal.key if no /dream run is unfinished, then try again.');
  const valid = (k: string | null): k is string => k !== null && /^[0-9a-f]{64}$/.test(k);
  const existing = fs.existsSync(abs) ? read() : null;
  if (valid(existing)) return existing;
  if (!create) return null;
  if (existing !== null) throw unreadable();
  ensureDirContained(root.dir, journalDir(root));
  withAnchoredDir(root.dir, journalDir(root), '.journal', (dir) => {
    // Written whole to a temp file, then published with link(), which fails if a key exists: two
    // first dreamers agree on one key, and a crash never leaves a torn one.
    const final = entryOf(dir, KEY_NAME);
    const temp = tempNameFor(final);
    try {
      fs.writeFileSync(temp, nodeCrypto().randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
      fs.linkSync(temp, final);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  });
  const key = read();
  if (!valid(key)) throw unreadable();
  return key;
}

function macOf(key: string, body: string): string {
  return nodeCrypto().createHmac('sha256', key).update(body, 'utf8').digest('hex');
}

function refuse(file: string, why: string): MemoryError {
  return new MemoryError('INVALID_FORMAT', `The consolidation journal ${path.basename(file)} was not applied: ${why}.`, `Move .journal/${path.basename(file)} aside and run project-memory doctor.`);
}

/** Reads and authenticates a journal; null when there is none. Refuses anything this product did not write. */
function readJournal(root: MemoryRoot, file: string, slug: string): Journal | null {
  const read = readTextContained(root.dir, file, `.journal/${path.basename(file)}`, MAX_JOURNAL_BYTES);
  if (!read) return null;
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const envelope = parse(read.text);
  if (!isEnvelope(envelope)) throw refuse(file, 'it is damaged or was not written by this version of project-memory');
  let key: string | null;
  try {
    key = journalKey(root, false);
  } catch {
    key = null; // an unreadable key (a link, a folder) verifies nothing
  }
  const expected = key ? macOf(key, envelope.journal) : '';
  if (!key || !nodeCrypto().timingSafeEqual(Buffer.from(expected), Buffer.from(envelope.mac))) throw refuse(file, 'it was not written by this server (its signature does not match)');
  const data = parse(envelope.journal);
  if (!isJournal(data)) throw refuse(file, 'its content is damaged');
  if (data.project !== slug) throw refuse(file, `it names project "${data.project}", not "${slug}"`);
  const seen = new Set<string>();
  for (const e of data.entries) {
    let parts: string[];
    try {
      parts = parseMemoryPath(e.path);
    } catch {
      throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} is not a valid memory path`);
    }
    const inside = parts.length >= 3 && parts[0] === 'projects' && parts[1] === slug && parts.join('/') === e.path && reservedReason(parts) === null;
    if (!inside) throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} lies outside projects/${slug}/`);
    if (seen.has(e.path)) throw refuse(file, `the path ${e.path} appears twice`);
    seen.add(e.path);
  }
  return data;
}

function writeJournal(root: MemoryRoot, file: string, journal: Journal): void {
  const body = JSON.stringify(journal);
  const key = journalKey(root, true);
  writeAtomic(root.dir, file, JSON.stringify({ format: 'project-memory-journal', mac: macOf(key, body), journal: body }), `.journal/${path.basename(file)}`);
}

export function readPendingJournal(root: MemoryRoot, slug: string): Journal | null {
  return readJournal(root, pendingJournalPath(root, slug), slug);
}

export function readLastJournal(root: MemoryRoot, slug: string): Journal | null {
  const last = readJournal(root, lastJournalPath(root, slug), slug);
  return last?.kind === 'apply' ? last : null;
}

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
export function applyEntries(root: MemoryRoot, entries: readonly JournalEntry[], side: 'before' | 'after', expected: ReadonlyMap<string, ExpectedVersion>): void {
  for (const e of entries) if (!expected.has(e.path)) throw new Error(`applyEntries: no expected version of ${e.path}`);
  // Local history (docs/FORMATS.md#history): every version this apply, undo or recovery replaces is kept first.
  for (const e of entries) root.keepVersion(e.path, e[side]).commit();
  for (const e of entries) {
    const content = e[side];
    const target = root.resolve(e.path);
    if (content === null) {
      if (target.stat) removeContained(root.dir, target.abs, e.path, expected.get(e.path));
    } else if (exactText(root, e.path) !== content) {
      writeAtomic(root.dir, target.abs, content, e.path, expected.get(e.path));
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
  const journal: Journal = { version: 2, kind: draft.kind ?? 'apply', project: draft.project, now: draft.now, state: 'applying', entries: orderForApply(draft.entries) };
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

/** The lock key of a memory file, the same one every tool's read-modify-write of it holds. */
export function fileLockKey(rel: string): string {
  return `file:${rel}`;
}

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
  return withLocks(root, journal.entries.map((e) => fileLockKey(e.path)), () => {
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
  });
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
