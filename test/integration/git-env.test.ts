/**
 * git runs with the environment in force (storage/environment.ts), not the process's own: a CLI
 * invocation run in a test's process (cli/main.ts with a CliProcess of its own) passes its
 * environment to every git it starts, as a spawned CLI would. The runs below are in this process,
 * through the CLI's entry from the sources, with variables this process does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../server/src/cli/main.js';
import type { Hosted } from '../../server/src/cli/hosted.js';
import { callCli, cleanEnv, type CliRun } from '../helpers/cli.js';
import { commitAll, git, initRepo } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const notHere = async (): Promise<never> => {
  throw new Error('not run by this test');
};
const hosted: Hosted = { serve: notHere, hook: notHere, startViewer: notHere, distDir: '' };

/** One CLI invocation in this process, with `env` as its whole environment. */
async function cliHere(args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, hosted, {
    cwd,
    env: { ...cleanEnv(), ...env },
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t), isTTY: false },
  });
  return { code, stdout, stderr };
}

describe('git started by an in-process CLI run', () => {
  it('sync commits with the GIT_* identity of the run, not of the process', async () => {
    const base = tempDir('pm-git-env-');
    const remote = initRepo(path.join(base, 'remote.git'), { bare: true });
    const root = path.join(base, 'memory');
    const env = { PROJECT_MEMORY_ROOT: root, HOME: base, GIT_CONFIG_NOSYSTEM: '1' };
    expect((await cliHere(['init'], base, env)).code).toBe(0);
    initRepo(root); // its own identity is Tester: the run's variables must win over it
    git(root, 'remote', 'add', 'origin', remote);
    commitAll(root, 'start');
    git(root, 'push', '-q', '-u', 'origin', 'main');
    writeTree(root, { '_global/preferences.md': '# Preferences\n\nTabs.\n' });
    const who = {
      GIT_AUTHOR_NAME: 'Run Author',
      GIT_AUTHOR_EMAIL: 'run@example.invalid',
      GIT_COMMITTER_NAME: 'Run Author',
      GIT_COMMITTER_EMAIL: 'run@example.invalid',
    };
    expect(process.env.GIT_AUTHOR_NAME).toBeUndefined();
    const r = await cliHere(['sync'], root, { ...env, ...who });
    expect(r.code, r.stderr).toBe(0);
    expect(git(remote, 'log', '-1', '--format=%an <%ae>', 'main').trim()).toBe('Run Author <run@example.invalid>');
  });

  it('share finds the repository and configures it with the git on the run PATH', async () => {
    const base = tempDir('pm-git-env-');
    const root = path.join(base, 'memory');
    const repo = initRepo(path.join(base, 'app'));
    // A git of the run's own, which records each call and runs the real one.
    const bin = path.join(base, 'bin');
    const log = path.join(base, 'git-calls.log');
    const real = git(base, '--exec-path').trim();
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}/git' "$@"\n`, { mode: 0o755 });
    const env = { PROJECT_MEMORY_ROOT: root, HOME: base, GIT_CONFIG_NOSYSTEM: '1', PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    expect((await cliHere(['new', 'app', '--bind', repo], repo, env)).code).toBe(0);
    const r = await cliHere(['share', 'app'], repo, env);
    expect(r.code, r.stderr).toBe(0);
    const calls = fs.readFileSync(log, 'utf8');
    expect(calls).toContain('rev-parse --show-toplevel'); // storage/shared-repo.ts
    expect(calls).toContain('config merge.'); // storage/git.ts runGit
  });
});

/**
 * The same through the tests' own runner (test/helpers/cli.ts), which runs sync and share in this
 * process from the CLI bundled from the sources: what it hands git must be what a spawned CLI
 * would. A git of the run's PATH records, for each call, its parent process (this one when the
 * run is in process) and the variables it got.
 */
