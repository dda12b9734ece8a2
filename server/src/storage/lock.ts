/**
 * Cross-process exclusive locks (git's index.lock pattern): a lock file that appears whole or not
 * at all. Without them, 8 processes doing read-modify-writes of one JSON index lost most of their
 * updates (test/storage/durability.test.ts). Critical sections are synchronous, so two calls of
 * one process never contend; waiting for another process goes through storage/waits.ts, which
 * lets a server answer other calls meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nodeCrypto } from './lazy-crypto.js';
import { hostname } from 'node:os';
import { MemoryError } from '../core/errors.js';
import { nameKey } from '../core/path-rules.js';
import { closeAnchoredDir, entryOf, openAnchoredDir } from './anchored-dir.js';
import { countRounds, pause, waitingSince } from './waits.js';

const WAIT_LIMIT_MS = 20_000;
/** A holder that died (SIGKILL) leaves its file behind: a dead pid, or this old a lock, is stale. */
const STALE_AFTER_MS = 120_000;
/** A breaker file lives for one read and unlink; this old, its maker died. */
const BREAKER_STALE_MS = 10_000;

/** The lock every tool write of one memory file takes (`rel` from the root; folded like every key). */
export function fileLockKey(rel: string): string {
  return `file:${rel}`;
}

export function locksDir(rootDir: string): string {
  return path.join(rootDir, '.locks');
}

/**
 * Keys are folded (NFC, case) first: on a case-insensitive file system `DECISIONS.md` and
 * `decisions.md` are one file, so they must be one lock.
 */
export function lockNameFor(key: string): string {
  return `${nodeCrypto().createHash('sha256').update(nameKey(key)).digest('hex').slice(0, 32)}.lock`;
}

/**
 * Runs `fn` with the path of `name` inside the verified `.locks` folder (created when missing).
 * A `.locks` planted as a link leading out of the root is refused, so no lock file is ever
 * created or removed outside it.
 */
function inLocksDir<T>(rootDir: string, name: string, fn: (file: string) => T): T {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), '.locks');
  if (!dir) {
    try {
      fs.mkdirSync(locksDir(rootDir));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw lockIoError(e);
    }
    dir = openAnchoredDir(rootDir, locksDir(rootDir), '.locks');
    if (!dir) throw new MemoryError('IO', 'The lock folder .locks of the memory root could not be created.', 'Check that the memory root is writable.');
  }
  try {
    return fn(entryOf(dir, name));
  } finally {
    closeAnchoredDir(dir);
  }
}

function lockIoError(e: unknown): unknown {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return new MemoryError('IO', 'The memory root is read-only here, so nothing can be changed.', 'Make the memory root writable, or use the read tools only.');
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return new MemoryError('IO', 'The disk is full, so nothing was changed.', 'Free some space and try again.');
  return e;
}

