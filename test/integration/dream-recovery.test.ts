/**
 * Issue 10 class 1: finishing an interrupted /dream (or `dream --undo`) is a transaction. Real
 * processes and real SIGKILLs: a dreamer killed right after its journal is written, writes
 * confirmed by other sessions and by hand before the next process recovers, an undo killed
 * mid-way, and writers running while recovery happens. Nothing confirmed may be lost, and no
 * decision id may be handed out twice.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { CLI_BUNDLE, startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';
import { bundleForChild } from '../helpers/bundle.js';
import { beginJournal } from '../../server/src/storage/journal.js';
import { MemoryRoot } from '../../server/src/storage/root.js';
import { AFTER_TODAY } from '../helpers/dates.js';

import { byIntensity, HEAVY } from '../helpers/intensity.js';
/** After every real-clock write of this run (test/helpers/dates.ts). */
const NOW = AFTER_TODAY;
/** Real processes on a shared machine: generous limits, more with the heavy variants. */
const SLOW = HEAVY ? 600_000 : 180_000;

/**
 * The next invocation of the CLI, in this process (test/helpers/cli.ts): each run evaluates the
 * CLI afresh, so it recovers the journal as a new process would, without a Node start (~0.5 s a
 * command here). What must be a process of its own still is one: the dreamer killed after its
 * journal (crash), the undo killed mid-way, the recovery racing running servers.
 */
async function cli(root: string, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const r = await callCli([...args, '--root', root], { cwd: path.dirname(root), root });
  return { status: r.code, stdout: r.stdout, stderr: r.stderr };
}

/** Memory files only: derived manifests carry today's date and are rebuilt, not restored. */
function memoryFiles(project: string): Record<string, string> {
  return Object.fromEntries(Object.entries(snapshotTree(project)).filter(([p]) => !p.endsWith('_index.yaml')));
}

let template: string;
/** Kills itself with SIGKILL right after the journal of a /dream apply is written (and `argv[3]` entries applied). */
let crasher: string;

/** A project that /dream changes everywhere: sessions to roll up, a retired decision to compact, a long memory.md. */
async function makeTemplate(sessions: number): Promise<string> {
  const root = path.join(tempDir('pm-recovery-'), 'memory');
  const server = await startServer({ root });
  await server.ok('create_project', { slug: 'dreamy', name: 'Dreamy' });
  await server.close();
  const project = path.join(root, 'projects/dreamy');
  const months = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  for (let i = 0; i < sessions; i++) {
    const date = `${months[i % months.length]}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const file = path.join(project, 'sessions', `${date}${i >= 28 * 5 ? `-${i}` : ''}.md`);
    fs.writeFileSync(
      file,
      `# Session — ${date}\n\n## Session 1\n\n### Summary\n\nWorked on part ${i}.\n\n### Outcomes\n\n- outcome ${i}\n- deployed to staging\n`,
    );
  }
  const decisions = fs.readFileSync(path.join(project, 'decisions.md'), 'utf8');
  fs.writeFileSync(
    path.join(project, 'decisions.md'),
    `${decisions}\n## D1 · Drop the legacy API\n- Status: Retired\n- Date: 2026-03-01\n\nNo longer relevant.\n`,
  );
  const memory = fs.readFileSync(path.join(project, 'memory.md'), 'utf8');
  const detail = Array.from({ length: 200 }, (_, i) => `- constraint detail number ${i}`).join('\n');
  fs.writeFileSync(path.join(project, 'memory.md'), memory.replace('## Constraints\n', `## Constraints\n\n${detail}\n`));
  return root;
}

function freshRoot(from = template): { root: string; project: string } {
  const root = path.join(tempDir('pm-recovery-'), 'memory');
  fs.cpSync(from, root, { recursive: true });
  return { root, project: path.join(root, 'projects/dreamy') };
}

