/**
 * A shared project whose clone folder was deleted: the root's pointer (`projects/<slug>/.shared`)
 * names a folder that is gone, so the project reads as an empty folder. `doctor` says so in one
 * sentence with the command that mends it, and that command, run in a fresh clone, does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli, type CliRun } from '../helpers/cli.js';
import { git, initRepo, writeFile } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

// CLI runs and git on a shared 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

interface Finding {
  path: string;
  problem: string;
}

describe('a shared project whose clone was deleted', () => {
  it('gets one doctor sentence naming the folder and the command, and that command mends it', async () => {
    const base = tempDir('pm-lost-clone-');
    const root = path.join(base, 'memory');
    const home = path.join(base, 'home');
    fs.mkdirSync(home);
    // In this process, share too (git gets the run's environment), with git's system configuration off.
    const cli = async (cwd: string, args: string[]): Promise<CliRun> => callCli(args, { cwd, root, env: { HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
    const ok = async (cwd: string, args: string[]): Promise<string> => {
      const r = await cli(cwd, args);
      expect(r.code, `${args.join(' ')}: ${r.stderr}${r.stdout}`).toBe(0);
      return r.stdout;
    };
    const remote = initRepo(path.join(base, 'remote.git'), { bare: true });
    const repo = initRepo(path.join(base, 'app'));
    writeFile(repo, 'src/main.ts', 'export const x = 1;\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'code');
    git(repo, 'remote', 'add', 'origin', remote);
    await ok(repo, ['new', 'demo', '--name', 'Demo', '--bind', repo]);
    await ok(repo, ['share']);
    git(repo, 'add', '.project-memory');
    git(repo, 'commit', '-q', '-m', 'Share project memory');
    git(repo, 'push', '-q', 'origin', 'HEAD:main');
    const shared = fs.realpathSync(path.join(repo, '.project-memory'));

    fs.rmSync(repo, { recursive: true, force: true });
    const doctor = await cli(base, ['doctor', '--json']);
    expect(doctor.code).not.toBe(0);
    const findings = (JSON.parse(doctor.stdout) as { findings: Finding[] }).findings;
    const lost = findings.filter((f) => f.path === 'projects/demo/.shared');
    expect(lost).toHaveLength(1);
    const sentence = lost[0]!.problem;
    expect(sentence).toContain(shared);
    expect(sentence).toContain('project-memory status --project demo');
    expect(sentence.split(/(?<=\.) (?=[A-Z])/)).toHaveLength(1);
    // The consequence is not reported as a second, misleading problem.
    expect(findings.map((f) => f.path)).not.toContain('projects/demo/_meta.yaml');

    // What the sentence says to do: a clone again (elsewhere), the command inside it.
    const clone = path.join(base, 'clone');
    git(base, 'clone', '-q', remote, clone);
    expect(await ok(clone, ['status', '--project', 'demo'])).toContain('Status');
    const after = JSON.parse(await ok(base, ['doctor', '--json'])) as { projects: number; findings: Finding[] };
    expect(after.findings).toEqual([]);
    expect(after.projects).toBe(1);
  });
});
