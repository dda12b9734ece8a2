/**
 * Per-session state under CLAUDE_PLUGIN_DATA: when the session started, whether it changed code,
 * whether the Stop reminder already fired. The transcript can lag at Stop, so the hooks record
 * what happened as it happens instead of reading it back.
 *
 * Without CLAUDE_PLUGIN_DATA the state goes to `$TMPDIR/project-memory-<uid>/sessions`, a name
 * any local user can create first (or plant as a link) to make the hooks prune and write files in
 * a folder of their choosing. So every folder on the way is opened without following a link and
 * checked through its descriptor: owned by this user, not writable by group or others, the state
 * folder itself mode 0700. A folder that fails is not used: the hook keeps no state and still
 * answers (state only avoids repeating a reminder). Files are then named through
 * `/proc/self/fd/<fd>/`, i.e. inside exactly the folder that was checked. The same folder keeps
 * the session-start context cache (hooks/context-cache.ts): what the model is shown must come from
 * a file no one else can write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isOwnTempName, writeFileAtomic } from './atomic-file.js';
import { PROC_FD } from './environment.js';
import { perUserFolder } from './user-folder.js';

export interface SessionState {
  startedAt: number;
  project: string | null;
  codeChanged: string[];
  /** Files whose covering decisions were already shown this session (shown once per file). */
  cited: string[];
  reminded: boolean;
}

/** A state file is a few hundred bytes; anything this large is not ours. */
const MAX_STATE_BYTES = 1024 * 1024;
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const STATE_FILE = /^[A-Za-z0-9_-]{1,128}\.json$/;
/** The context cache's files (hooks/context-cache.ts): swept by the same age rule. */
const CACHE_FILE = /^context-[0-9a-f]{1,32}\.cache$/;
/** Temp files of earlier versions (now storage/atomic-file.ts names them, isOwnTempName). */
const OLD_TEMP_FILE = /^(?:[A-Za-z0-9_-]{1,128}\.json|context-[0-9a-f]{1,32}\.cache)\.\d+\.[0-9a-z]{1,16}\.tmp$/;
const DIR_FLAGS = fs.constants.O_RDONLY | fs.constants.O_DIRECTORY | fs.constants.O_NOFOLLOW;

interface StateDir {
  fd: number;
  /** The folder's checked path; its entries are named through inStateDir. */
  abs: string;
}

/**
 * Runs `fn` with the prefix naming entries of the opened folder: `/proc/self/fd/<fd>`, or without
 * /proc its checked path while that still leads to the opened folder (null, `fn` not run, once it
 * does not: the folder is opened once per process and may have been moved since).
 */
function inStateDir<T>(dir: StateDir, fn: (via: string) => T): T | null {
  if (PROC_FD) return fn(viaOf(dir.fd, dir.abs));
  return stillAt(dir) ? fn(dir.abs) : null;
}

function stillAt(dir: StateDir): boolean {
  try {
    const named = fs.lstatSync(dir.abs);
    const held = fs.fstatSync(dir.fd);
    return named.dev === held.dev && named.ino === held.ino;
  } catch {
    return false;
  }
}

function viaOf(fd: number, checkedPath: string): string {
  return PROC_FD ? `/proc/self/fd/${fd}` : checkedPath;
}

/**
 * Opens `dir` (made with mode 0700 when missing) without following a link, and keeps it only when
 * this user owns it and no one else may write to it. `private` also requires that no one else may
 * read it (tightened with fchmod when this user's folder is merely readable by others, as folders
 * made by earlier versions were).
 */
function openOwnedDir(dir: string, opened: string, { create, isPrivate }: { create: 'one' | 'recursive'; isPrivate: boolean }): number | null {
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  let fd: number;
  try {
    // Opened first, made only when missing: the folder exists at every run but the first, and
    // each call compiled and run is part of a session start.
    fd = fs.openSync(opened, DIR_FLAGS);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return null; // a link (ELOOP/ENOTDIR) or a file
    try {
      fs.mkdirSync(opened, { mode: 0o700, recursive: create === 'recursive' });
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code !== 'EEXIST') return null;
    }
    try {
      fd = fs.openSync(opened, DIR_FLAGS);
    } catch {
      return null; // a link planted meanwhile, a file, or gone
    }
  }
  try {
    const st = fs.fstatSync(fd);
    // lstat as well: where /proc is missing, `opened` is the path itself and must not be a link.
    const lst = fs.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 0o022) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 0o077) !== 0) {
      fs.fchmodSync(fd, 0o700);
      if ((fs.fstatSync(fd).mode & 0o077) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs.closeSync(fd);
    return null;
  }
}

let cached: { key: string; dir: StateDir | null } | undefined;

/** The verified state folder, or null when no safe one is available (then no state is kept). */
function stateDir(env: NodeJS.ProcessEnv): StateDir | null {
  const { dir: base, pluginData: data } = perUserFolder(env);
  if (cached?.key === base) return cached.dir;
  let dir: StateDir | null = null;
  // The plugin's data folder is made by Claude Code (possibly 0755); the temp one is ours alone.
  const baseFd = openOwnedDir(base, base, { create: data ? 'recursive' : 'one', isPrivate: !data });
  if (baseFd !== null) {
    const sessions = path.join(base, 'sessions');
    const fd = openOwnedDir(sessions, path.join(viaOf(baseFd, base), 'sessions'), { create: 'one', isPrivate: true });
    fs.closeSync(baseFd);
    if (fd !== null) dir = { fd, abs: sessions };
  }
  cached = { key: base, dir };
  return dir;
}