function crash(root: string, applied: 'none' | 'half' = 'none'): void {
  const r = spawnSync(process.execPath, [crasher, root, applied]);
  expect(r.signal).toBe('SIGKILL');
  expect(fs.existsSync(path.join(root, '.journal/dreamy.json'))).toBe(true);
}

beforeAll(async () => {
  template = await makeTemplate(12);
  // The apply's own steps (snapshot, plan, journal) through the product's modules, then SIGKILL.
  crasher = await bundleForChild(
    `import { MemoryRoot } from '@src/storage/root.ts';
     import { beginJournal, applyEntries } from '@src/storage/journal.ts';
     import { planConsolidation } from '@src/core/consolidate/index.ts';
     import { createHash } from 'node:crypto';
import fs from 'node:fs';
     import path from 'node:path';
     const [rootDir, applied] = process.argv.slice(2);
     const root = MemoryRoot.open(rootDir);
     const dir = path.join(rootDir, 'projects/dreamy');
     const files = {};
     for (const f of ['memory.md', 'decisions.md', 'manifest.json', 'artifacts.json']) files[f] = fs.readFileSync(path.join(dir, f), 'utf8');
     for (const folder of ['sessions', 'archive']) for (const n of fs.readdirSync(path.join(dir, folder))) if (n.endsWith('.md')) files[folder + '/' + n] = fs.readFileSync(path.join(dir, folder, n), 'utf8');
     const plan = planConsolidation({ projectName: 'Dreamy', files }, '${NOW}');
     const touched = [...Object.keys(plan.writes), ...plan.deletes].sort();
     const entries = touched.map((p) => ({ path: 'projects/dreamy/' + p, before: files[p] ?? null, after: plan.writes[p] ?? null }));
     beginJournal(root, { version: 1, kind: 'apply', project: 'dreamy', now: '${NOW}', state: 'applying', entries });
     if (applied === 'half') applyEntries(root, entries.slice(0, Math.floor(entries.length / 2)), 'after', new Map(entries.map((e) => [e.path, root.readText(e.path)])));
     process.kill(process.pid, 'SIGKILL');`,
    'crasher',
  );
});

