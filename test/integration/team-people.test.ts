/**
 * A shared project's people.md is the team's (docs/FORMATS.md#team): it is derived from the
 * person files of whoever links people, but a teammate's root holds other person files, or none.
 * No regeneration on one machine (a first write that settles the clone, rebuild_indexes, doctor
 * --fix, a profile change, a link of someone else) removes a person linked on another machine;
 * only an explicit unlink (or a change of that person's own file) on this machine does. Real git,
 * two memory roots, the CLI and the MCP server in this process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { git, identity, initRepo, writeFile } from '../helpers/git.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

vi.setConfig({ testTimeout: 120_000 });

async function withServer<T>(root: string, cwd: string, fn: (s: RunningServer) => Promise<T>): Promise<T> {
  const s = await startServer({ root, cwd });
  try {
    return await fn(s);
  } finally {
    await s.close();
  }
}

describe("a shared project's people.md", () => {
  it("keeps every teammate's linked person through another machine's regenerations", async () => {
    const base = tempDir('pm-team-people-');
    const remote = initRepo(path.join(base, 'remote.git'), { bare: true });
    const rootA = path.join(base, 'alice-memory');
    const rootB = path.join(base, 'bob-memory');
    const repoA = initRepo(path.join(base, 'alice', 'app'));
    writeFile(repoA, 'src/main.ts', 'export const x = 1;\n');
    git(repoA, 'add', '-A');
    git(repoA, 'commit', '-q', '-m', 'code');
    git(repoA, 'remote', 'add', 'origin', remote);
    const cliOk = async (root: string, cwd: string, args: string[]) => {
      const r = await callCli(args, { cwd, root, env: { HOME: path.dirname(root) } });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      return r.stdout;
    };
    await cliOk(rootA, repoA, ['new', 'app', '--name', 'App', '--bind', repoA]);
    await withServer(rootA, repoA, async (s) => {
      await s.ok('create_person', { name: 'Carol Lead', title: 'Tech lead', company: 'Acme' });
      await s.ok('link_person_to_project', { person: 'carol-lead', project: 'app' });
    });
    await cliOk(rootA, repoA, ['share']);
    const sharedA = path.join(repoA, '.project-memory');
    const carolLine = /- \*\*Carol Lead\*\* \(@carol-lead\) — Tech lead/;
    expect(fs.readFileSync(path.join(sharedA, 'people.md'), 'utf8')).toMatch(carolLine);
    git(repoA, 'add', '-A');
    git(repoA, 'commit', '-q', '-m', 'Share project memory');
    git(repoA, 'push', '-q', 'origin', 'main');

    // Bob: a fresh clone, an empty people folder. His first write settles the clone (derived
    // files rebuilt), then he rebuilds, doctor --fix runs, and he links a person of his own.
    const clone = path.join(base, 'bob', 'app');
    git(base, 'clone', '-q', remote, clone);
    identity(clone, 'Bob');
    const peopleB = () => fs.readFileSync(path.join(clone, '.project-memory', 'people.md'), 'utf8');
    await withServer(rootB, clone, async (s) => {
      await s.ok('log_session', { summary: 'First session of Bob', outcomes: ['Read the code'] });
      expect(peopleB()).toMatch(carolLine);
      await s.ok('rebuild_indexes', {});
      expect(peopleB()).toMatch(carolLine);
      await s.ok('create_person', { name: 'Bob Builder', company: 'Acme' });
      await s.ok('link_person_to_project', { person: 'bob-builder' });
      // A change of an unrelated profile regenerates every people.md too.
      await s.ok('create_person', { name: 'Dan Other' });
      await s.ok('edit_person_notes', { person: 'dan-other', notes: 'Met at the fair.' });
    });
    await cliOk(rootB, clone, ['doctor', '--fix']);
    const afterBob = peopleB();
    expect(afterBob).toMatch(carolLine);
    expect(afterBob).toMatch(/- \*\*Bob Builder\*\* \(@bob-builder\)/);
    expect(afterBob).not.toMatch(/Dan Other/);
    // One company heading holds both (not a second "Acme" group, not moved under "Added by hand").
    expect(afterBob.match(/^## Acme$/gm)).toHaveLength(1);
    expect(afterBob).not.toMatch(/Added by hand/);
    git(clone, 'add', '-A');
    git(clone, 'commit', '-q', '-m', 'Bob joins');
    git(clone, 'push', '-q', 'origin', 'main');

    // Alice pulls: her own regenerations keep Bob; her explicit unlink removes only Carol.
    git(repoA, 'pull', '-q', '--no-rebase', 'origin', 'main');
    await cliOk(rootA, repoA, ['doctor', '--fix']);
    const peopleA = () => fs.readFileSync(path.join(sharedA, 'people.md'), 'utf8');
    expect(peopleA()).toMatch(/\(@bob-builder\)/);
    expect(peopleA()).toMatch(carolLine);
    await withServer(rootA, repoA, async (s) => {
      await s.ok('unlink_person_from_project', { person: 'carol-lead' });
    });
    expect(peopleA()).not.toMatch(/carol-lead/);
    expect(peopleA()).toMatch(/- \*\*Bob Builder\*\* \(@bob-builder\)/);
  });

  it('(control) a personal project drops a person whose file was deleted', async () => {
    const base = tempDir('pm-people-personal-');
    const root = path.join(base, 'memory');
    const repo = initRepo(path.join(base, 'app'));
    const r = await callCli(['new', 'app', '--name', 'App', '--bind', repo], { cwd: repo, root });
    expect(r.code, r.stderr).toBe(0);
    await withServer(root, repo, async (s) => {
      await s.ok('create_person', { name: 'Carol Lead' });
      await s.ok('link_person_to_project', { person: 'carol-lead' });
      expect(fs.readFileSync(path.join(root, 'projects', 'app', 'people.md'), 'utf8')).toMatch(/@carol-lead/);
      await s.ok('delete_file', { project: '_global', path: 'people/carol-lead.md' });
    });
    expect(fs.readFileSync(path.join(root, 'projects', 'app', 'people.md'), 'utf8')).not.toMatch(/@carol-lead/);
  });
});
