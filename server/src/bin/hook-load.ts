/**
 * The hooks' slow path (hook-load.cjs, loaded by bin/hook.ts only when session start cannot be
 * answered from the context cache, and for every other event): runs hook-main.cjs through a V8
 * code cache, Node 20's missing `module.enableCompileCache`. Compiling the hook's code on every
 * run costs ~5 % of a bare node start; the cached bytecode of the functions a hook ran is read
 * back in well under a millisecond.
 *
 * The cache lives in a folder only this user can write (CLAUDE_PLUGIN_DATA, else the per-user
 * temp folder the session state uses), because bytecode is code: a folder others could write to
 * is never used. V8 rejects a cache made by another V8 or for other source, and any failure here
 * falls back to compiling without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { HookRunOptions } from '../hooks/runner.js';
import type { StdinRead } from '../hooks/stdio.js';
import { writeFileAtomic } from '../storage/atomic-file.js';
import { perUserFolder } from '../storage/user-folder.js';

const CACHE_PREFIX = 'hook-main-';
const CACHE_SUFFIX = '.v8cache';

function ownedFolder(dir: string): boolean {
  try {
    // lstat: a link planted in the folder's place is not this user's folder, whatever it points at.
    const st = fs.lstatSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

function cacheFolder(): string | undefined {
  if (typeof process.getuid !== 'function') return undefined;
  const base = perUserFolder(process.env).dir;
  return ownedFolder(base) ? base : undefined;
}

/**
 * V8 checks a cache against the source's length only, so the name also carries the file's
 * identity and modification time: any rebuild or reinstall of the plugin gets a new cache.
 */
function cacheName(source: string, st: fs.Stats): string {
  return `${CACHE_PREFIX}${source.length}-${st.ino}-${st.mtimeMs}${CACHE_SUFFIX}`;
}

/**
 * Runs `main` (hook-main.cjs, of stat `st`) with what the entry already read: stdin (or the error
 * reading it raised) and the bundle's build, the key of the context cache.
 */
export function loadMain(main: string, st: fs.Stats, stdin: StdinRead | Error | undefined, build: string): void {
  const source = fs.readFileSync(main, 'utf8');
  const folder = cacheFolder();
  const cacheFile = folder ? path.join(folder, cacheName(source, st)) : undefined;
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = fs.readFileSync(cacheFile);
  } catch {
    /* first run of this build */
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: main, cachedData });
  const mod = { exports: {} as { main?: (opts: HookRunOptions) => void } };
  (script.runInThisContext() as (...args: unknown[]) => void).call(mod.exports, mod.exports, require, mod, main, path.dirname(main));
  mod.exports.main?.({ stdin, cacheBuild: build });
  if (cacheFile && folder && (!cachedData || script.cachedDataRejected)) {
    // At exit, so that the cache holds the bytecode of every function the hook ran.
    process.once('exit', () => writeCache(folder, cacheFile, script.createCachedData()));
  }
}

function writeCache(folder: string, cacheFile: string, data: Buffer): void {
  try {
    for (const name of fs.readdirSync(folder)) {
      if (name.startsWith(CACHE_PREFIX) && name.endsWith(CACHE_SUFFIX)) fs.rmSync(path.join(folder, name), { force: true });
    }
    writeFileAtomic(folder, path.basename(cacheFile), data);
  } catch {
    /* a cache is optional */
  }
}
