/**
 * Where /proc is missing (macOS, or PM_NO_PROC=1), an opened folder has no name that the kernel
 * resolves through its descriptor, and Node offers no unlinkat/renameat/openat. Naming its entries
 * by the checked path left a window: the portable CI run measured 100 outside files deleted by the
 * temp-file sweep while a child process swapped the folder for a link (test/reliability/sweep.test.ts).
 *
 * The one other reference the kernel resolves by inode rather than by path is the working folder.
 * So, without /proc, an anchored folder becomes the process's working folder while it is open,
 * verified afterwards (same device and inode as the descriptor), and its entries are named
 * relative to it: `unlink("name")` then acts on exactly the opened folder, as
 * `/proc/self/fd/<fd>/name` does on Linux, whatever its path has become meanwhile.
 *
 * Folders nest (a write inside a lock, a move between two folders): the innermost one open is the
 * working folder. Closing it goes back to the one outside it, verified again; if that folder was
 * swapped meanwhile, the process waits in a folder that no longer exists, where every relative
 * operation fails instead of acting elsewhere. The last close goes back to the folder the process
 * started from. All storage code is synchronous (no other code runs while a folder is entered);
 * anchored-dir.ts refuses a callback that returns a promise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PROC_FD } from './environment.js';

/** An opened folder as this module sees it: its descriptor and its checked path. */
export interface EnteredFolder {
  readonly fd: number;
  readonly abs: string;
}

/**
 * Whether folders are entered: only without /proc, and only where chdir works (not in a worker
 * thread; worker_threads is loaded only then, not on every hook's start).
 */
export const ENTERS_FOLDERS: boolean =
  !PROC_FD && typeof process.chdir === 'function' && (createRequire('/')('node:worker_threads') as typeof import('node:worker_threads')).isMainThread;

const entered: EnteredFolder[] = [];
/** The folder the process was in before the first folder was entered (null: it had none left). */
let startedIn: string | null = null;

/** True when `dir` is the working folder now, so its entries are named relative to it. */
export function isWorkingFolder(dir: EnteredFolder): boolean {
  return entered.length > 0 && entered[entered.length - 1] === dir;
}

/**
 * Makes `dir` the working folder. False (and the working folder as it was) when the path no longer
 * leads to the descriptor's folder: it was swapped after it was opened.
 */
export function enterFolder(dir: EnteredFolder): boolean {
  if (entered.length === 0) {
    try {
      startedIn = process.cwd();
    } catch {
      startedIn = null;
    }
  }
  if (!goTo(dir)) {
    returnToOuter();
    return false;
  }
  entered.push(dir);
  return true;
}

/** Leaves `dir` (closed in any order); the working folder becomes the innermost one still open. */
export function leaveFolder(dir: EnteredFolder): void {
  const at = entered.lastIndexOf(dir);
  if (at < 0) return;
  const wasInnermost = at === entered.length - 1;
  entered.splice(at, 1);
  if (wasInnermost) returnToOuter();
}

function returnToOuter(): void {
  const outer = entered[entered.length - 1];
  if (outer !== undefined) {
    if (!goTo(outer)) goNowhere();
    return;
  }
  try {
    if (startedIn !== null) {
      process.chdir(startedIn);
      return;
    }
  } catch {
    /* the starting folder was removed meanwhile */
  }
  goNowhere();
}

function goTo(dir: EnteredFolder): boolean {
  try {
    process.chdir(dir.abs);
    const here = fs.statSync('.');
    const held = fs.fstatSync(dir.fd);
    return here.dev === held.dev && here.ino === held.ino;
  } catch {
    return false;
  }
}

/**
 * Waits in a folder made for the purpose and removed at once: nothing can be created, read or
 * removed relative to it, so an entry named for a folder that could not be re-entered fails.
 */
function goNowhere(): void {
  const os = createRequire('/')('node:os') as typeof import('node:os');
  const sink = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-nowhere-'));
  process.chdir(sink);
  fs.rmdirSync(sink);
}

/**
 * Runs `fn` with a prefix naming entries of exactly the folder open as `fd` (checked path `abs`):
 * `/proc/self/fd/<fd>`; without /proc `.` with the folder entered; where neither is available (a
 * worker thread), `abs`. Null, without running `fn`, when the path no longer leads to the folder.
 */
export function withOpenFolder<T>(fd: number, abs: string, fn: (via: string) => T): T | null {
  if (PROC_FD) return fn(`/proc/self/fd/${fd}`);
  if (!ENTERS_FOLDERS) return fn(abs);
  const dir: EnteredFolder = { fd, abs };
  if (!enterFolder(dir)) return null;
  try {
    return fn('.');
  } finally {
    leaveFolder(dir);
  }
}
