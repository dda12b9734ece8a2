/**
 * One file over 400 lines on purpose: objects, the log, retention and the recording of a change
 * share module state (the folders known to exist, the files a failed change must remove) that no
 * other module may touch.
 *
 * The local history (docs/FORMATS.md#history): before a memory file of a project (or `_global`) is replaced or
 * deleted, the bytes on disk and the bytes that replace them are stored, content-addressed and
 * gzipped, in `<root>/.history/<slug>/objects/<aa>/<sha256>.gz` (identical versions once), and
 * one line naming both goes to `<root>/.history/<slug>/log.jsonl` after the write. What is on
 * disk is read inside the write, under the caller's file lock, so a hand edit made since the last
 * tool write is kept too. `.history` sits beside `.journal` and `.locks`: outside every project
 * folder (never listed, indexed, searched, put in context or committed with a project).
 *
 * Durability: objects and log lines are written without fsync (one more fsync per write would
 * double a write's cost): history survives a killed process; a power cut can lose the history of
 * the last seconds, never a memory file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { MemoryError, isMemoryError } from '../core/errors.js';
import { envVar } from '../core/env.js';
import { DEFAULT_RETENTION, parseLog, renderEntry, retain, type HistoryEntry, type RetentionRule, type VersionOrigin } from '../core/history.js';
import { TEMP_SUFFIX } from '../core/path-rules.js';
import { nodeCrypto } from './lazy-crypto.js';
import { assertDescriptorAt } from './containment.js';
import { closeAnchoredDir, entryOf, openAnchoredDir } from './anchored-dir.js';
import { ensureDirContained, removeContained, removeEmptyDirs, translateIoError } from './fs-safe.js';
import { withLock } from './lock.js';
import { noteChange } from './waits.js';
import { currentEnv } from './environment.js';

export const HISTORY_DIR = '.history';
/** A log over this size is compacted by a retention pass at the next change. */
const MAX_LOG_BYTES = 8 * 1024 * 1024;
/** Retention runs at most this often per project and process (and at every /dream). */
const RETENTION_EVERY_MS = 24 * 3600_000;
/** Objects younger than this are never removed: a writer may not have logged them yet. */
const ORPHAN_GRACE_MS = 3600_000;

const load = createRequire('/');
let zlib: typeof import('node:zlib') | undefined;
const gz = () => (zlib ??= load('node:zlib') as typeof import('node:zlib'));

// ---------------------------------------------------------------------------------------------
// Who is writing: set by the adapters around each tool call, CLI command or hook.

let als: AsyncLocalStorage<VersionOrigin> | undefined;

/** Runs `fn` (sync or async) with `origin` as the author of every change it makes. */
export function withOrigin<T>(origin: VersionOrigin, fn: () => T): T {
  als ??= new (load('node:async_hooks') as typeof import('node:async_hooks')).AsyncLocalStorage<VersionOrigin>();
  return als.run(origin, fn);
}

export function currentOrigin(env: NodeJS.ProcessEnv = currentEnv()): VersionOrigin {
  const found = als?.getStore();
  if (found) return found;
  // Claude Code sets CLAUDE_CODE_SESSION_ID for its hooks, Bash commands and stdio MCP servers.
  const session = envVar(env, 'CLAUDE_CODE_SESSION_ID');
  return session ? { tool: 'unknown', session } : { tool: 'unknown' };
}

export function historyEnabled(env: NodeJS.ProcessEnv = currentEnv()): boolean {
  // Off only for the benchmark that measures what history costs.
  return envVar(env, 'PROJECT_MEMORY_HISTORY') !== 'off';
}

