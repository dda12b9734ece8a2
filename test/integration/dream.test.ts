import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { CLI_BUNDLE, startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';
import { bundleForChild } from '../helpers/bundle.js';

let root: string;
let project: string;

/** The CLI on this root, in this process (test/helpers/cli.ts); the kill test spawns the dreamer it kills. */
async function cli(...args: string[]) {
  const r = await callCli([...args, '--root', root], { cwd: root, root });
  return { status: r.code, stdout: r.stdout, stderr: r.stderr };
}

/** Memory files only: derived manifests carry today's date and are rebuilt, not restored. */
function memoryFiles(): Record<string, string> {
  const all = snapshotTree(project);
  return Object.fromEntries(Object.entries(all).filter(([p]) => !p.endsWith('_index.yaml')));
}

function seed(sessions = 12): void {
  const months = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  for (let i = 0; i < sessions; i++) {
    const date = `${months[i % months.length]}-${String(1 + i).padStart(2, '0')}`;
    fs.writeFileSync(
      path.join(project, 'sessions', `${date}.md`),
      `# Session — ${date}\n\n## Session 1\n\n### Summary\n\nWorked on part ${i}.\n\n### Outcomes\n\n- outcome ${i}\n- deployed to staging\n`,
    );
  }
  const decisions = [
    '## D1 · Use Postgres\n- Status: Active\n- Date: 2026-01-10\n- Topic: storage\n\nRelational data.\n',
    '## D2 · Use Postgres 16 with pgvector\n- Status: Active\n- Date: 2026-11-20\n- Topic: storage\n\nVectors too.\n',
    '## D3 · Drop the legacy API\n- Status: Retired\n- Date: 2026-03-01\n\nNo longer relevant.\n',
    '## D4 · Feature flags via env\n- Status: Active\n- Date: 2026-02-01\n- Topic: config\n',
  ];
  const current = fs.readFileSync(path.join(project, 'decisions.md'), 'utf8');
  fs.writeFileSync(path.join(project, 'decisions.md'), `${current}\n${decisions.join('\n')}`);
  const memory = fs.readFileSync(path.join(project, 'memory.md'), 'utf8');
  const detail = Array.from({ length: 200 }, (_, i) => `- constraint detail number ${i}`).join('\n');
  fs.writeFileSync(path.join(project, 'memory.md'), memory.replace('## Constraints\n', `## Constraints\n\n${detail}\n`));
}

beforeEach(async () => {
  root = path.join(tempDir(), 'memory');
  const server = await startServer({ root });
  await server.ok('create_project', { slug: 'dreamy', name: 'Dreamy' });
  await server.close();
  project = path.join(root, 'projects/dreamy');
  seed();
});

describe('consolidate through the real server', () => {
  it('plans without writing by default, applies on request, and a second run changes no byte', async () => {
    const server = await startServer({ root });
    const before = snapshotTree(root);
    const plan = await server.ok('consolidate', { project: 'dreamy', now: '2026-12-01' });
    expect(plan).toMatch(/^Plan for dreamy \(dry run/);
    expect(plan).toMatch(/No-loss check: passed/);
    expect(snapshotTree(root)).toEqual(before);

    const applied = await server.ok('consolidate', { project: 'dreamy', now: '2026-12-01', dry_run: false });
    expect(applied).toMatch(/Applied consolidation of dreamy/);
    const sessions = fs.readdirSync(path.join(project, 'sessions')).filter((n) => n.endsWith('.md'));
    expect(sessions).toHaveLength(5);
    const decisions = fs.readFileSync(path.join(project, 'decisions.md'), 'utf8');
    expect(decisions).toMatch(/## D1 · Use Postgres — Superseded by D2 → archive\/decisions-\d{6}\.md/);
    expect(decisions).toMatch(/## D3 · Drop the legacy API — Retired →/);
    expect(decisions).toMatch(/## D4 · Feature flags via env\n- Status: Under Review/);
    const memoryLines = fs.readFileSync(path.join(project, 'memory.md'), 'utf8').split('\n').length;
    expect(memoryLines).toBeLessThanOrEqual(131);
    expect(fs.readFileSync(path.join(project, 'archive/consolidation-log.md'), 'utf8')).toMatch(/## 2026-12-01 — consolidation/);
    const manifest = JSON.parse(fs.readFileSync(path.join(project, 'manifest.json'), 'utf8'));
    expect(manifest.sessionCount).toBe(5);
    expect(manifest.activeDecisionIds).toEqual(['D2']);

    const after = snapshotTree(root);
    const second = await server.ok('consolidate', { project: 'dreamy', now: '2026-12-01', dry_run: false });
    expect(second).toMatch(/Nothing to consolidate/);
    expect(snapshotTree(root)).toEqual(after);
    await server.close();
  });

  it('undo restores the memory files byte for byte, and refuses when they changed since', async () => {
    const before = memoryFiles();
    expect((await cli('dream', '--project', 'dreamy', '--now', '2026-12-01')).status).toBe(0);
    expect(memoryFiles()).not.toEqual(before);
    const undo = await cli('dream', '--project', 'dreamy', '--undo');
    expect(undo.status, undo.stderr).toBe(0);
    expect(memoryFiles()).toEqual(before);
    expect((await cli('dream', '--project', 'dreamy', '--undo')).stderr).toMatch(/no applied \/dream run/);

    expect((await cli('dream', '--project', 'dreamy', '--now', '2026-12-01')).status).toBe(0);
    fs.appendFileSync(path.join(project, 'decisions.md'), '\n## D9 · Added after the dream\n- Status: Draft\n- Date: 2026-12-02\n');
    const refused = await cli('dream', '--project', 'dreamy', '--undo');
    expect(refused.status).toBe(4);
    expect(refused.stderr).toMatch(/changed after the last \/dream run.*decisions\.md/);
  });

  it('prints a dry-run plan with a diff summary and leaves every file as it was', async () => {
    const before = snapshotTree(root);
    const r = await cli('dream', '--project', 'dreamy', '--dry-run', '--now', '2026-12-01');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Plan for dreamy \(dry run; nothing written\)/);
    expect(r.stdout).toMatch(/deleted\s+sessions\/2026-07-01\.md\s+\+0 -\d+/);
    expect(r.stdout).toMatch(/created\s+archive\/sessions-202607\.md/);
    expect(snapshotTree(root)).toEqual(before);
    expect((await cli('dream', '--project', 'dreamy', '--now', '2026-13-01')).stderr).toMatch(/now must be a real date/);
  });

  it('finishes an apply interrupted after its journal was written', async () => {
    const reference = path.join(tempDir(), 'reference');
    fs.cpSync(root, reference, { recursive: true });
    await callCli(['dream', '--project', 'dreamy', '--now', '2026-12-01', '--root', reference], { cwd: reference });
    const expected = snapshotTree(path.join(reference, 'projects/dreamy'));

    const crasher = await bundleForChild(
      `import { MemoryRoot } from '@src/storage/root.ts';
       import { beginJournal, applyEntries } from '@src/storage/journal.ts';
       import { planConsolidation } from '@src/core/consolidate/index.ts';
       import fs from 'node:fs';
       import path from 'node:path';
       const [rootDir] = process.argv.slice(2);
       const root = MemoryRoot.open(rootDir);
       const dir = path.join(rootDir, 'projects/dreamy');
       const files = {};
       for (const f of ['memory.md', 'decisions.md', 'manifest.json', 'artifacts.json']) files[f] = fs.readFileSync(path.join(dir, f), 'utf8');
       for (const folder of ['sessions', 'archive']) for (const n of fs.readdirSync(path.join(dir, folder))) if (n.endsWith('.md')) files[folder + '/' + n] = fs.readFileSync(path.join(dir, folder, n), 'utf8');
       const plan = planConsolidation({ projectName: 'Dreamy', files }, '2026-12-01');
       const touched = [...Object.keys(plan.writes), ...plan.deletes].sort();
       const entries = touched.map((p) => ({ path: 'projects/dreamy/' + p, before: files[p] ?? null, after: plan.writes[p] ?? null }));
       beginJournal(root, { version: 1, project: 'dreamy', now: '2026-12-01', state: 'applying', entries });
       applyEntries(root, entries.slice(0, Math.floor(entries.length / 2)), 'after', new Map(entries.map((e) => [e.path, root.readText(e.path)])));
       process.exit(9);`,
      'crasher',
    );
    expect(spawnSync(process.execPath, [crasher, root]).status).toBe(9);
    expect(fs.existsSync(path.join(root, '.journal/dreamy.json'))).toBe(true);
    const r = await cli('dream', '--project', 'dreamy', '--dry-run', '--now', '2026-12-01', '--json');
    expect(r.status).toBe(0);
    const recovered = snapshotTree(project);
    for (const [p, text] of Object.entries(expected)) if (!p.endsWith('_index.yaml')) expect(recovered[p], p).toBe(text);
    expect(fs.existsSync(path.join(root, '.journal/dreamy.json'))).toBe(false);
  });

  it('leaves the old state or the new one when the dreamer is killed with SIGKILL at random points', async () => {
    // A larger project so that the apply takes long enough to be hit.
    seed(300);
    const before = memoryFiles();
    const reference = path.join(tempDir(), 'reference');
    fs.cpSync(root, reference, { recursive: true });
    await callCli(['dream', '--project', 'dreamy', '--now', '2026-12-01', '--root', reference], { cwd: reference });
    const afterState = Object.fromEntries(Object.entries(snapshotTree(path.join(reference, 'projects/dreamy'))).filter(([p]) => !p.endsWith('_index.yaml')));
    let sawOld = 0;
    let sawNew = 0;
    for (let i = 0; i < 12; i++) {
      const child = spawn(process.execPath, [CLI_BUNDLE, 'dream', '--project', 'dreamy', '--now', '2026-12-01', '--root', root], { stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 40 + Math.random() * 200));
      child.kill('SIGKILL');
      await new Promise((r) => child.on('exit', r));
      await cli('dream', '--project', 'dreamy', '--dry-run', '--now', '2026-12-01');
      const state = memoryFiles();
      const isOld = JSON.stringify(state) === JSON.stringify(before);
      const isNew = JSON.stringify(state) === JSON.stringify(afterState);
      const differing = (ref: Record<string, string>) =>
        [...new Set([...Object.keys(ref), ...Object.keys(state)])]
          .filter((p) => ref[p] !== state[p])
          .slice(0, 6)
          .join(', ');
      expect(isOld || isNew, `kill ${i}: neither the old state (differs in ${differing(before)}) nor the new one (differs in ${differing(afterState)})`).toBe(
        true,
      );
      if (isOld) sawOld++;
      if (isNew) {
        sawNew++;
        expect((await cli('dream', '--project', 'dreamy', '--undo')).status).toBe(0);
        expect(memoryFiles()).toEqual(before);
      }
    }
    expect(sawOld + sawNew).toBe(12);
  });
});