describe('git started by callCli', () => {
  function recordingGit(base: string): { bin: string; calls: () => { ppid: number; home: string; committer: string; args: string }[] } {
    const bin = path.join(base, 'bin');
    const log = path.join(base, 'git-calls.log');
    const real = git(base, '--exec-path').trim();
    fs.mkdirSync(bin);
    fs.writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\nprintf '%s\\t%s\\t%s\\t%s\\n' "$PPID" "$HOME" "$GIT_COMMITTER_NAME" "$*" >> '${log}'\nexec '${real}/git' "$@"\n`,
      {
        mode: 0o755,
      },
    );
    const calls = () =>
      (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '')
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          const [ppid, home, committer, args] = l.split('\t') as [string, string, string, string];
          return { ppid: Number(ppid), home, committer, args };
        });
    return { bin, calls };
  }

  /** Where git ran from: this process when the runner keeps the command here (PM_IN_PROCESS=0 spawns every one). */
  const expectParent = (ppids: number[]) =>
    process.env.PM_IN_PROCESS === '0' ? expect(ppids.every((p) => p !== process.pid)).toBe(true) : expect(new Set(ppids)).toEqual(new Set([process.pid]));

  it('sync runs in this process and gives git the run PATH, HOME and GIT_* variables', async () => {
    const base = tempDir('pm-git-env-');
    const home = path.join(base, 'home');
    const remote = initRepo(path.join(base, 'remote.git'), { bare: true });
    const root = path.join(base, 'memory');
    const { bin, calls } = recordingGit(base);
    // The author comes from the run's HOME (its ~/.gitconfig), the committer from its GIT_* variables.
    writeTree(home, { '.gitconfig': '[user]\n\tname = Home Config\n\temail = home@example.invalid\n[commit]\n\tgpgsign = false\n' });
    const env = {
      HOME: home,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_COMMITTER_NAME: 'Run Committer',
      GIT_COMMITTER_EMAIL: 'run@example.invalid',
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    };
    expect(process.env.GIT_COMMITTER_NAME).toBeUndefined();
    expect((await callCli(['init'], { cwd: base, root, env })).code).toBe(0);
    git(base, 'init', '-q', '-b', 'main', root); // no identity of its own: the run's must be used
    git(root, 'remote', 'add', 'origin', remote);
    const r = await callCli(['sync'], { cwd: root, root, env });
    expect(r.code, r.stderr).toBe(0);
    expect(git(remote, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', 'main').trim()).toBe(
      'Home Config <home@example.invalid>|Run Committer <run@example.invalid>',
    );
    const seen = calls();
    expect(seen.map((c) => c.args)).toContain('rev-parse --show-toplevel');
    expect(seen.some((c) => c.args.startsWith('push'))).toBe(true);
    for (const c of seen) expect([c.home, c.committer]).toEqual([home, 'Run Committer']);
    expectParent(seen.map((c) => c.ppid));
  });

  it('share and unshare run in this process and find the repository with the git on the run PATH', async () => {
    const base = tempDir('pm-git-env-');
    const root = path.join(base, 'memory');
    const repo = initRepo(path.join(base, 'app'));
    const { bin, calls } = recordingGit(base);
    const env = { HOME: base, GIT_CONFIG_NOSYSTEM: '1', PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    expect((await callCli(['new', 'app', '--bind', repo], { cwd: repo, root, env })).code).toBe(0);
    const shared = await callCli(['share', 'app'], { cwd: path.join(repo), root, env });
    expect(shared.code, shared.stderr).toBe(0);
    expect(fs.existsSync(path.join(repo, '.project-memory', '_meta.yaml'))).toBe(true);
    expect(calls().map((c) => c.args)).toEqual(expect.arrayContaining(['-C ' + repo + ' rev-parse --show-toplevel', expect.stringMatching(/^config merge\./)]));
    const back = await callCli(['unshare', 'app'], { cwd: repo, root, env });
    expect(back.code, back.stderr).toBe(0);
    expect(fs.existsSync(path.join(root, 'projects', 'app', '_meta.yaml'))).toBe(true);
    for (const c of calls()) expect(c.home).toBe(base);
    expectParent(calls().map((c) => c.ppid));
  });

  it('takes a relative PROJECT_MEMORY_ROOT from the folder the command runs in, as a process would', async () => {
    const base = tempDir('pm-git-env-');
    const repo = initRepo(path.join(base, 'app'));
    // A name of its own, so that a root wrongly made in this process's folder is found and removed.
    const rel = `pm-relative-root-${process.pid}-${Date.now()}`;
    const env = { HOME: base, GIT_CONFIG_NOSYSTEM: '1', PROJECT_MEMORY_ROOT: path.join('..', rel) };
    try {
      expect((await callCli(['new', 'app', '--bind', repo], { cwd: repo, env })).code).toBe(0);
      const shared = await callCli(['share', 'app'], { cwd: repo, env });
      expect(shared.code, shared.stderr).toBe(0);
      expect(fs.readFileSync(path.join(base, rel, 'projects', 'app', '.shared'), 'utf8')).toContain(path.join(repo, '.project-memory'));
      // --root the same way.
      const listed = await callCli(['projects', '--root', path.join('..', rel)], { cwd: repo, env: { HOME: base } });
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toMatch(/\bapp\b/);
      expect(fs.existsSync(path.resolve('..', rel))).toBe(false);
    } finally {
      fs.rmSync(path.resolve('..', rel), { recursive: true, force: true });
    }
  });
});
