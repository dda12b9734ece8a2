/**
 * Issue 12 items 1, 2, 4 and 6 through the CLI, the session-start hook bundle and the real git (a
 * bare remote under a temp folder, no network): two machines with separate HOMEs and memory roots. A shares a project
 * into its repository and pushes; B clones and its first session starts with that memory, with no
 * `use` and no absolute path; worktrees resolve to the same project; unshare moves it back; git
 * never sees indexes, locks, journal or history; /dream gives the same bytes in both clones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli, type CliRun } from '../helpers/cli.js';
import { fixtureOnce, git, identity, initRepo, writeFile } from '../helpers/git.js';
import { startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';
import { daysFromToday } from '../helpers/dates.js';

// Every case drives a dozen CLI runs, session-start hooks and git on a shared 2-core machine.
vi.setConfig({ testTimeout: 240_000 });

interface Machine {
  home: string;
  root: string;
}

function machine(base: string, name: string): Machine {
  const home = path.join(base, `home-${name}`);
  fs.mkdirSync(home, { recursive: true });
  return { home, root: path.join(home, '.project-memory') };
}

function envOf(m: Machine): Record<string, string> {
  return { HOME: m.home, GIT_CONFIG_NOSYSTEM: '1', PROJECT_MEMORY_ROOT: m.root };
}

/**
 * The CLI, awaited (a long synchronous loop of runs would stall the worker): in this process
 * (share and unshare too: git gets the run's environment), apart from the session-start hook,
 * which reads its payload on stdin and so runs the bundle (test/helpers/cli.ts).
 */
function run(args: string[], cwd: string, env: Record<string, string>, input = ''): Promise<CliRun> {
  return callCli(args, { cwd, env, input });
}

function cli(m: Machine, cwd: string, args: string[]): Promise<CliRun> {
  return run(args, cwd, envOf(m));
}