function positive(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function retentionFromEnv(env: NodeJS.ProcessEnv = currentEnv()): RetentionRule {
  return {
    maxAgeDays: positive(envVar(env, 'PROJECT_MEMORY_HISTORY_DAYS'), DEFAULT_RETENTION.maxAgeDays),
    maxBytes: positive(envVar(env, 'PROJECT_MEMORY_HISTORY_MB'), DEFAULT_RETENTION.maxBytes / 2 ** 20) * 2 ** 20,
  };
}

// ---------------------------------------------------------------------------------------------
// Layout.

/** The history scope of a root-relative path: a project's or `_global`'s file; else null. */
export function historyScopeOf(rel: string): { slug: string; path: string } | null {
  const parts = rel.split('/');
  let slug: string;
  let rest: string[];
  if (parts[0] === 'projects' && parts.length >= 3) {
    slug = parts[1] as string;
    rest = parts.slice(2);
  } else if (parts[0] === '_global' && parts.length >= 2) {
    slug = '_global';
    rest = parts.slice(1);
  } else return null;
  // Server folders inside a scope (.index) and temp files are not memory.
  if (rest.some((p) => p.startsWith('.') || p.endsWith(TEMP_SUFFIX))) return null;
  return { slug, path: rest.join('/') };
}

function scopeDir(rootDir: string, slug: string): string {
  return path.join(rootDir, HISTORY_DIR, slug);
}

function objectDir(rootDir: string, slug: string, sha: string): string {
  return path.join(scopeDir(rootDir, slug), 'objects', sha.slice(0, 2));
}

export function shaOf(bytes: Buffer): string {
  return nodeCrypto().createHash('sha256').update(bytes).digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Objects.

const knownDirs = new Set<string>();
/** What the keepChange running now created, so that a write that then fails leaves no trace. */
let made: { files: string[]; dirs: string[] } | null = null;

function ensureHistoryDir(rootDir: string, dir: string): void {
  const created = ensureDirContained(rootDir, dir);
  made?.dirs.push(...created);
  knownDirs.add(dir);
}

function inDir<T>(rootDir: string, dir: string, fn: (entry: (name: string) => string) => T): T {
  if (!knownDirs.has(dir)) ensureHistoryDir(rootDir, dir);
  let anchored = openAnchoredDir(rootDir, dir, path.relative(rootDir, dir));
  if (!anchored) {
    // Removed since (by hand): made again.
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path.relative(rootDir, dir));
    if (!anchored) throw new MemoryError('IO', 'The history folder was removed while it was being written.', 'Try again.');
  }
  const a = anchored;
  try {
    return fn((name) => entryOf(a, name));
  } finally {
    closeAnchoredDir(a);
  }
}

/** A stored object looks whole: gzip's trailer ends with the input length (mod 2^32). */
function looksWhole(fd: number, bytes: Buffer): boolean {
  const size = fs.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}

/**
 * Stores `bytes` once; returns its sha256. An object already there is touched: retention never
 * removes an object younger than ORPHAN_GRACE_MS, so one about to be named again by a log line
 * cannot be swept between this check and that line. A new object is written in place (O_EXCL,
 * no temp file and rename: half the folder operations); one torn by a crash is found by its
 * trailer and written again, and readers verify every object against its name anyway.
 */
export function storeObject(rootDir: string, slug: string, bytes: Buffer, sha = shaOf(bytes)): string {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd: number | null = null;
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    if (fd !== null) {
      try {
        if (fs.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = new Date();
          fs.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs.closeSync(fd);
      }
      // Damaged (or not a file): replaced whole through a temp file.
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      // A concurrent writer stored the same bytes first.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  });
  return sha;
}

function writeNew(file: string, bytes: Buffer): void {
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, 0o600);
  try {
    fs.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs.closeSync(fd);
  }
}

/** The bytes of a stored version, verified against its name; null when missing or damaged. */
export function readObject(rootDir: string, slug: string, sha: string): Buffer | null {
  const dir = openAnchoredDir(rootDir, objectDir(rootDir, slug, sha));
  if (!dir) return null;
  try {
    const bytes = gz().gunzipSync(fs.readFileSync(entryOf(dir, `${sha}.gz`)));
    return shaOf(bytes) === sha ? bytes : null;
  } catch {
    return null;
  } finally {
    closeAnchoredDir(dir);
  }
}

// ---------------------------------------------------------------------------------------------
// The log.

function logLock(slug: string): string {
  return `history:${slug}`;
}

/**
 * Appends entries: one write() of whole lines on an O_APPEND descriptor, which the kernel keeps
 * whole against other appenders, so appending takes no lock (a lock costs as much as the rest of
 * the history). A tail torn by a crash is ended first. Retention replaces the log by rename
 * under its lock; an append that landed in the replaced file is caught either by retention's
 * last read of that file or here (the path names another file now: the lines are appended
 * again; a duplicate line is ignored when the log is read).
 */
export function appendEntries(rootDir: string, slug: string, entries: readonly HistoryEntry[], env: NodeJS.ProcessEnv = currentEnv()): void {
  if (entries.length === 0) return;
  noteChange();
  const data = entries.map(renderEntry).join('');
  let size = 0;
  inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const file = entry('log.jsonl');
      const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_APPEND | fs.constants.O_CREAT | fs.constants.O_NOFOLLOW, 0o600);
      let same: boolean;
      try {
        const before = fs.fstatSync(fd).size;
        let head = '';
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 0x0a) head = '\n';
        }
        const buf = Buffer.from(head + data, 'utf8');
        fs.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs.lstatSync(file, { throwIfNoEntry: false });
        same = now !== undefined && now.ino === fs.fstatSync(fd).ino;
      } finally {
        fs.closeSync(fd);
      }
      if (same) break;
    }
  });
  maybeRetain(rootDir, slug, size, env);
}

