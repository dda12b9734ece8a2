/** Real git in temp folders for the team-memory tests (no network: clones of a bare repo on disk). */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './tmp.js';

function gitEnv(cwd: string): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', GIT_MERGE_AUTOEDIT: 'no', GIT_CONFIG_NOSYSTEM: '1', HOME: cwd };
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: gitEnv(cwd) });
}

/** Like git() but returns the exit code and output instead of throwing. */
export function gitTry(cwd: string, ...args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: git(cwd, ...args) };
  } catch (e) {
    const err = e as { status?: number; stdout?: string; stderr?: string };
    return { code: err.status ?? 1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

/** A fresh repository with a committer identity (tests never depend on the user's git config). */
export function initRepo(dir: string, opts: { bare?: boolean } = {}): string {
  fs.mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main', ...(opts.bare ? ['--bare'] : []));
  if (!opts.bare) identity(dir);
  return dir;
}

export function identity(dir: string, name = 'Tester'): void {
  git(dir, 'config', 'user.name', name);
  git(dir, 'config', 'user.email', `${name.toLowerCase()}@example.invalid`);
  git(dir, 'config', 'commit.gpgsign', 'false');
}

export function commitAll(dir: string, message: string): void {
  git(dir, 'add', '-A');
  if (gitTry(dir, 'diff', '--cached', '--quiet').code !== 0) git(dir, 'commit', '-q', '-m', message);
}

export function writeFile(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

/** git() without holding the worker's event loop: a test that runs many commands awaits this one (test/setup/loop-watch.ts). */
export function gitAsync(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', args, { cwd, encoding: 'utf8', env: gitEnv(cwd) }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve(stdout);
    });
    child.stdin?.end();
  });
}

/** Like gitAsync() but returns the exit code and output instead of throwing. */
export async function gitTryAsync(cwd: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    return { code: 0, out: await gitAsync(cwd, ...args) };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : 1, out: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

/**
 * A fixture (machines, clones, memory roots) built once per test file, and handed to each test
 * as a fresh copy of that first build. The copy is made at the very path the fixture was built
 * at, because what it holds names absolute paths (a clone's remote, a worktree's checkout, a
 * project's bound folder, a shared folder's pointer): a copy anywhere else would lead back into
 * another test's files. So the tests of one file that use it must run one after another (vitest's
 * default within a file), and the fixture must be used by spawned processes only: a cache of this
 * process keyed by the path would outlive the copy it described. Copying costs milliseconds; a
 * build is a dozen CLI and git processes.
 */
export function fixtureOnce<T>(prefix: string, build: (dir: string) => Promise<T>): () => Promise<T> {
  let made: { dir: string; saved: string; value: T } | undefined;
  return async () => {
    if (!made) {
      const top = tempDir(prefix);
      const dir = path.join(top, 'fixture');
      // A build that failed leaves nothing behind: the next test builds again from an empty folder.
      const value = await build(dir).catch(async (e: unknown) => {
        await fs.promises.rm(top, { recursive: true, force: true });
        throw e;
      });
      const saved = path.join(top, 'saved');
      fs.cpSync(dir, saved, COPY);
      made = { dir, saved, value };
      return value;
    }
    await fs.promises.rm(made.dir, { recursive: true, force: true });
    fs.cpSync(made.saved, made.dir, COPY);
    return made.value;
  };
}

/** Links copied as links, file times kept (git's index and the tools compare them). */
const COPY: fs.CopySyncOptions = { recursive: true, verbatimSymlinks: true, preserveTimestamps: true };
