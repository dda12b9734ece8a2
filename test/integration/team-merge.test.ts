/**
 * Issue 12 items 3 and 5 through the real bundles and the real git: two clones of one memory root
 * (a bare repository on disk, no network) each make 50 mixed changes through the MCP tools on a
 * branch of their own; merged both ways the logs never conflict, no decision id repeats, every line
 * either side wrote is there, doctor is clean and the session-start context lists both sides'
 * decisions. Then `sync` between two machines, and a real conflict in memory.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { callCli } from '../helpers/cli.js';
import { fixtureOnce, gitAsync, gitTryAsync, identity, initRepo } from '../helpers/git.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

// Today (UTC), as the tools date what they write: the test ran green only on the day it was written.
const DAY = new Date().toISOString().slice(0, 10);
const P = 'demo';

/**
 * The CLI, awaited: these tests run dozens of commands in a row (test/setup/loop-watch.ts). The
 * runs are in this process (sync too: git gets the run's environment, test/helpers/cli.ts), with
 * git's system configuration off.
 */
function cli(root: string, args: string[], env: Record<string, string> = {}) {
  return callCli(args, { cwd: path.dirname(root), root, env: { HOME: path.dirname(root), GIT_CONFIG_NOSYSTEM: '1', ...env } });
}

/**
 * A bare remote, a first machine that creates the memory and syncs, and a second that clones it:
 * built once for the file, each test gets a fresh copy (test/helpers/git.ts says why at one path).
 */
const twoMachines = fixtureOnce('pm-team-', async (base) => {
  fs.mkdirSync(base, { recursive: true });
  const remote = initRepo(path.join(base, 'remote.git'), { bare: true });
  const a = path.join(base, 'a');
  expect((await cli(a, ['init'])).code).toBe(0);
  expect((await cli(a, ['new', P])).code).toBe(0);
  initRepo(a);
  await gitAsync(a, 'remote', 'add', 'origin', remote);
  const first = await cli(a, ['sync']);
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  const b = path.join(base, 'b');
  await gitAsync(base, 'clone', '-q', remote, b);
  identity(b, 'Other');
  expect((await cli(b, ['sync'])).code).toBe(0);
  return { a, b, remote };
});

/** 50 mixed memory changes through the tools, on the clone's current branch. */
async function fiftyChanges(s: RunningServer, who: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const k = i % 5;
    if (k === 0) {
      await s.ok('add_decision', {
        project: P,
        summary: `${who} decision ${i}`,
        topic: i % 10 === 0 ? 'shared-topic' : undefined,
        body: `Why ${who} chose ${i}.`,
      });
    } else if (k === 1) {
      await s.ok('log_session', {
        project: P,
        date: DAY,
        summary: `${who} session ${i}`,
        outcomes: ['Tests pass', `${who} outcome ${i}`],
        next_step: 'Ship it',
      });
    } else if (k === 2) {
      await s.ok('append_to_file', { project: P, path: `updates/${DAY}.md`, content: `- ${who} update ${i}` });
    } else if (k === 3) {
      await s.ok('create_person', { name: `${who} Person ${i}` });
      await s.ok('link_person_to_project', { project: P, person: `${who.toLowerCase()}-person-${i}` });
    } else {
      await s.ok('add_decision', { project: P, summary: `${who} plain ${i}`, status: 'Draft' });
    }
  }
}

function readLog(root: string, rel: string): string {
  return fs.readFileSync(path.join(root, 'projects', P, rel), 'utf8');
}

function logFiles(root: string): string[] {
  const dir = path.join(root, 'projects', P);
  return [
    'decisions.md',
    ...fs.readdirSync(path.join(dir, 'sessions')).map((f) => `sessions/${f}`),
    ...fs
      .readdirSync(path.join(dir, 'updates'))
      .filter((f) => !f.startsWith('_'))
      .map((f) => `updates/${f}`),
  ];
}

/** Non-blank lines of every log, session numbers left out (the repair may renumber them). */
function logLines(root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const rel of logFiles(root))
    out.set(
      rel,
      readLog(root, rel)
        .split('\n')
        .filter((l) => l.trim() !== '' && !/^## Session \d+$/.test(l)),
    );
  return out;
}

