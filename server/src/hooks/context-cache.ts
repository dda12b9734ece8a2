/**
 * The session-start context from a cache (issue 15): most sessions start on memory that has not
 * changed since the last one, and building the context (projects index, five files, decisions
 * parsed, six folders listed) cost more than the rest of the hook. So the hook that builds it keeps
 * the text with the stat of every path it was built from: each file and folder the memory root
 * resolved (MemoryRoot.trackPaths) and each probe of the import offer. The next start compares
 * those stats and, when all are equal, prints the kept text: one file read and one lstat per path,
 * done by the loader (bin/hook.ts) before the hook's main bundle is even read.
 *
 * Equal means the same print (storage/path-print.ts: device, inode, mode, size, and both times in
 * nanoseconds), so an edit within the same second, of the same size, or by an editor that renames a
 * new file into place, all rebuild. A timestamp is only as fine as the file system's clock tick, so a text is
 * never kept when one of its paths changed within SETTLE_MS before the build began (git's "racily
 * clean" rule): a later change then always gets a later change time, which no one can set back.
 * The key holds every other input of the context (the payload's cwd, the variables it reads, the
 * day, the build of the bundle); the file lives in the hooks' verified private folder
 * (storage/session-state.ts), because what it holds is put in front of the model.
 */
import { today } from '../core/dates.js';
import { envVar } from '../core/env.js';
import { readCacheFile, startSessionState, writeCacheFile } from '../services/session-state.js';
import { pathPrint, realpathOrNull } from '../services/path-print.js';
import { hookDialect, parsePayload, renderOutput, type HookPayload } from './payload.js';
import { stdinText, writeAll, type StdinRead } from './stdio.js';

const FORMAT = 1;
/** Longer than any file system's timestamp granularity (FAT's 2 s) plus the kernel's clock tick. */
const SETTLE_MS = 2_500;
/** Every variable the session-start context reads (roots, budget, the import offer's home). */
const INPUT_VARS = ['CLAUDE_PROJECT_DIR', 'PROJECT_MEMORY_ROOT', 'HOME', 'PROJECT_MEMORY_CONTEXT_CHARS'] as const;

interface Entry {
  v: number;
  key: string;
  build: string;
  day: string;
  /** The root as located (before realpath) and its realpath: a re-pointed link is another root. */
  located: string;
  root: string;
  deps: [string, string][];
  project: string | null;
  text: string;
}

/** What the build recorded: the kept text and where it came from. */
export interface ContextSources {
  located: string;
  root: string;
  paths: Iterable<string>;
  project: string | null;
  text: string;
  /** Date.now() before the first read. */
  startedMs: number;
}

function cacheKey(p: HookPayload, env: NodeJS.ProcessEnv): string | null {
  try {
    return JSON.stringify([p.cwd ?? null, ...INPUT_VARS.map((name) => envVar(env, name) ?? null), process.cwd()]);
  } catch {
    return null; // the working directory is gone
  }
}

/**
 * Two 32-bit FNV-1a hashes: a file name per key and build (two installed versions of the plugin do
 * not overwrite each other's), without loading node:crypto.
 */
function fileName(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `context-${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}.cache`;
}

function isEntry(e: unknown): e is Entry {
  const o = e as Entry | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    o.v === FORMAT &&
    typeof o.text === 'string' &&
    typeof o.located === 'string' &&
    typeof o.root === 'string' &&
    Array.isArray(o.deps) &&
    (o.project === null || typeof o.project === 'string')
  );
}

/** The kept context when every path it was built from is as it was, else null. */
export function cachedContext(p: HookPayload, env: NodeJS.ProcessEnv, build: string): { project: string | null; text: string } | null {
  const key = cacheKey(p, env);
  const raw = key === null ? null : readCacheFile(env, fileName(key + build));
  if (raw === null) return null;
  let e: unknown;
  try {
    e = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isEntry(e) || e.key !== key || e.build !== build || e.day !== today()) return null;
  if (realpathOrNull(e.located) !== e.root) return null;
  for (const dep of e.deps) {
    if (!Array.isArray(dep) || typeof dep[0] !== 'string') return null;
    if (pathPrint(dep[0])?.print !== dep[1]) return null;
  }
  return { project: e.project, text: e.text };
}

/**
 * Keeps a freshly built context, unless one of its paths is unreadable or changed too recently
 * for its stat to tell the next change apart. Best effort: a cache that cannot be written is not.
 */
export function keepContext(p: HookPayload, env: NodeJS.ProcessEnv, build: string, src: ContextSources): void {
  const key = cacheKey(p, env);
  const day = today(new Date(src.startedMs));
  if (key === null || today() !== day) return;
  const settled = BigInt(src.startedMs - SETTLE_MS) * 1_000_000n;
  const deps: [string, string][] = [];
  for (const abs of new Set(src.paths)) {
    const st = pathPrint(abs);
    if (st === null || (st.changedNs !== null && st.changedNs >= settled)) return;
    deps.push([abs, st.print]);
  }
  const entry: Entry = { v: FORMAT, key, build, day, located: src.located, root: src.root, deps, project: src.project, text: src.text };
  writeCacheFile(env, fileName(key + build), JSON.stringify(entry));
}

/**
 * The loader's fast path: answers session start from the cache (the same output and session state
 * as hooks/session-start.ts) and returns true, or returns false having printed nothing.
 */
export function answerFromCache(stdin: StdinRead, build: string, env: NodeJS.ProcessEnv): boolean {
  try {
    const p = parsePayload(stdinText(stdin));
    const hit = cachedContext(p, env, build);
    if (!hit) return false;
    startSessionState(env, p, hit.project);
    writeAll(1, renderOutput({ kind: 'context', event: 'SessionStart', text: hit.text }, hookDialect(env)));
    return true;
  } catch {
    return false; // the slow path answers (or stays silent) as it always did
  }
}