async function ok(p: Promise<CliRun>): Promise<string> {
  const r = await p;
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}${r.stdout}`);
  return r.stdout;
}

async function sessionStart(m: Machine, cwd: string): Promise<string> {
  const payload = JSON.stringify({ session_id: `s-${Math.random().toString(36).slice(2)}`, cwd, hook_event_name: 'SessionStart', source: 'startup' });
  const r = await run(['hook', 'session-start'], cwd, { ...envOf(m), CLAUDE_PLUGIN_DATA: path.join(m.home, 'plugin-data') }, payload);
  expect(r.code).toBe(0);
  if (r.stdout === '') return '';
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

/**
 * A code repository on machine A with a remote, its project memory shared and pushed: built once
 * for the file, each test gets a fresh copy (test/helpers/git.ts says why at one path).
 */
const sharedRepo = fixtureOnce('pm-share-', async (base): Promise<{ base: string; a: Machine; b: Machine; repoA: string; remote: string }> => {
  const remote = initRepo(path.join(base, 'remote.git'), { bare: true });
  const a = machine(base, 'alice');
  const b = machine(base, 'bob');
  const repoA = initRepo(path.join(a.home, 'code', 'app'));
  writeFile(repoA, 'src/main.ts', 'export const x = 1;\n');
  git(repoA, 'add', '-A');
  git(repoA, 'commit', '-q', '-m', 'code');
  git(repoA, 'remote', 'add', 'origin', remote);
  await ok(cli(a, repoA, ['init']));
  await ok(cli(a, repoA, ['new', 'app', '--bind', repoA]));
  await ok(cli(a, repoA, ['status', '--state', 'Building the login flow', '--next', 'Write the token refresh']));
  await ok(cli(a, repoA, ['decide', 'Use bcrypt rounds=12 for passwords', '--topic', 'auth']));
  const shared = await ok(cli(a, repoA, ['share']));
  expect(shared).toMatch(/\.project-memory/);
  git(repoA, 'add', '-A');
  git(repoA, 'commit', '-q', '-m', 'Share project memory');
  git(repoA, 'push', '-q', 'origin', 'main');
  return { base, a, b, repoA, remote };
});

describe('share a project into its repository', () => {
  it('moves the memory into .project-memory/ with git rules, and the sharer keeps using it', async () => {
    const { a, repoA } = await sharedRepo();
    const folder = path.join(repoA, '.project-memory');
    expect(fs.readFileSync(path.join(folder, 'decisions.md'), 'utf8')).toMatch(/bcrypt rounds=12/);
    expect(fs.readFileSync(path.join(folder, '.gitattributes'), 'utf8')).toMatch(/decisions\.md merge=union/);
    expect(fs.readFileSync(path.join(folder, '.gitignore'), 'utf8')).toMatch(/\.index\//);
    // The sharer's tools read and write the repository's folder.
    expect(await sessionStart(a, path.join(repoA, 'src'))).toMatch(/Building the login flow/);
    await ok(cli(a, repoA, ['decide', 'Tokens expire after 15 minutes', '--topic', 'tokens']));
    expect(fs.readFileSync(path.join(folder, 'decisions.md'), 'utf8')).toMatch(/15 minutes/);
    expect(fs.existsSync(path.join(a.root, 'projects', 'app', 'decisions.md'))).toBe(false);
    // Global parts stay in the user's root.
    expect(fs.existsSync(path.join(folder, '_global'))).toBe(false);
  });

  it('commits nothing machine-specific, and git ignores indexes, locks, journal and history', async () => {
    const { a, repoA } = await sharedRepo();
    const folder = path.join(repoA, '.project-memory');
    const committed = git(repoA, 'ls-files', '.project-memory').split('\n').filter(Boolean);
    expect(committed).toContain('.project-memory/_meta.yaml');
    expect(committed.some((f) => /_index\.yaml$|\.index\/|\.locks|\.journal|\.history|_trash/.test(f))).toBe(false);
    for (const f of committed) {
      const text = fs.readFileSync(path.join(repoA, f), 'utf8');
      expect(text, f).not.toContain(a.home);
      expect(text, f).not.toContain(path.dirname(a.home));
    }
    // Writes through the tools, a search (ranked index), and a dream leave git status clean apart from the memory files themselves.
    const s = await startServer({ root: a.root, cwd: repoA, env: { HOME: a.home } });
    try {
      await s.ok('log_session', { summary: 'Paired on login', outcomes: ['Login works'], next_step: 'Refresh tokens' });
      await s.ok('search', { query: 'bcrypt', mode: 'ranked' });
      await s.ok('update_file_description', { path: 'decisions.md', description: 'All decisions' });
    } finally {
      await s.close();
    }
    await ok(cli(a, repoA, ['dream', '--now', daysFromToday(1)]));
    const status = git(repoA, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
    expect(status.length).toBeGreaterThan(0);
    for (const line of status)
      expect(line, line).toMatch(/^(\?\?| M|M |A ) \.project-memory\/(sessions\/[\d-]+\.md|decisions\.md|manifest\.json|memory\.md|archive\/[\w-]+\.md)$/);
    expect(fs.existsSync(path.join(folder, '.index')) || fs.existsSync(path.join(folder, '_index.yaml'))).toBe(true);
  });
});

describe('a teammate clones the repository', () => {
  it('starts with its memory in any subfolder, and searches, reads and writes it, with no use and no absolute path', async () => {
    const { b, remote, base } = await sharedRepo();
    const repoB = path.join(b.home, 'work', 'elsewhere', 'app-clone');
    git(base, 'clone', '-q', remote, repoB);
    identity(repoB, 'Bob');
    // Bob has no memory root at all yet.
    expect(fs.existsSync(b.root)).toBe(false);
    const context = await sessionStart(b, path.join(repoB, 'src'));
    expect(context).toMatch(/Building the login flow/);
    expect(context).toMatch(/bcrypt rounds=12/);
    const s = await startServer({ root: b.root, cwd: path.join(repoB, 'src'), env: { HOME: b.home } });
    try {
      expect(await s.ok('search', { query: 'bcrypt' })).toMatch(/decisions\.md:\d+:.*bcrypt/);
      expect(await s.ok('search', { query: 'bcrypt', mode: 'ranked' })).toMatch(/bcrypt/);
      expect(await s.ok('read_file', { path: '_status.md' })).toMatch(/Building the login flow/);
      await s.ok('add_decision', { summary: 'Refresh tokens rotate on use', topic: 'tokens' });
      await s.ok('log_session', { summary: 'Bob paired', outcomes: ['Rotation works'] });
    } finally {
      await s.close();
    }
    expect(fs.readFileSync(path.join(repoB, '.project-memory', 'decisions.md'), 'utf8')).toMatch(/rotate on use/);
    expect(JSON.parse(await ok(cli(b, repoB, ['doctor', '--json']))).findings).toEqual([]);
    const status = git(repoB, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
    for (const line of status) expect(line, line).toMatch(/\.project-memory\/(decisions\.md|manifest\.json|sessions\/[\d-]+\.md)$/);
  });

  it('resolves every worktree to the same project, each seeing its own checkout; removing one orphans nothing', async () => {
    const { b, remote, base } = await sharedRepo();
    const repoB = path.join(b.home, 'app');
    git(base, 'clone', '-q', remote, repoB);
    identity(repoB, 'Bob');
    expect(await sessionStart(b, repoB)).toMatch(/Building the login flow/);
    const wt = path.join(b.home, 'app-feature');
    git(repoB, 'worktree', 'add', '-q', '-b', 'feature', wt);
    expect(await sessionStart(b, path.join(wt, 'src'))).toMatch(/Building the login flow/);
    // The worktree's memory is its own checkout's: a decision there is not in the main checkout.
    await ok(cli(b, wt, ['decide', 'Feature branch only decision']));
    expect(fs.readFileSync(path.join(wt, '.project-memory', 'decisions.md'), 'utf8')).toMatch(/Feature branch only/);
    expect(fs.readFileSync(path.join(repoB, '.project-memory', 'decisions.md'), 'utf8')).not.toMatch(/Feature branch only/);
    expect(await sessionStart(b, repoB)).not.toMatch(/Feature branch only/);
    git(wt, 'commit', '-qam', 'feature memory');
    git(repoB, 'worktree', 'remove', '--force', wt);
    const doctor = await cli(b, repoB, ['doctor', '--json']);
    expect(doctor.code, doctor.stderr).toBe(0);
    expect(JSON.parse(doctor.stdout).findings).toEqual([]);
    expect(await ok(cli(b, repoB, ['projects']))).toMatch(/app/);
    // The branch's memory merges into the main checkout's.
    git(repoB, 'merge', '-q', 'feature');
    expect(await sessionStart(b, repoB)).toMatch(/Feature branch only/);
  });
});

describe('personal memory and worktrees', () => {
  it('resolves a worktree of a bound repository to its project through git, and removing it orphans nothing', async () => {
    const base = tempDir('pm-wt-');
    const m = machine(base, 'solo');
    const repo = initRepo(path.join(m.home, 'repo'));
    writeFile(repo, 'README.md', 'x\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'x');
    await ok(cli(m, repo, ['init']));
    await ok(cli(m, repo, ['new', 'solo', '--bind', repo]));
    await ok(cli(m, repo, ['status', '--state', 'Solo work in progress']));
    const wt = path.join(m.home, 'repo-wt');
    git(repo, 'worktree', 'add', '-q', '-b', 'side', wt);
    expect(await sessionStart(m, wt)).toMatch(/Solo work in progress/);
    await ok(cli(m, wt, ['decide', 'Decided in a worktree']));
    expect(fs.readFileSync(path.join(m.root, 'projects', 'solo', 'decisions.md'), 'utf8')).toMatch(/Decided in a worktree/);
    expect(fs.readFileSync(path.join(m.root, 'projects', 'solo', '_meta.yaml'), 'utf8')).not.toContain(wt);
    git(repo, 'worktree', 'remove', '--force', wt);
    const doctor = await cli(m, repo, ['doctor', '--json']);
    expect(JSON.parse(doctor.stdout).findings).toEqual([]);
    expect(await sessionStart(m, repo)).toMatch(/Decided in a worktree/);
  });
});

describe('unshare', () => {
  it('moves the memory back into the root and the project keeps working', async () => {
    const { a, repoA } = await sharedRepo();
    await ok(cli(a, repoA, ['unshare']));
    expect(fs.existsSync(path.join(repoA, '.project-memory'))).toBe(false);
    expect(fs.readFileSync(path.join(a.root, 'projects', 'app', 'decisions.md'), 'utf8')).toMatch(/bcrypt/);
    expect(fs.readFileSync(path.join(a.root, 'projects', 'app', '_meta.yaml'), 'utf8')).toContain(repoA);
    expect(await sessionStart(a, repoA)).toMatch(/Building the login flow/);
    expect(JSON.parse(await ok(cli(a, repoA, ['doctor', '--json']))).findings).toEqual([]);
  });
});

describe('/dream in shared memory', () => {
  it('gives byte-identical files in two clones that dream the same state with the same now', async () => {
    const { a, b, repoA, remote, base } = await sharedRepo();
    for (let i = 0; i < 3; i++) await ok(cli(a, repoA, ['log', '--summary', `Session ${i}`, '--outcome', `Outcome ${i}`]));
    git(repoA, 'add', '-A');
    git(repoA, 'commit', '-q', '-m', 'sessions');
    git(repoA, 'push', '-q', 'origin', 'main');
    const repoB = path.join(b.home, 'app');
    git(base, 'clone', '-q', remote, repoB);
    const now = daysFromToday(40);
    // Two clones, nothing shared: they dream side by side.
    await Promise.all([ok(cli(a, repoA, ['dream', '--now', now])), ok(cli(b, repoB, ['dream', '--now', now]))]);
    const tracked = (repo: string) => {
      git(repo, 'add', '-A');
      return git(repo, 'ls-files', '-s', '.project-memory');
    };
    expect(tracked(repoB)).toBe(tracked(repoA));
    // The dream did something: the decision went stale by that date.
    expect(fs.readFileSync(path.join(repoB, '.project-memory', 'decisions.md'), 'utf8')).toMatch(/Under Review/);
    // A second dream changes nothing.
    await ok(cli(b, repoB, ['dream', '--now', now]));
    expect(tracked(repoB)).toBe(tracked(repoA));
  });
});
