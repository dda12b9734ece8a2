/** Real git in temp folders for the team-memory tests (no network: clones of a bare repo on disk). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', GIT_MERGE_AUTOEDIT: 'no', GIT_CONFIG_NOSYSTEM: '1', HOME: cwd },
  });
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