describe('recovery of an interrupted /dream', () => {
  it('keeps writes confirmed after the crash, hands out no id twice, and says which file changed', async () => {
    const { root, project } = freshRoot();
    const decisionsFile = path.join(project, 'decisions.md');
    // A session whose server was already running (and had prepared the root) when the dreamer died.
    const server = await startServer({ root });
    await server.ok('list_projects');
    crash(root);
    expect(await server.ok('add_decision', { project: 'dreamy', summary: 'Use Postgres' })).toMatch(/^Recorded D2 /);
    fs.appendFileSync(decisionsFile, '\nA line typed by hand after the crash.\n');

    // The next process: recovery must not overwrite either write.
    const next = await cli(root, 'dream', '--project', 'dreamy', '--dry-run', '--now', NOW);
    expect(next.status, next.stdout).toBe(4);
    expect(next.stderr).toMatch(
      /interrupted \/dream run of dreamy was not finished, because projects\/dreamy\/decisions\.md.* changed after it was interrupted/,
    );
    expect(next.stderr).toMatch(/dream --project dreamy --abandon/);
    let decisions = fs.readFileSync(decisionsFile, 'utf8');
    expect(decisions).toMatch(/^## D2 · Use Postgres$/m);
    expect(decisions).toContain('A line typed by hand after the crash.');
    expect(fs.existsSync(path.join(root, '.journal/dreamy.json'))).toBe(true);
    const tool = await server.call('consolidate', { project: 'dreamy', dry_run: false, now: NOW });
    expect(tool.isError).toBe(true);
    expect(tool.text).toMatch(/projects\/dreamy\/decisions\.md.*changed after it was interrupted/);

    // A new server recovers again at start, and still keeps both; the next id is D3.
    const later = await startServer({ root });
    expect(await later.ok('add_decision', { project: 'dreamy', summary: 'Use Redis' })).toMatch(/^Recorded D3 /);
    await later.close();
    await server.close();
    const doctor = await cli(root, 'doctor');
    expect(doctor.stdout + doctor.stderr).toMatch(/\.journal\/dreamy\.json.*decisions\.md/s);

    // The person's way out: keep the files as they are, then dream again from there.
    const abandon = await cli(root, 'dream', '--project', 'dreamy', '--abandon');
    expect(abandon.status, abandon.stderr).toBe(0);
    expect(fs.existsSync(path.join(root, '.journal/dreamy.abandoned.json'))).toBe(true);
    const dream = await cli(root, 'dream', '--project', 'dreamy', '--now', NOW);
    expect(dream.status, dream.stderr).toBe(0);
    expect(dream.stdout).toMatch(/No-loss check: passed/);
    decisions = fs.readFileSync(decisionsFile, 'utf8');
    expect(decisions).toMatch(/^## D2 · Use Postgres$/m);
    expect(decisions).toMatch(/^## D3 · Use Redis$/m);
    expect(decisions).toContain('A line typed by hand after the crash.');
  });

  it('still finishes a run that nobody touched since the crash, half applied or not', async () => {
    const reference = freshRoot();
    expect((await cli(reference.root, 'dream', '--project', 'dreamy', '--now', NOW)).status).toBe(0);
    const expected = memoryFiles(reference.project);
    for (const applied of ['none', 'half'] as const) {
      const { root, project } = freshRoot();
      crash(root, applied);
      // The key that signs journals is the server's own, readable by this user only.
      expect(fs.statSync(path.join(root, '.journal/journal.key')).mode & 0o777).toBe(0o600);
      const r = await cli(root, 'dream', '--project', 'dreamy', '--dry-run', '--now', NOW);
      expect(r.status, r.stderr).toBe(0);
      expect(memoryFiles(project)).toEqual(expected);
      expect(fs.existsSync(path.join(root, '.journal/dreamy.json'))).toBe(false);
      // The finished run is the one undo restores.
      expect((await cli(root, 'dream', '--project', 'dreamy', '--undo')).status).toBe(0);
      expect(memoryFiles(project)).toEqual(memoryFiles(freshRoot().project));
    }
  });

  it('never applies a journal it did not write, nor one whose paths leave its project', async () => {
    const { root, project } = freshRoot();
    const before = snapshotTree(root);
    fs.mkdirSync(path.join(root, '.journal'), { recursive: true });
    const target = 'projects/dreamy/decisions.md';
    const planted = [
      // The old unsigned shape, once accepted as it was.
      {
        version: 1,
        project: 'dreamy',
        now: NOW,
        state: 'applying',
        entries: [{ path: target, before: fs.readFileSync(path.join(project, 'decisions.md'), 'utf8'), after: 'PLANTED\n' }],
      },
      {
        format: 'project-memory-journal',
        mac: '0'.repeat(64),
        journal: JSON.stringify({
          version: 2,
          kind: 'apply',
          project: 'dreamy',
          now: NOW,
          state: 'applying',
          entries: [{ path: target, before: null, after: 'PLANTED\n' }],
        }),
      },
    ];
    for (const journal of planted) {
      fs.writeFileSync(path.join(root, '.journal/dreamy.json'), JSON.stringify(journal));
      const r = await cli(root, 'dream', '--project', 'dreamy', '--dry-run', '--now', NOW);
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(/journal dreamy\.json was not applied/);
      expect(fs.readFileSync(path.join(project, 'decisions.md'), 'utf8')).not.toContain('PLANTED');
    }
    // Signed with the root's own key (by product code, here: signing needs no process of its
    // own), but naming files outside its project.
    fs.mkdirSync(path.join(root, 'projects/other'));
    for (const target of [
      'projects/other/decisions.md',
      '_global/memory.md',
      'projects/dreamy/../other/x.md',
      'projects/dreamy/.journal/x.json',
      'projects/dreamy',
    ]) {
      beginJournal(MemoryRoot.open(root), { kind: 'apply', project: 'dreamy', now: NOW, entries: [{ path: target, before: null, after: 'PLANTED\n' }] });
      const r = await cli(root, 'dream', '--project', 'dreamy', '--dry-run', '--now', NOW);
      expect(r.stderr, target).toMatch(/journal dreamy\.json was not applied: the path .* (lies outside projects\/dreamy\/|is not a valid memory path)/);
    }
    expect(fs.existsSync(path.join(root, 'projects/other/decisions.md'))).toBe(false);
    expect(fs.existsSync(path.join(root, '_global/memory.md'))).toBe(before['_global/memory.md'] !== undefined);
    fs.rmSync(path.join(root, 'projects/other'), { recursive: true });
    fs.rmSync(path.join(root, '.journal'), { recursive: true });
    expect(snapshotTree(root)).toEqual(before);
  });
});

/** SIGKILLs `child` as soon as `file` exists (the child's journal is written). */
function killWhenExists(child: ChildProcess, file: string): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = false;
    const timer = setInterval(() => {
      if (!seen && fs.existsSync(file)) {
        seen = true;
        child.kill('SIGKILL');
      }
    }, 1);
    child.on('exit', () => {
      clearInterval(timer);
      resolve(seen);
    });
  });
}

