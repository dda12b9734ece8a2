/**
 * A personal root kept in a private remote (`sync`) on two machines, each with a checkout of the
 * same shared project at its own path: the pointer `projects/<slug>/.shared` names this machine's
 * checkout, so it is never committed (a root whose earlier version committed it stops tracking
 * it), each machine keeps its own, and neither sync stops on it. Real git, two HOMEs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { git, identity, initRepo, writeFile } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

vi.setConfig({ testTimeout: 180_000 });

describe('sync of a root holding a shared project', () => {
  it('never commits the machine-local pointer, and two machines with different checkout paths both sync', async () => {
    const base = tempDir('pm-sync-pointer-');
    const rootRemote = initRepo(path.join(base, 'root.git'), { bare: true });
    const codeRemote = initRepo(path.join(base, 'code.git'), { bare: true });
    const machine = (name: string) => {
      const home = path.join(base, name);
      fs.mkdirSync(home, { recursive: true });
      const root = path.join(home, 'memory');
      const run = async (cwd: string, args: string[]) => {
        const r = await callCli(args, { cwd, root, env: { HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
        expect(r.code, `${name}: ${args.join(' ')}: ${r.stderr}`).toBe(0);
        return r.stdout;
      };
      return { home, root, run };
    };
    const a = machine('alice');
    const b = machine('bob');

    // Alice: a project shared in her checkout, her root synced. Its first commit holds the pointer,
    // as a root synced by an earlier version does.
    const checkoutA = initRepo(path.join(a.home, 'src', 'app'));
    writeFile(checkoutA, 'main.ts', 'export {};\n');
    git(checkoutA, 'add', '-A');
    git(checkoutA, 'commit', '-q', '-m', 'code');
    git(checkoutA, 'remote', 'add', 'origin', codeRemote);
    await a.run(checkoutA, ['new', 'app', '--name', 'App', '--bind', checkoutA]);
    await a.run(checkoutA, ['share']);
    git(checkoutA, 'add', '-A');
    git(checkoutA, 'commit', '-q', '-m', 'Share project memory');
    git(checkoutA, 'push', '-q', 'origin', 'main');
    initRepo(a.root);
    git(a.root, 'remote', 'add', 'origin', rootRemote);
    await a.run(a.root, ['sync']);
    git(a.root, 'add', '-f', 'projects/app/.shared');
    git(a.root, 'commit', '-q', '-m', 'an earlier version committed the pointer');
    git(a.root, 'push', '-q', 'origin', 'main');
    expect(fs.readFileSync(path.join(a.root, 'projects', 'app', '.shared'), 'utf8')).toContain(checkoutA);

    // Bob: his root cloned from the remote, with Alice's pointer in it. On his machine her path
    // does not exist (here it does: one file system), so his first use in his checkout, at another
    // path, points the project there: the file is removed first, as a missing folder would have it.
    git(base, 'clone', '-q', rootRemote, b.root);
    identity(b.root, 'Bob');
    expect(git(b.root, 'ls-files')).toMatch(/projects\/app\/\.shared/);
    fs.unlinkSync(path.join(b.root, 'projects', 'app', '.shared'));
    const checkoutB = path.join(b.home, 'work', 'app-checkout');
    git(base, 'clone', '-q', codeRemote, checkoutB);
    await b.run(checkoutB, ['status', '--project', 'app']);
    expect(fs.readFileSync(path.join(b.root, 'projects', 'app', '.shared'), 'utf8')).toContain(checkoutB);
    await b.run(b.root, ['sync']);

    // Each works in its checkout and syncs, twice in turn: no sync stops, each pointer stays its own.
    for (let round = 0; round < 2; round++) {
      await a.run(checkoutA, ['decide', `Alice decision ${round}`]);
      await a.run(a.root, ['sync']);
      await b.run(checkoutB, ['decide', `Bob decision ${round}`]);
      await b.run(b.root, ['sync']);
    }
    await a.run(a.root, ['sync']);
    for (const [m, checkout] of [
      [a, checkoutA],
      [b, checkoutB],
    ] as const) {
      expect(fs.readFileSync(path.join(m.root, 'projects', 'app', '.shared'), 'utf8')).toContain(checkout);
      expect(git(m.root, 'ls-files')).not.toMatch(/\.shared/);
      expect(git(m.root, 'status', '--porcelain')).toBe('');
    }
    expect(git(rootRemote, 'ls-tree', '-r', '--name-only', 'main')).not.toMatch(/\.shared/);
    // Both still write into their own checkout.
    expect(fs.readFileSync(path.join(checkoutA, '.project-memory', 'decisions.md'), 'utf8')).toContain('Alice decision 1');
    expect(fs.readFileSync(path.join(checkoutB, '.project-memory', 'decisions.md'), 'utf8')).toContain('Bob decision 1');
  });
});
