/**
 * A malicious repository against clone discovery (issue 12 item 2, docs/FORMATS.md#team): a shared
 * folder is a teammate's commit, so untrusted. Links in or as the shared folder, a `..` in the
 * root's pointer, a shared folder outside a git work tree or below its top, a huge file: each is
 * refused or ignored, and nothing outside the root and the checked folder is read or written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli, type CliRun } from '../helpers/cli.js';
import { initRepo } from '../helpers/git.js';
import { hookInProcess } from '../helpers/hook.js';
import { snapshotTree, tempDir, writeTree } from '../helpers/tmp.js';

vi.setConfig({ testTimeout: 120_000 });

const SECRET = 'OUTSIDE-SECRET-5f1';
const META = (slug: string) =>
  `id: 00000000-0000-4000-8000-000000000001\nslug: ${slug}\nname: Evil\ntype: internal\nstatus: active\ncompany: ''\nowner: ''\nteam: []\ntags: []\ncreated: 2026-01-01\nupdated: 2026-01-01\naliases: []\npaths: []\n`;

/** One CLI run, in this process (test/helpers/cli.ts); every test has folders of its own. */
function run(args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  return callCli(args, { cwd, env });
}

/** A machine, a memory folder outside everything (what an attacker wants read or written), a repo. */
function world() {
  const base = tempDir('pm-share-attack-');
  const home = path.join(base, 'home');
  fs.mkdirSync(home);
  const outside = path.join(base, 'outside');
  writeTree(outside, {
    '_meta.yaml': META('evil'),
    '_status.md': `# Status\n\n${SECRET}\n`,
    'decisions.md': `# Decisions\n\n${SECRET}\n`,
    'secret.md': `${SECRET}\n`,
  });
  const repo = initRepo(path.join(base, 'repo'));
  const env = { HOME: home, PROJECT_MEMORY_ROOT: path.join(home, 'memory'), GIT_CONFIG_NOSYSTEM: '1', CLAUDE_PLUGIN_DATA: path.join(home, 'data') };
  return { base, home, outside, repo, env, root: env.PROJECT_MEMORY_ROOT };
}

/** The session-start hook's output: in this process (test/helpers/hook.ts), the bundle with PM_IN_PROCESS=0. */
async function context(w: ReturnType<typeof world>, cwd = w.repo): Promise<string> {
  const payload = { session_id: 's1', cwd, hook_event_name: 'SessionStart', source: 'startup' };
  const r =
    process.env.PM_IN_PROCESS === '0'
      ? await callCli(['hook', 'session-start'], { cwd, env: w.env, input: JSON.stringify(payload) })
      : await hookInProcess('session-start', payload, { env: w.env });
  expect(r.code).toBe(0);
  return r.stdout;
}

/** Everything a session could show: the hook's context, a search of every project, reads, the list. */
async function everythingShown(w: ReturnType<typeof world>, cwd = w.repo): Promise<string> {
  const reads = [['search', SECRET, '--project', '*'], ['read', '_status.md'], ['read', 'secret.md', '--project', 'evil'], ['projects']];
  const shown = [await context(w, cwd)];
  for (const args of reads) {
    const r = await run(args, cwd, w.env);
    shown.push(r.stdout, r.stderr);
  }
  return shown.join('\n');
}

describe('a malicious shared folder', () => {
  it('refuses a shared folder that is a symbolic link (to a valid memory folder outside)', async () => {
    const w = world();
    fs.symlinkSync(w.outside, path.join(w.repo, '.project-memory'));
    const before = snapshotTree(w.outside);
    expect(await everythingShown(w)).not.toContain(SECRET);
    expect((await run(['decide', 'Planted'], w.repo, w.env)).code).not.toBe(0);
    expect(snapshotTree(w.outside)).toEqual(before);
  });

  it('refuses a shared folder holding a link to a file or a folder outside', async () => {
    const w = world();
    const shared = path.join(w.repo, '.project-memory');
    writeTree(shared, { '_meta.yaml': META('team') });
    fs.symlinkSync(path.join(w.outside, '_status.md'), path.join(shared, '_status.md'));
    fs.symlinkSync(w.outside, path.join(shared, 'notes'));
    const before = snapshotTree(w.outside);
    expect(await everythingShown(w)).not.toContain(SECRET);
    for (const args of [
      ['decide', 'Planted'],
      ['status', '--state', 'planted'],
      ['log', '--summary', 'planted'],
    ])
      await run(args, w.repo, w.env);
    expect(snapshotTree(w.outside)).toEqual(before);
  });

  it('refuses a pointer in the root with `..` or another name, even to a valid checkout', async () => {
    const w = world();
    // A real checkout with a valid shared folder that the pointer tries to reach by `..`.
    const other = initRepo(path.join(w.base, 'other'));
    writeTree(path.join(other, '.project-memory'), { '_meta.yaml': META('evil'), 'secret.md': `${SECRET}\n` });
    // One fresh root per pointer, all tried side by side.
    const pointers = [`${w.repo}/../other/.project-memory`, `${other}/.project-memory/sub/..`, w.outside, 'other/.project-memory'];
    const shown = await Promise.all(
      pointers.map((dir, i) => {
        const root = path.join(w.home, `memory-${i}`);
        writeTree(path.join(root, 'projects', 'evil'), { '.shared': JSON.stringify({ dir, paths: [] }) });
        return everythingShown({ ...w, root, env: { ...w.env, PROJECT_MEMORY_ROOT: root } }, w.home);
      }),
    );
    shown.forEach((text, i) => expect(text, pointers[i]).not.toContain(SECRET));
  });

  it('ignores a .project-memory outside a git work tree, or below its top', async () => {
    const w = world();
    const plain = path.join(w.base, 'plain');
    writeTree(path.join(plain, '.project-memory'), { '_meta.yaml': META('evil'), '_status.md': `${SECRET}\n` });
    writeTree(path.join(w.repo, 'vendor', '.project-memory'), { '_meta.yaml': META('evil'), '_status.md': `${SECRET}\n` });
    const [outsideGit, belowTop] = await Promise.all([everythingShown(w, plain), everythingShown(w, path.join(w.repo, 'vendor'))]);
    expect(outsideGit).not.toContain(SECRET);
    expect(belowTop).not.toContain(SECRET);
  });

  // Also this file's control: a well-formed shared folder is used, so the refusals above can fail
  // (team-share-refusals.test.ts has the plain control with context, doctor and a read).
  it('survives a huge file in the shared folder: the session starts and a search answers', async () => {
    const w = world();
    const shared = path.join(w.repo, '.project-memory');
    writeTree(shared, { '_meta.yaml': META('team'), '_status.md': '# Status\n\nTEAM-MARKER\n' });
    // Sparse: 3 GB on paper, nothing on disk.
    const fd = fs.openSync(path.join(shared, 'notes-huge.md'), 'w');
    fs.ftruncateSync(fd, 3 * 1024 ** 3);
    fs.closeSync(fd);
    expect(await context(w)).toContain('TEAM-MARKER');
    const search = await run(['search', 'TEAM-MARKER'], w.repo, w.env);
    expect(search.stdout + search.stderr).toContain('TEAM-MARKER');
  });
});