export function readEntries(rootDir: string, slug: string): HistoryEntry[] {
  const dir = openAnchoredDir(rootDir, scopeDir(rootDir, slug));
  if (!dir) return [];
  try {
    return parseLog(fs.readFileSync(entryOf(dir, 'log.jsonl'), 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}

// ---------------------------------------------------------------------------------------------
// Retention.

const lastRetention = new Map<string, number>();

function maybeRetain(rootDir: string, slug: string, logSize: number, env: NodeJS.ProcessEnv): void {
  const key = `${rootDir}\0${slug}`;
  const now = Date.now();
  const due = logSize > MAX_LOG_BYTES || now - (lastRetention.get(key) ?? 0) > RETENTION_EVERY_MS;
  if (!due) return;
  lastRetention.set(key, now);
  // Once a day per project across processes: the stamp file's mtime says when it last ran.
  const stamp = path.join(scopeDir(rootDir, slug), 'retained');
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
  } catch {
    /* never ran */
  }
  try {
    applyRetention(rootDir, slug, retentionFromEnv(env), now);
  } catch {
    /* retention is housekeeping: a failure here never fails the write that triggered it */
  }
}

export interface RetentionReport {
  entriesBefore: number;
  entriesAfter: number;
  objectsRemoved: number;
}

/**
 * Drops what the rule lets go (never the newest version of any path), rewrites the log
 * atomically and removes objects no kept entry names, under the log's lock.
 */
export function applyRetention(rootDir: string, slug: string, rule: RetentionRule, nowMs = Date.now()): RetentionReport {
  return withLock(rootDir, logLock(slug), () => {
    noteChange();
    return inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
      // Read through one descriptor, kept open until the replacement is in place.
      let old: { fd: number; size: number } | null = null;
      try {
        const fd = fs.openSync(entry('log.jsonl'), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
        old = { fd, size: 0 };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      let entries: HistoryEntry[];
      let kept: HistoryEntry[];
      try {
        const read = old ? readFrom(old.fd, 0) : { text: '', end: 0 };
        if (old) old.size = read.end;
        entries = parseLog(read.text);
        const sizes = new Map<string, number>();
        const sizeOf = (sha: string) => {
          let n = sizes.get(sha);
          if (n === undefined) {
            try {
              n = fs.lstatSync(path.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
            } catch {
              n = 0;
            }
            sizes.set(sha, n);
          }
          return n;
        };
        kept = retain(entries, rule, nowMs, sizeOf);
        if (kept.length !== entries.length) {
          const tmp = entry(`.log.${process.pid}${TEMP_SUFFIX}`);
          fs.writeFileSync(tmp, kept.map(renderEntry).join(''), { mode: 0o600 });
          fs.renameSync(tmp, entry('log.jsonl'));
          // Appends that reached the old file after it was read are carried over.
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs.appendFileSync(entry('log.jsonl'), late.endsWith('\n') ? late : `${late}\n`);
          }
        }
      } finally {
        if (old) fs.closeSync(old.fd);
      }
      const live = new Set<string>();
      for (const e of kept) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs.writeFileSync(entry('retained'), `${new Date(nowMs).toISOString()}\n`);
      return { entriesBefore: entries.length, entriesAfter: kept.length, objectsRemoved };
    });
  });
}

/** The file's bytes from `offset` to its current end, as text, and that end. */
function readFrom(fd: number, offset: number): { text: string; end: number } {
  const size = fs.fstatSync(fd).size;
  if (size <= offset) return { text: '', end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString('utf8'), end: offset + off };
}

function sweepObjects(rootDir: string, slug: string, live: ReadonlySet<string>, nowMs: number): number {
  const base = path.join(scopeDir(rootDir, slug), 'objects');
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards: string[];
  try {
    shards = fs.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs.readdirSync(dir.via)) {
        const sha = name.endsWith('.gz') ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs.rmSync(file, { force: true });
          removed++;
        } catch {
          /* raced */
        }
      }
    } finally {
      closeAnchoredDir(dir);
    }
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------
// Recording a change.

/** What is on disk at `abs` (bytes, unchanged by decoding) and its mtime; null when absent. */
export function readCurrentBytes(_rootDir: string, abs: string, shown: string): { bytes: Buffer; mtimeMs: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ELOOP' || code === 'EISDIR') return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs.fstatSync(fd);
    // Only a regular file of our own is history; the write refuses the others itself.
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      /* closed */
    }
  }
}

