/**
 * Writes that land in a version we have just replaced or removed. A person's append that lands in
 * the instant between our last check and our rename, or a writer that opened a memory file before
 * our rename (a shell's `>>` descheduled between its open and its write on a loaded machine, a
 * logger) writes into the inode the rename unlinked, which no name reaches any more: its line
 * would be lost, silently (docs/GUARANTEES.md#guarantees, promise 2). After each replace or
 * removal the replaced version stays open (its "witness"): it is looked at at once, still
 * under the file's lock, then every TICK_MS for WATCH_MS, and once more before the process exits
 * (EXIT_GRACE_MS after its last replace at the earliest):
 * - bytes appended to it are appended to the file as it is now (re-created if it was removed),
 *   under the file's lock, with the version they replace kept in the history like any write;
 * - any other change (a rewrite in place through an old descriptor) is not merged: that whole
 *   version is kept in the local history, where `history` and `restore` find it.
 * test/storage/late-writes.test.ts holds such a descriptor by hand. A writer that keeps its
 * descriptor longer than the watch is beyond it (docs/GUARANTEES.md#not-promised).
 */
import fs from 'node:fs';
import { MAX_FILE_BYTES, readTextContained, writeAtomic } from './fs-safe.js';
import { readBytes, StaleVersionError } from './file-identity.js';
import type { KeepReplaced } from './replace.js';
import { appendEntries, historyEnabled, historyScopeOf, keepChange, shaOf, storeObject } from './history-store.js';
import { fileLockKey, withLock } from './lock.js';
import { withoutWaiting, WouldWait } from './waits.js';

/** How long a replaced version is watched, and how often. */
const WATCH_MS = 3_000;
const TICK_MS = 50;
/**
 * A process that ends (a CLI command, a hook) keeps its event loop open until its newest replace
 * is this old before its last look: an append descheduled between its open and its write on a
 * loaded machine lands within a few scheduler slices. Only a process that replaced a memory file waits.
 */
const EXIT_GRACE_MS = 50;
/** Watched at most at once (each holds a descriptor): beyond, the oldest is checked and closed. */
const MAX_WATCHED = 64;
/** The original bytes are kept for comparison up to this size; above, their hash only. */
const KEEP_BYTES = 64 * 1024;
const MAX_ROUNDS = 8;
/** How long a busy lock may delay a watched version's last look (a lock is given up on after 20 s). */
const LOCK_WAIT_MS = 20_000;
/** Who wrote a late version, in the history: not one of our tools. */
const LATE_ORIGIN = { tool: 'another program' };

interface Watch {
  fd: number;
  rootDir: string;
  rel: string;
  abs: string;
  size: bigint;
  mtimeNs: bigint;
  /** The bytes the witness held when it was replaced (or their sha256 when large). */
  original: Buffer | string;
  /** When it was replaced. */
  made: number;
  until: number;
  /** Past this, a busy lock no longer delays the last look. */
  latest: number;
}

const watches: Watch[] = [];
let timer: NodeJS.Timeout | null = null;
let exitHooked = false;

/**
 * The KeepReplaced of one memory file (`rel` from the root, `abs` its canonical path): what
 * MemoryRoot.writeText and journal applies pass to the replace.
 */
export function watchReplaced(rootDir: string, rel: string, abs: string): KeepReplaced {
  return (fd, replaced) => {
    let original: Buffer | string;
    try {
      const bytes = replaced.content && BigInt(replaced.content.length) === replaced.size ? replaced.content : readBytes(fd, Number(replaced.size));
      original = originalOf(bytes);
    } catch {
      fs.closeSync(fd);
      return;
    }
    const made = Date.now();
    const until = made + WATCH_MS;
    const w: Watch = { fd, rootDir, rel, abs, size: replaced.size, mtimeNs: replaced.mtimeNs, original, made, until, latest: until + LOCK_WAIT_MS };
    watches.push(w);
    // What landed during the replace itself, while the caller still holds the file's lock.
    try {
      settle(w);
    } catch {
      /* tried again at the next check */
    }
    while (watches.length > MAX_WATCHED) finish(watches.shift()!);
    hookExit();
    schedule();
  };
}

/**
 * A CLI command or a hook ends a moment after its write: its last look is then. When its event
 * loop empties, a timer keeps it open until the newest replace is EXIT_GRACE_MS old; a process
 * that calls process.exit() looks once more as it exits.
 */
function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  process.on('beforeExit', () => {
    if (watches.length === 0) return;
    const newest = Math.max(...watches.map((w) => w.made));
    setTimeout(() => checkLateWrites({ final: true }), Math.max(0, newest + EXIT_GRACE_MS - Date.now()));
  });
  process.once('exit', () => checkLateWrites({ final: true }));
}

/** Descriptors held now (tests). */
export function watchedCount(): number {
  return watches.length;
}

/**
 * Looks at every watched version once and puts back what was written to it; `final` (process
 * exit, tests) then closes them all, otherwise only those past their time. With `timer` (the
 * periodic check) a busy lock is not waited for. Never throws: a version that cannot be put back
 * now is tried again at the next check.
 */
