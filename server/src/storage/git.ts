/**
 * The git command, as the memory uses it: the staleness signal of a bound repository
 * (precheck_file, docs/FORMATS.md#decisions), whether a memory folder is kept in git, and running
 * git for `sync`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { currentEnv } from './environment.js';
import { nodeCrypto } from './lazy-crypto.js';
import { noteChange } from './waits.js';

/** Commits touching `pathspecs` since `date` (YYYY-MM-DD); null when `repo` is not a git repository. */
export function commitsSince(repo: string, date: string, pathspecs: readonly string[]): number | null {
  if (!fs.existsSync(path.join(repo, '.git'))) return null;
  try {
    const out = execFileSync('git', ['-C', repo, 'log', `--since=${date}T00:00:00Z`, '--format=%H', '--', ...pathspecs], {
      encoding: 'utf8',
      timeout: 3000,
      env: currentEnv(),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean).length;
  } catch {
    return null;
  }
}

/**
 * The work tree that holds `dir`, found by looking for a `.git` entry (a folder, or the file of a
 * linked worktree or submodule) in `dir` and its parents; null when none does. No git process is
 * started: this is asked on every add_decision.
 */
export function gitWorkTreeOf(dir: string): string | null {
  let current = path.resolve(dir);
  for (;;) {
    try {
      fs.lstatSync(path.join(current, '.git'));
      return current;
    } catch {
      /* not here */
    }
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/** A random tag for a branch-safe decision id (`D12-k3f7`): three characters, then a digit. */
export function randomIdTag(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = nodeCrypto().randomBytes(4);
  let tag = '';
  for (let i = 0; i < 3; i++) tag += alphabet[bytes[i]! % alphabet.length];
  return tag + String(2 + (bytes[3]! % 8));
}

export interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the user's `git` (never a reimplementation) in `cwd`, without a terminal prompt. Throws a
 * MemoryError when git is not installed; any other outcome is returned for the caller to judge.
 */
export function runGit(cwd: string, args: readonly string[], opts: { timeoutMs?: number } = {}): GitRun {
  // Any git command may change a repository (commit, merge): a call that ran one is not started again.
  noteChange();
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    // The environment in force (storage/environment.ts), as every other setting is read: a CLI
    // run or a server in a test's process passes its own. No credential or editor prompt may
    // hang a hook or a CLI run waiting for a terminal.
    env: { ...currentEnv(), GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', GIT_MERGE_AUTOEDIT: 'no' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.error) {
    if ((r.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new MemoryError(
        'NOT_FOUND',
        'git is not installed (no `git` command on the PATH), so the memory cannot be synced.',
        'Install git, then run the command again; everything else works without it.',
      );
    }
    throw new MemoryError('IO', `git could not be run: ${r.error.message}.`, 'Check that git works in a terminal, then try again.');
  }
  return { code: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
}

/** Writes a small git configuration file (`.gitignore`, `.gitattributes`) at a repository's top when its text differs; true when it wrote. */
export function writeGitFile(repoTop: string, name: '.gitignore' | '.gitattributes', text: string): boolean {
  const file = path.join(repoTop, name);
  let current: string | null = null;
  try {
    current = fs.readFileSync(file, 'utf8');
  } catch {
    /* absent */
  }
  if (current === text) return false;
  // Lines a person added below ours are kept: only our block is ours to rewrite.
  const kept =
    current === null
      ? ''
      : current
          .split('\n')
          .filter((l) => l !== '' && !text.split('\n').includes(l) && !l.startsWith('# Written by project-memory'))
          .join('\n');
  const next = kept ? `${text}${kept}\n` : text;
  if (next === current) return false;
  noteChange();
  const temp = `${file}.${process.pid}.pm-tmp`;
  fs.writeFileSync(temp, next, { flag: 'wx' });
  fs.renameSync(temp, file);
  return true;
}