function holderIsGone(content: string, mtimeMs: number): boolean {
  if (Date.now() - mtimeMs > STALE_AFTER_MS) return true;
  const [pidText, host] = content.split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > 5_000; // torn lock file
  if (host !== hostname()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes a stale lock without racing another remover: only the process that wins the O_EXCL
 * "breaker" file may unlink, and only if the lock still holds the stale content it judged.
 */
function breakStaleLock(rootDir: string, name: string, judged: string): void {
  inLocksDir(rootDir, name, (file) => breakStaleLockAt(file, judged));
}

function breakStaleLockAt(file: string, judged: string): void {
  const breaker = `${file}.break`;
  let fd: number;
  try {
    fd = fs.openSync(breaker, 'wx');
  } catch {
    try {
      if (Date.now() - fs.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs.rmSync(breaker, { force: true });
    } catch {
      /* gone */
    }
    return;
  }
  try {
    if (fs.readFileSync(file, 'utf8') === judged) fs.rmSync(file, { force: true });
  } catch {
    /* already gone */
  } finally {
    fs.closeSync(fd);
    fs.rmSync(breaker, { force: true });
  }
}

function tryAcquire(rootDir: string, name: string, token: string): boolean {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}

/**
 * The lock file appears with its token already in it: written to a private temp file, then
 * link()ed into place, which fails with EEXIST when the lock is held. A lock created empty and
 * written after (open O_EXCL, then write) looks torn to every waiter while its holder is
 * descheduled between the two calls, and a waiter breaks it after 5 s: two holders, one update
 * lost (test/storage/durability.test.ts). File systems without hard links fall back to O_EXCL.
 */
function tryAcquireAt(file: string, token: string): boolean {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString('hex')}.new`;
  try {
    fs.writeFileSync(tmp, token, { flag: 'wx', mode: 0o644 });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false; // the folder was removed meanwhile: the next try recreates it
    throw lockIoError(e);
  }
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') return tryAcquireExclusive(file, token);
    throw lockIoError(e);
  } finally {
    unlinkIfThere(tmp);
  }
}

/** unlink(), a file already gone being fine (rmSync({ force }) costs an lstat more per call). */
function unlinkIfThere(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

function tryAcquireExclusive(file: string, token: string): boolean {
  try {
    const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, 0o644);
    try {
      fs.writeSync(fd, token);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    throw lockIoError(e);
  }
}

/**
 * The locks this process holds now. A section is synchronous, so a lock this process holds is
 * held by the code running now, which may take it again: a replace looks for late writes to the
 * version it replaced under the file's lock its caller already holds (storage/late-writes.ts).
 */
const heldHere = new Set<string>();

/** Runs `fn` while holding the named lock of this memory root. `fn` must be synchronous. */
export function withLock<T>(rootDir: string, key: string, fn: () => T): T {
  const name = lockNameFor(key);
  const held = `${rootDir}\0${name}`;
  if (heldHere.has(held)) return fn();
  const token = `${process.pid} ${hostname()} ${Date.now()}`;
  let holder: string | null = null;
  let deadline = 0;
  let tries = 0;
  while (!tryAcquire(rootDir, name, token)) {
    try {
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs.readFileSync(file, 'utf8'), mtimeMs: fs.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
      }
      // The limit is for one holder that does not let go: while the lock changes hands, the
      // waiter waits its turn. A call started again after an asynchronous wait
      // (storage/waits.ts) counts from when it first saw this holder.
      if (judged.content !== holder) {
        holder = judged.content;
        deadline = waitingSince(`lock:${name}:${holder}`) + WAIT_LIMIT_MS;
      }
    } catch (e) {
      if (e instanceof MemoryError) throw e;
      continue; // released between our attempts
    }
    if (Date.now() > deadline) {
      throw new MemoryError(
        'LOCKED',
        `Another process has held the lock on ${key} for over ${WAIT_LIMIT_MS / 1000} seconds, so nothing was changed.`,
        'Try again; if it persists, run `project-memory doctor --fix`.',
      );
    }
    // Backing off from 1 ms to 50 ms, counting the tries of the call's earlier attempts.
    const delay = Math.min(2 ** (tries++ + countRounds(`lock:${name}`)), 50);
    pause(delay + Math.random() * delay, () => !lockFileThere(rootDir, name), held);
  }
  heldHere.add(held);
  try {
    const result = fn();
    if (typeof (result as { then?: unknown } | null)?.then === 'function')
      throw new Error('A lock is held by synchronous code only; this section returned a promise.');
    return result;
  } finally {
    heldHere.delete(held);
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs.readFileSync(file, 'utf8') === token) unlinkIfThere(file);
      });
    } catch {
      /* broken as stale by another process; nothing of ours to remove */
    }
  }
}

/** Whether the lock file exists now (a cheap look for a waiter; taking it is withLock's). */
function lockFileThere(rootDir: string, name: string): boolean {
  try {
    return fs.lstatSync(path.join(locksDir(rootDir), name), { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** The private temp file of an acquisition (tryAcquireAt) and the breaker (breakStaleLockAt). */
const NEW_FILE = /^[0-9a-f]{32}\.lock\.[1-9][0-9]{0,9}\.[0-9a-f]{8}\.new$/;
const BREAK_FILE = /^[0-9a-f]{32}\.lock\.break$/;

/**
 * Removes what lock acquisition leaves in `.locks` when its process is killed between two calls:
 * the temp file written before the link() (`<lock>.<pid>.<hex>.new`) and the breaker file. Both
 * live for microseconds, so a leftover is judged by the rule that judges a lock: its token (the
 * same `pid host time`) names a process gone on this host, or it is older than a lock may be.
 * A lock file itself is never removed here (its holder may be alive; withLock breaks stale
 * ones), and a `.new` that is a lock's other name leaves that lock whole. Returns how many went.
 */
export function sweepLockLeftovers(rootDir: string): number {
  let dir;
  try {
    dir = openAnchoredDir(rootDir, locksDir(rootDir), '.locks');
  } catch {
    return 0; // a planted link: nothing in it is ours
  }
  if (!dir) return 0;
  let removed = 0;
  const uid = process.getuid?.();
  try {
    for (const name of fs.readdirSync(dir.via)) {
      const isNew = NEW_FILE.test(name);
      if (!isNew && !BREAK_FILE.test(name)) continue;
      const file = entryOf(dir, name);
      try {
        const st = fs.lstatSync(file);
        if (!st.isFile() || (uid !== undefined && st.uid !== uid)) continue;
        const stale = isNew ? holderIsGone(readToken(file), st.mtimeMs) : Date.now() - st.mtimeMs > BREAKER_STALE_MS;
        if (!stale) continue;
        fs.unlinkSync(file);
        removed++;
      } catch {
        /* gone meanwhile, or unreadable: left for the next sweep */
      }
    }
  } catch {
    /* the folder went away while it was listed */
  } finally {
    closeAnchoredDir(dir);
  }
  return removed;
}

/** The token of a small file, read without following a link; '' when it is not one. */
function readToken(file: string): string {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  try {
    const buf = Buffer.alloc(256);
    return buf.subarray(0, fs.readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}