function stateName(sessionId: string): string | null {
  return SESSION_ID.test(sessionId) ? `${sessionId}.json` : null;
}

function readSmallFile(file: string): string | null {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs.readFileSync(fd, 'utf8');
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** A context cache file (`context-<hex>.cache`) of the verified folder, or null. */
export function readCacheFile(env: NodeJS.ProcessEnv, name: string): string | null {
  const dir = CACHE_FILE.test(name) ? stateDir(env) : null;
  return dir ? inStateDir(dir, (via) => readSmallFile(path.join(via, name))) : null;
}

/** Best effort, like writeState: replaces a context cache file of the verified folder. */
export function writeCacheFile(env: NodeJS.ProcessEnv, name: string, text: string): void {
  const dir = CACHE_FILE.test(name) ? stateDir(env) : null;
  if (dir) writeAtomicIn(dir, name, text);
}

export function readState(env: NodeJS.ProcessEnv, sessionId: string | undefined): SessionState | null {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = inStateDir(dir, (via) => readSmallFile(path.join(via, name)));
  if (text === null) return null;
  try {
    const data = JSON.parse(text) as Partial<SessionState>;
    return {
      startedAt: typeof data.startedAt === 'number' ? data.startedAt : Date.now(),
      project: typeof data.project === 'string' ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x): x is string => typeof x === 'string') : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x): x is string => typeof x === 'string') : [],
      reminded: data.reminded === true,
    };
  } catch {
    return null;
  }
}

/** Best effort: a state that cannot be written safely is not written (the hook still answers). */
export function writeState(env: NodeJS.ProcessEnv, sessionId: string | undefined, state: SessionState): void {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return;
  const dir = stateDir(env);
  if (dir) writeAtomicIn(dir, name, JSON.stringify(state));
}

/**
 * Keeps a state as it is: written back only when its file does not already hold exactly it, else
 * only touched, since pruneStates goes by the time a file was last written.
 */
export function keepState(env: NodeJS.ProcessEnv, sessionId: string | undefined, state: SessionState): void {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  const text = JSON.stringify(state);
  inStateDir(dir, (via) => {
    const file = path.join(via, name);
    if (readSmallFile(file) === text) {
      try {
        const now = new Date();
        fs.lutimesSync(file, now, now);
        return;
      } catch {
        /* written below */
      }
    }
    writeFileAtomic(via, name, text);
  });
}

/**
 * writeState for a state that discards the session's previous one (`previousExists`: readState
 * found one): that file is unlinked first, so the new one is renamed onto a free name. On ext4 a
 * rename that replaces a file first forces the new file's blocks to disk (auto_da_alloc), which
 * costs a session start milliseconds; a rename onto a free name does not. A reader in between finds no state, which is what a discarded state amounts to.
 */
export function replaceState(env: NodeJS.ProcessEnv, sessionId: string | undefined, state: SessionState, previousExists: boolean): void {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  inStateDir(dir, (via) => {
    if (previousExists) {
      try {
        fs.unlinkSync(path.join(via, name));
      } catch {
        /* gone already, or the write below replaces it */
      }
    }
    writeFileAtomic(via, name, JSON.stringify(state));
  });
}

function writeAtomicIn(dir: StateDir, name: string, text: string): void {
  inStateDir(dir, (via) => writeFileAtomic(via, name, text));
}

export function freshState(project: string | null = null): SessionState {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}

/** How often the state folder is swept: one stat per session start instead of one per file. */
const PRUNE_EVERY_MS = 86_400_000;
const PRUNE_MARKER = '.pruned';

/**
 * Drops state files of sessions that ended long ago (and context caches not rewritten as long: a
 * dropped one is rebuilt at the next start), so the folder does not grow forever. Only names this
 * module writes are removed, only regular files, only inside the verified folder.
 */
export function pruneStates(env: NodeJS.ProcessEnv, maxAgeMs = 7 * 86_400_000): void {
  const dir = stateDir(env);
  if (!dir) return;
  inStateDir(dir, (via) => {
    const marker = path.join(via, PRUNE_MARKER);
    const now = Date.now();
    try {
      if (now - fs.lstatSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
    } catch {
      /* never swept */
    }
    sweep(via, marker, now, maxAgeMs);
  });
}

/** The sweep itself, apart: a session start that finds the marker fresh never compiles it. */
function sweep(via: string, marker: string, now: number, maxAgeMs: number): void {
  let names: string[];
  try {
    names = fs.readdirSync(via);
    fs.rmSync(marker, { force: true });
    fs.writeFileSync(marker, '', { flag: 'wx', mode: 0o600 });
  } catch {
    return;
  }
  for (const name of names) {
    if (!STATE_FILE.test(name) && !CACHE_FILE.test(name) && !OLD_TEMP_FILE.test(name) && !isOwnTempName(name)) continue;
    try {
      const full = path.join(via, name);
      const st = fs.lstatSync(full);
      if (st.isFile() && now - st.mtimeMs > maxAgeMs) fs.unlinkSync(full);
    } catch {
      /* raced with another session */
    }
  }
}
