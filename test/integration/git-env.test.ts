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
import { cleanEnv, type CliRun } from '../helpers/cli.js';
import { commitAll, git, initRepo } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const notHere = async (): Promise<never> => {
  throw new Error('not run by this test');
};
const hosted: Hosted = { serve: notHere, hook: notHere, startViewer: notHere };

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