describe('dream --undo as a transaction', () => {
  it(
    'an undo killed mid-way, then another undo: the state before the dream, never the dream again',
    async () => {
      // Large enough that the undo's writes take a while after its journal is written.
      const big = freshRoot(await makeTemplate(300));
      const { root, project } = big;
      const before = memoryFiles(project);
      let killedMidway = 0;
      for (let i = 0; i < byIntensity(1, 2, 5); i++) {
        expect((await cli(root, 'dream', '--project', 'dreamy', '--now', NOW)).status).toBe(0);
        const dreamt = memoryFiles(project);
        expect(dreamt).not.toEqual(before);
        const child = spawn(process.execPath, [CLI_BUNDLE, 'dream', '--project', 'dreamy', '--undo', '--root', root], { stdio: 'ignore' });
        if (await killWhenExists(child, path.join(root, '.journal/dreamy.json'))) killedMidway++;
        const again = await cli(root, 'dream', '--project', 'dreamy', '--undo');
        expect(again.stdout, `round ${i}`).not.toMatch(/Restored/);
        expect(again.stderr).toMatch(/no applied \/dream run of dreamy to undo/);
        const now = memoryFiles(project);
        const differing = [...new Set([...Object.keys(now), ...Object.keys(before)])].filter((p) => now[p] !== before[p]);
        expect(differing.join(' '), `round ${i}`).toBe('');
        expect(fs.existsSync(path.join(root, '.journal/dreamy.json'))).toBe(false);
      }
      expect(killedMidway).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('refuses, changing nothing, when a file changed since the dream it undoes', async () => {
    const { root, project } = freshRoot();
    expect((await cli(root, 'dream', '--project', 'dreamy', '--now', NOW)).status).toBe(0);
    fs.appendFileSync(path.join(project, 'memory.md'), '\n- added by hand after the dream\n');
    const state = snapshotTree(project);
    const r = await cli(root, 'dream', '--project', 'dreamy', '--undo');
    expect(r.status).toBe(4);
    expect(r.stderr).toMatch(/changed after the last \/dream run.*memory\.md/);
    expect(snapshotTree(project)).toEqual(state);
  });
});

const RECOVERY_ROUNDS = byIntensity(1, 3, 10);

describe('recovery while other sessions write', () => {
  it(
    `loses no confirmed write (${RECOVERY_ROUNDS} rounds)`,
    async () => {
      const rounds = RECOVERY_ROUNDS;
      let acked = 0;
      let lost = 0;
      let finished = 0;
      let held = 0;
      for (let round = 0; round < rounds; round++) {
        const { root, project } = freshRoot();
        // Sessions already running (their root prepared) when the dreamer dies.
        const servers = await Promise.all([startServer({ root }), startServer({ root })]);
        for (const s of servers) await s.ok('list_projects');
        crash(root, round % 2 ? 'half' : 'none');
        const confirmed: { title: string; id: string }[] = [];
        const logged: string[] = [];
        let stop = false;
        const writer = async (k: number) => {
          const s = servers[k]!;
          for (let n = 0; !stop; n++) {
            const title = `Writer ${k} round ${round} call ${n}`;
            const r = await s.call('add_decision', { project: 'dreamy', summary: title });
            const id = /^Recorded (D\d+) /.exec(r.text)?.[1];
            if (!r.isError && id) confirmed.push({ title, id });
            const summary = `Session of writer ${k} round ${round} call ${n}.`;
            if (!(await s.call('log_session', { project: 'dreamy', summary })).isError) logged.push(summary);
          }
        };
        // Writers start before, with or after the recovering process, by round.
        const recover = () =>
          new Promise<number | null>((resolve) => {
            const p = spawn(process.execPath, [CLI_BUNDLE, 'dream', '--project', 'dreamy', '--dry-run', '--now', NOW, '--root', root], { stdio: 'ignore' });
            p.on('exit', (code) => resolve(code));
          });
        const lead = [150, 0, -1][round % 3]!;
        let recovery: Promise<number | null>;
        let writers: Promise<void[]>;
        if (lead < 0) {
          // Recovery first: the writers start the moment it holds the project's dream lock, so their
          // calls meet it before or while it holds the file locks.
          const dreamLock = path.join(root, '.locks', `${createHash('sha256').update('dream:dreamy').digest('hex').slice(0, 32)}.lock`);
          recovery = recover();
          for (let t = 0; t < 5000 && !fs.existsSync(dreamLock); t++) await new Promise((r) => setTimeout(r, 1));
          writers = Promise.all([writer(0), writer(1)]);
        } else {
          writers = Promise.all([writer(0), writer(1)]);
          await new Promise((r) => setTimeout(r, lead));
          recovery = recover();
        }
        const code = await recovery;
        await new Promise((r) => setTimeout(r, 300));
        stop = true;
        await writers;
        await Promise.all(servers.map((s) => s.close()));
        if (fs.existsSync(path.join(root, '.journal/dreamy.json'))) held++;
        else finished++;
        expect([0, 4]).toContain(code);

        const decisions = fs.readFileSync(path.join(project, 'decisions.md'), 'utf8');
        const ids = [...decisions.matchAll(/^## (D\d+) /gm)].map((m) => m[1]);
        expect(new Set(ids).size, `round ${round}: a decision id was handed out twice`).toBe(ids.length);
        const sessions = fs
          .readdirSync(path.join(project, 'sessions'))
          .map((n) => fs.readFileSync(path.join(project, 'sessions', n), 'utf8'))
          .join('\n');
        const missing = [
          ...confirmed.filter((c) => !decisions.includes(`## ${c.id} · ${c.title}\n`)).map((c) => `${c.id} ${c.title}`),
          ...logged.filter((s) => !sessions.includes(s)),
        ];
        if (missing.length) console.log(`[recovery] round ${round} lost: ${missing.join(' | ')}`);
        lost += missing.length;
        acked += confirmed.length + logged.length;
      }
      console.log(
        `[recovery] ${rounds} rounds, ${acked} writes confirmed during recovery, lost ${lost}; recovery finished ${finished}, held for a person ${held}`,
      );
      expect(acked).toBeGreaterThan(rounds * 4);
      expect(lost).toBe(0);
    },
    SLOW,
  );
});
