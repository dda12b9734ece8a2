/**
 * A shared project whose checkout is missing (the clone's folder renamed, moved or unmounted):
 * the root's `projects/<slug>/` holds only the pointer, so a write there would land in a hidden
 * folder that the clone, once back, hides again. Every write refuses with one sentence naming the
 * missing folder and the way out, through the CLI and the MCP server, and leaves every file as it
 * was; once the clone is back (or found at its new place) the same writes land in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { git, initRepo, writeFile } from '../helpers/git.js';
import { startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

vi.setConfig({ testTimeout: 120_000 });

async function world() {
  const base = tempDir('pm-missing-checkout-');
  const root = path.join(base, 'memory');
  const repo = initRepo(path.join(base, 'code', 'app'));
  writeFile(repo, 'src/main.ts', 'export const x = 1;\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'code');
  const cli = (cwd: string, args: string[]) => callCli(args, { cwd, root, env: { HOME: base } });
  for (const args of [['new', 'app', '--name', 'App', '--bind', repo], ['share']]) {
    const r = await cli(repo, args);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  }
  return { base, root, repo, cli, shared: path.join(repo, '.project-memory') };
}

/** One sentence: the folder, that nothing was written, and both ways out. */
function expectMissingSentence(message: string, shared: string): void {
  expect(message).toContain(shared);
  expect(message).toMatch(/nothing was (written|changed)/);
  expect(message).toContain('project-memory status --project app');
}

describe('a write to a shared project whose checkout is missing', () => {
  it('is refused from the CLI and the MCP server, every file left as it was; once the clone is back the writes land in it', async () => {
    const w = await world();
    const moved = path.join(w.base, 'code', 'app-renamed');
    fs.renameSync(w.repo, moved);
    const before = snapshotTree(w.base);
    const elsewhere = path.join(w.base);
    for (const args of [
      ['log', '--project', 'app', '--summary', 'Lost write', '--outcome', 'Nothing'],
      ['decide', 'Lost decision', '--project', 'app'],
      ['status', '--project', 'app', '--state', 'Lost state'],
    ]) {
      const r = await w.cli(elsewhere, args);
      expect(r.code, `${args.join(' ')}: ${r.stdout}`).not.toBe(0);
      expectMissingSentence(r.stderr, w.shared);
    }
    const s = await startServer({ root: w.root, cwd: elsewhere });
    try {
      for (const [tool, args] of [
        ['log_session', { project: 'app', summary: 'Lost write' }],
        ['add_decision', { project: 'app', summary: 'Lost decision' }],
        ['write_file', { project: 'app', path: 'notes/lost.md', content: 'lost\n' }],
        ['append_to_file', { project: 'app', path: 'updates/2026-01-01.md', content: '- lost' }],
      ] as const) {
        const r = await s.call(tool, args);
        expect(r.isError, `${tool}: ${r.text}`).toBe(true);
        expectMissingSentence(r.text, w.shared);
      }
    } finally {
      await s.close();
    }
    const after = snapshotTree(w.base);
    // Only derived and private files of the root may differ (indexes, locks, history of reads).
    const changed = Object.keys({ ...before, ...after }).filter(
      (k) => before[k] !== after[k] && !/\.locks|_projects-index|_refs-index|_index\.yaml|\.history/.test(k),
    );
    expect(changed).toEqual([]);
    expect(fs.readdirSync(path.join(w.root, 'projects', 'app'))).toEqual(['.shared']);

    // The clone at its new place: a command inside it points the project there, and writes land in it.
    const status = await w.cli(moved, ['status', '--project', 'app']);
    expect(status.code, status.stderr).toBe(0);
    const log = await w.cli(elsewhere, ['log', '--project', 'app', '--summary', 'Found again', '--outcome', 'Landed']);
    expect(log.code, log.stderr).toBe(0);
    const sessions = fs.readdirSync(path.join(moved, '.project-memory', 'sessions'));
    expect(sessions.some((f) => fs.readFileSync(path.join(moved, '.project-memory', 'sessions', f), 'utf8').includes('Found again'))).toBe(true);
    expect(fs.readdirSync(path.join(w.root, 'projects', 'app'))).toEqual(['.shared']);
  });

  it('has doctor report files an earlier version left behind the pointer', async () => {
    const w = await world();
    // What an earlier version wrote while the checkout was missing: in the root's folder, hidden.
    fs.mkdirSync(path.join(w.root, 'projects', 'app', 'sessions'));
    fs.writeFileSync(path.join(w.root, 'projects', 'app', 'sessions', '2026-01-02.md'), '# Sessions\n\n## Session 1\n\nLost write\n');
    const r = await w.cli(w.repo, ['doctor', '--json']);
    expect(r.code).toBe(1);
    const findings = (JSON.parse(r.stdout) as { findings: { path: string; problem: string }[] }).findings;
    expect(findings).toContainEqual({
      path: 'projects/app/',
      problem: `1 file(s) in the memory root's folder of shared project "app" are hidden behind its pointer (projects/app/sessions/2026-01-02.md); move what you need into ${fs.realpathSync(w.shared)} by hand, then delete them.`,
      fixable: false,
    });
  });

  it('is forgotten on this machine by unbind --project, its memory left in the repository', async () => {
    const w = await world();
    const elsewhere = path.join(w.base, 'code');
    fs.rmSync(w.repo, { recursive: true, force: true });
    const refused = await w.cli(elsewhere, ['log', '--project', 'app', '--summary', 'x']);
    expect(refused.stderr).toContain('`project-memory unbind --project app` to stop using it on this machine');
    // Repairs of the root go on around it, and rebuild_indexes writes nothing behind the pointer.
    const fixed = await w.cli(elsewhere, ['doctor', '--fix', '--json']);
    expect(fixed.stderr).toBe('');
    expect((JSON.parse(fixed.stdout) as { findings: { path: string }[] }).findings.map((f) => f.path)).toEqual(['projects/app/.shared']);
    const s = await startServer({ root: w.root, cwd: elsewhere });
    try {
      await s.ok('rebuild_indexes', {});
      await s.ok('search', { query: 'anything', project: '*' });
    } finally {
      await s.close();
    }
    expect(fs.readdirSync(path.join(w.root, 'projects', 'app'))).toEqual(['.shared']);
    const r = await w.cli(elsewhere, ['unbind', '--project', 'app']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Forgot shared project "app" on this machine');
    expect(fs.existsSync(path.join(w.root, 'projects', 'app'))).toBe(false);
    const doctor = await w.cli(elsewhere, ['doctor', '--json']);
    expect((JSON.parse(doctor.stdout) as { findings: unknown[] }).findings).toEqual([]);
    // A personal project is not "forgotten": unbind keeps its meaning there.
    expect((await w.cli(elsewhere, ['new', 'mine', '--name', 'Mine'])).code).toBe(0);
    const personal = await w.cli(elsewhere, ['unbind', '--project', 'mine']);
    expect(personal.code).not.toBe(0);
    expect(fs.existsSync(path.join(w.root, 'projects', 'mine', '_meta.yaml'))).toBe(true);
  });
});