export function checkLateWrites({ final = false, timer = false } = {}): void {
  const now = Date.now();
  for (const w of [...watches]) {
    try {
      // A server's timer never waits for a lock (storage/waits.ts); each version on its own, so
      // that one busy file does not hold back the others.
      if (timer) withoutWaiting(() => settle(w));
      else settle(w);
    } catch (e) {
      // The file's lock is held by another process: looked at again at the next tick rather than
      // waited for, for as long as a lock may be held.
      if (e instanceof WouldWait && !final && now < w.latest) {
        w.until = Math.max(w.until, now + TICK_MS);
        continue;
      }
      /* tried again at the next check; at the last one, kept in the history if possible */
      if (final || now >= w.until) keepLateVersion(w);
    }
    if (final || now >= w.until) {
      watches.splice(watches.indexOf(w), 1);
      close(w);
    }
  }
}

function schedule(): void {
  if (timer !== null || watches.length === 0) return;
  timer = setTimeout(() => {
    timer = null;
    checkLateWrites({ timer: true });
    schedule();
  }, TICK_MS);
  timer.unref();
}

function finish(w: Watch): void {
  try {
    settle(w);
  } catch {
    keepLateVersion(w);
  }
  close(w);
}

function close(w: Watch): void {
  try {
    fs.closeSync(w.fd);
  } catch {
    /* already closed */
  }
}

function sameAsOriginal(w: Watch, prefix: Buffer): boolean {
  return typeof w.original === 'string' ? shaOf(prefix) === w.original : prefix.equals(w.original);
}

function originalOf(bytes: Buffer): Buffer | string {
  return bytes.length <= KEEP_BYTES ? Buffer.from(bytes) : shaOf(bytes);
}

/** What was written to the witness since it was last looked at, put where it belongs. */
function settle(w: Watch): void {
  const st = fs.fstatSync(w.fd, { bigint: true });
  if (st.size === w.size && st.mtimeNs === w.mtimeNs) return;
  const size = st.size > BigInt(MAX_FILE_BYTES) ? MAX_FILE_BYTES : Number(st.size);
  const bytes = readBytes(w.fd, size);
  const appended = BigInt(bytes.length) >= w.size && sameAsOriginal(w, bytes.subarray(0, Number(w.size)));
  if (appended) {
    const extra = bytes.subarray(Number(w.size));
    if (extra.length > 0) appendToCurrent(w, extra);
  } else {
    keepVersion(w, bytes);
  }
  w.size = BigInt(bytes.length);
  w.mtimeNs = st.mtimeNs;
  w.original = originalOf(bytes);
}

/** Appends `extra` to the file as it is now, as a tool write does: under its lock, version-checked. */
function appendToCurrent(w: Watch, extra: Buffer): void {
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    for (let round = 1; ; round++) {
      const current = readTextContained(w.rootDir, w.abs, w.rel);
      const head = current ? Buffer.from(current.bom ? `\uFEFF${current.text}` : current.text, 'utf8') : Buffer.alloc(0);
      // Lines stay lines: the late text starts on a line of its own.
      const joint = head.length > 0 && head[head.length - 1] !== 0x0a && extra[0] !== 0x0a ? Buffer.from('\n') : Buffer.alloc(0);
      const next = Buffer.concat([head, joint, extra]);
      try {
        keepChange(w.rootDir, w.rel, w.abs, next, LATE_ORIGIN).around(() =>
          writeAtomic(w.rootDir, w.abs, next, w.rel, current, watchReplaced(w.rootDir, w.rel, w.abs)),
        );
        return;
      } catch (e) {
        if (!(e instanceof StaleVersionError) || round >= MAX_ROUNDS) throw e;
      }
    }
  });
}

/** A late version that is not an append to ours: kept whole in the history, the file untouched. */
function keepVersion(w: Watch, bytes: Buffer): void {
  if (!historyEnabled()) return;
  const scope = historyScopeOf(w.rel);
  if (!scope) return;
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    const kept = storeObject(w.rootDir, scope.slug, bytes);
    let now: string | null = null;
    try {
      const current = readTextContained(w.rootDir, w.abs, w.rel);
      now = current ? storeObject(w.rootDir, scope.slug, Buffer.from(current.bom ? `\uFEFF${current.text}` : current.text, 'utf8')) : null;
    } catch {
      /* unreadable now: the late version is still logged */
    }
    if (kept === now) return;
    // Logged as "the late version was replaced by what is there now", which is what happened.
    appendEntries(w.rootDir, scope.slug, [{ t: new Date().toISOString(), path: scope.path, prev: kept, sha: now, tool: LATE_ORIGIN.tool }]);
  });
}

/** The last resort when a late append could not be put back: its whole version in the history. */
function keepLateVersion(w: Watch): void {
  try {
    keepVersion(w, readBytes(w.fd, Math.min(Number(fs.fstatSync(w.fd).size), MAX_FILE_BYTES)));
  } catch {
    /* nothing more can be done from here */
  }
}