/**
 * A change whose versions are stored: `commit` logs it once the file really changed; `discard`
 * removes what storing them created, when the change itself failed (a failed call changes
 * nothing, history included); `around` runs the change between the two.
 */
export interface KeptChange {
  commit(): void;
  discard(): void;
  around<T>(change: () => T): T;
  /** The log line `commit` appends (commitAll appends many in one write); none when nothing is logged. */
  readonly line?: PendingLine;
}

interface PendingLine {
  rootDir: string;
  slug: string;
  entry: HistoryEntry;
  env: NodeJS.ProcessEnv;
}

function kept(commit: () => void, discard: () => void, line?: PendingLine): KeptChange {
  return {
    line,
    commit,
    discard,
    around(change) {
      let result;
      try {
        result = change();
      } catch (e) {
        discard();
        throw e;
      }
      commit();
      return result;
    },
  };
}

const NOTHING: KeptChange = kept(
  () => {},
  () => {},
);

/**
 * Stores what is on disk at `rel` now and `next` (null: the file is about to be deleted). Call
 * under the file's lock, just before the write; call `commit()` after it. A failure to keep the
 * history is the write's failure (nothing changed yet), so no version is ever lost silently.
 */
export function keepChange(
  rootDir: string,
  rel: string,
  abs: string,
  next: Buffer | null,
  origin?: VersionOrigin,
  env: NodeJS.ProcessEnv = currentEnv(),
): KeptChange {
  if (!historyEnabled(env)) return NOTHING;
  const scope = historyScopeOf(rel);
  if (!scope) return NOTHING;
  let entry: HistoryEntry;
  const created = { files: [] as string[], dirs: [] as string[] };
  const discard = () => {
    for (const f of created.files) {
      try {
        removeContained(rootDir, f);
      } catch {
        /* best effort */
      }
    }
    for (const d of created.dirs) knownDirs.delete(d);
    removeEmptyDirs(rootDir, created.dirs);
  };
  made = created;
  try {
    const current = readCurrentBytes(rootDir, abs, rel);
    const prev = current ? storeObject(rootDir, scope.slug, current.bytes) : null;
    const sha = next ? storeObject(rootDir, scope.slug, next) : null;
    if (prev === sha) return NOTHING;
    const who = origin ?? currentOrigin(env);
    entry = { t: new Date().toISOString(), path: scope.path, prev, sha, tool: who.tool };
    if (who.session) entry.session = who.session;
    if (current) entry.prevTime = new Date(current.mtimeMs).toISOString();
  } catch (e) {
    discard();
    if (isMemoryError(e) && e.code !== 'IO') throw e;
    const known = translateIoError(e, rel);
    if (isMemoryError(known)) throw known;
    throw new MemoryError(
      'IO',
      `The previous version of ${JSON.stringify(rel)} could not be kept in the history (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}), so nothing was written.`,
      'Check the permissions of <root>/.history.',
    );
  } finally {
    made = null;
  }
  const line: PendingLine = { rootDir, slug: scope.slug, entry, env };
  return kept(() => appendQuietly(line.rootDir, line.slug, [line.entry], line.env), discard, line);
}

function appendQuietly(rootDir: string, slug: string, entries: HistoryEntry[], env: NodeJS.ProcessEnv): void {
  try {
    appendEntries(rootDir, slug, entries, env);
  } catch {
    // The file is written; its version is stored and the next write logs it as found on disk.
  }
}

/**
 * Commits every change, in order, with one append per log: a /dream apply changes a thousand
 * files, and a log append per file cost ~10 system calls each (docs/FORMATS.md#history).
 */
export function commitAll(changes: readonly KeptChange[]): void {
  const logs = new Map<string, PendingLine & { entries: HistoryEntry[] }>();
  for (const c of changes) {
    const l = c.line;
    if (!l) {
      c.commit();
      continue;
    }
    const key = `${l.rootDir}\0${l.slug}`;
    const log = logs.get(key) ?? logs.set(key, { ...l, entries: [] }).get(key)!;
    log.entries.push(l.entry);
  }
  for (const log of logs.values()) appendQuietly(log.rootDir, log.slug, log.entries, log.env);
}