async function assertMergedWell(root: string, sides: Map<string, string[]>[]): Promise<void> {
  // No conflict: nothing unmerged and no marker in any log.
  expect(await gitAsync(root, 'diff', '--name-only', '--diff-filter=U')).toBe('');
  for (const rel of logFiles(root)) expect(readLog(root, rel)).not.toMatch(/^<{7}|^>{7}/m);
  const fixed = await cli(root, ['doctor', '--fix']);
  expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
  const doctor = await cli(root, ['doctor']);
  expect(doctor.stdout).toContain('No problems found.');
  expect(doctor.code).toBe(0);
  const entries = parseDecisions(readLog(root, 'decisions.md')).entries;
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  // Entry by entry: a union merge must not fold one decision's fields into another's.
  for (const e of entries) {
    expect(e.status, e.id).toBeDefined();
    // add_decision dates an entry today (the run may cross midnight): a real day, not later than now.
    expect(e.date, e.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(e.date! <= new Date().toISOString().slice(0, 10), e.id).toBe(true);
  }
  const merged = logLines(root);
  for (const side of sides) {
    for (const [rel, lines] of side) {
      const have = new Set(merged.get(rel) ?? []);
      for (const line of lines) expect(have.has(line), `${rel}: ${line}`).toBe(true);
    }
  }
  const day = readLog(root, `sessions/${DAY}.md`);
  const numbers = [...day.matchAll(/^## Session (\d+)$/gm)].map((m) => Number(m[1]));
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  const context = await cli(root, ['context', '--project', P]);
  expect(context.code).toBe(0);
  for (const e of entries.filter((x) => x.status === 'Active')) expect(context.stdout).toContain(`${e.id} · ${e.title}`);
}

describe('two clones of one memory root, 50 changes each on their own branch', () => {
  it('merge both ways with no conflict in the logs, no duplicate id, no line lost, doctor clean', async () => {
    const { a, b } = await twoMachines();
    // The two machines work at the same time, each through a server process of its own.
    await Promise.all(
      (
        [
          [a, 'Alice', 'work-a'],
          [b, 'Bob', 'work-b'],
        ] as const
      ).map(async ([root, who, branch]) => {
        await gitAsync(root, 'checkout', '-q', '-b', branch);
        const s = await startServer({ root, env: { HOME: root } });
        try {
          await fiftyChanges(s, who);
        } finally {
          await s.close();
        }
        await gitAsync(root, 'add', '-A');
        await gitAsync(root, 'commit', '-q', '-m', `${who}'s work`);
        await gitAsync(root, 'push', '-q', 'origin', branch);
      }),
    );
    const sides = [logLines(a), logLines(b)];
    // Decisions from both sides share numbers (each started after the same D1) but not ids.
    const ids = sides.flatMap((_, i) => parseDecisions(readLog(i === 0 ? a : b, 'decisions.md')).entries.map((e) => e.id));
    expect(new Set(ids.map((id) => id.replace(/-.*$/, ''))).size).toBeLessThan(new Set(ids).size);

    // a merges b's branch; b rebases onto a's branch: both ways, plain git with the rules sync wrote
    // (two clones, nothing shared but the remote both only read now: checked side by side).
    await Promise.all([
      (async () => {
        await gitAsync(a, 'fetch', '-q', 'origin');
        const m = await gitTryAsync(a, 'merge', '--no-edit', 'origin/work-b');
        expect(m.code, m.out).toBe(0);
        await assertMergedWell(a, sides);
      })(),
      (async () => {
        await gitAsync(b, 'fetch', '-q', 'origin');
        const r = await gitTryAsync(b, 'rebase', 'origin/work-a');
        expect(r.code, r.out).toBe(0);
        await assertMergedWell(b, sides);
      })(),
    ]);
  }, 240_000);
});

describe('project-memory sync', () => {
  it('takes turns between two machines and ends with the same memory on both', async () => {
    const { a, b } = await twoMachines();
    // Each machine records on its own root (side by side); the syncs then take turns.
    await Promise.all(
      (
        [
          [a, 'Alice'],
          [b, 'Bob'],
        ] as const
      ).map(async ([root, who]) => {
        expect((await cli(root, ['decide', `${who} picks a queue`, '--project', P])).code).toBe(0);
        expect((await cli(root, ['log', '--project', P, '--summary', `${who} worked`, '--outcome', 'Tests pass'])).code).toBe(0);
      }),
    );
    for (const root of [a, b, a]) {
      const r = await cli(root, ['sync']);
      expect(r.code, r.stderr).toBe(0);
    }
    expect((await cli(b, ['sync'])).code).toBe(0);
    expect(await gitAsync(a, 'rev-parse', 'HEAD')).toBe(await gitAsync(b, 'rev-parse', 'HEAD'));
    expect(readLog(a, 'decisions.md')).toBe(readLog(b, 'decisions.md'));
    expect(readLog(a, 'decisions.md')).toMatch(/Alice picks[\s\S]*Bob picks|Bob picks[\s\S]*Alice picks/);
    // Derived and private files are never committed.
    const tracked = (await gitAsync(a, 'ls-files')).split('\n');
    expect(tracked.filter((f) => /(^|\/)(_index\.yaml|_projects-index\.json|_refs-index\.json)$|^\.(locks|history|journal)\//.test(f))).toEqual([]);
    expect(tracked).toContain('.gitattributes');
    for (const doctor of await Promise.all([a, b].map((root) => cli(root, ['doctor'])))) expect(doctor.stdout).toContain('No problems found.');

    // Item 6: two machines that dream the same merged state with the same `now` write the same
    // bytes (the tree hash of every committed file, new archive files included), so dreams never
    // conflict; and syncing both afterwards changes nothing more.
    for (let i = 0; i < 9; i++) expect((await cli(a, ['log', '--project', P, '--summary', `more ${i}`])).code).toBe(0);
    expect((await cli(a, ['sync'])).code).toBe(0);
    expect((await cli(b, ['sync'])).code).toBe(0);
    const trees = await Promise.all(
      [a, b].map(async (root) => {
        const d = await cli(root, ['dream', '--project', P, '--now', '2027-03-01']);
        expect(d.code, d.stderr).toBe(0);
        expect(d.stdout).not.toContain(root);
        await gitAsync(root, 'add', '-A');
        return gitAsync(root, 'write-tree');
      }),
    );
    expect(trees[1]).toBe(trees[0]);
    expect(readLog(a, 'archive/consolidation-log.md')).toContain('2027-03-01');
    for (const root of [a, b, a]) expect((await cli(root, ['sync'])).code).toBe(0);
    expect((await cli(b, ['doctor'])).stdout).toContain('No problems found.');
  }, 180_000);

  it('says in one sentence that there is no remote, or no git', async () => {
    const root = path.join(tempDir(), 'solo');
    expect((await cli(root, ['init'])).code).toBe(0);
    const noRepo = await cli(root, ['sync']);
    expect(noRepo.code).not.toBe(0);
    expect(noRepo.stderr).toMatch(/is not a git repository, so there is nothing to sync/);
    initRepo(root);
    const noRemote = await cli(root, ['sync']);
    expect(noRemote.stderr).toMatch(/has no git remote, so there is nothing to sync with/);
    const noGit = await cli(root, ['sync'], { PATH: path.join(root, 'no-bin') });
    expect(noGit.stderr).toMatch(/git is not installed/);
    expect(noGit.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a real conflict in memory.md', () => {
  it('stays a git conflict: sync stops, context and doctor say so plainly, writes are refused', async () => {
    const { a, b } = await twoMachines();
    for (const [root, text] of [
      [a, 'Focus: the Alice plan'],
      [b, 'Focus: the Bob plan'],
    ] as const) {
      const file = path.join(root, 'projects', P, 'memory.md');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(## Current focus\n\n)[^\n]*/, `$1${text}`));
    }
    expect((await cli(a, ['sync'])).code).toBe(0);
    const r = await cli(b, ['sync']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/human-edited file\(s\) conflict: projects\/demo\/memory\.md/);
    const context = await cli(b, ['context', '--project', P]);
    expect(context.code).toBe(0);
    expect(context.stdout).toMatch(/memory\.md has an unresolved git merge conflict/);
    expect(context.stdout).not.toMatch(/^(<{7}|={7}|>{7})/m);
    const doctor = await cli(b, ['doctor', '--fix']);
    expect(doctor.stdout).toMatch(/projects\/demo\/memory\.md: .*unresolved git merge conflict/);
    expect(fs.readFileSync(path.join(b, 'projects', P, 'memory.md'), 'utf8')).toMatch(/^<{7}/m);
    const s = await startServer({ root: b, env: { HOME: b } });
    try {
      const w = await s.call('patch_file', {
        project: P,
        path: 'memory.md',
        patch: '<<<<<<< SEARCH\nFocus: the Bob plan\n=======\nFocus: both\n>>>>>>> REPLACE',
      });
      expect(w.isError).toBe(true);
      expect(w.text).toMatch(/unresolved git merge conflict .*so nothing was changed/);
    } finally {
      await s.close();
    }
  }, 120_000);
});
