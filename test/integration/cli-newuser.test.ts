/** Small things a new user hit (issue 13 item 5), each through the real CLI bundle. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli, runCliAsync, type CliRun } from '../helpers/cli.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;

const cli = (args: string[], cwd = repo, env: Record<string, string> = {}): Promise<CliRun> => callCli(args, { cwd, root, env });

/** One sentence on stderr, no stack, no errno dump. */
function expectOneSentence(r: CliRun, code: number, message: RegExp): void {
  expect(r.code, r.stderr).toBe(code);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(r.stderr).not.toMatch(/unexpected error|EEXIST|ENOTDIR|\n\s+at /);
}

let server: RunningServer;

beforeAll(async () => {
  base = tempDir('pm-newuser-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  // Set up through the MCP tools, so that each test below fails on its own before its fix.
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
  await server.ok('create_project', { slug: 'second', name: 'Second' });
});

afterAll(async () => {
  await server.close();
});

describe('projects --status', () => {
  it('an unknown status is bad input naming the statuses, not "No projects yet"', async () => {
    expectOneSentence(await cli(['projects', '--status', 'bogus']), 2, /No project has status "bogus"; statuses are active, paused, completed, archived/);
    expect((await cli(['projects', '--status', 'paused'])).code).toBe(0);
  });
});

describe('the memory root', () => {
  it('--root naming a file is one sentence', async () => {
    const file = path.join(base, 'a-file');
    fs.writeFileSync(file, 'x');
    expectOneSentence(await callCli(['init', '--root', file], { cwd: base }), 2, /is not a folder/);
    expectOneSentence(await callCli(['new', 'x', '--root', path.join(file, 'below')], { cwd: base }), 2, /is not a folder/);
  });

  it('read-only commands do not create a missing root and say how to create one', async () => {
    const missing = path.join(base, 'never-made');
    for (const args of [['projects'], ['search', 'x'], ['context'], ['wrap'], ['precheck', 'a.ts'], ['doctor']]) {
      const r = await callCli([...args, '--root', missing], { cwd: base });
      expect(r.code, `${args[0]}: ${r.stderr}`).toBe(3);
      expect(r.stderr).toMatch(/does not exist\. Run `project-memory init`/);
      expect(fs.existsSync(missing), args[0]).toBe(false);
    }
  });
});

describe('use --path', () => {
  it('refuses a path that does not exist or is not a folder', async () => {
    expectOneSentence(await cli(['use', 'demo', '--path', path.join(base, 'nonexistent')]), 3, /does not exist, so it cannot be bound/);
    const file = path.join(base, 'plain.txt');
    fs.writeFileSync(file, 'x');
    expectOneSentence(await cli(['use', 'demo', '--path', file]), 2, /is not a folder, so it cannot be bound/);
    const listed = JSON.parse((await cli(['projects', '--json'])).stdout) as { slug: string; paths: string[] }[];
    expect(listed.find((p) => p.slug === 'demo')?.paths).toEqual([repo]);
  });
});

describe('decide', () => {
  it('refuses a Location outside the bound repository and records nothing', async () => {
    const before = fs.readFileSync(path.join(root, 'projects/demo/decisions.md'), 'utf8');
    expectOneSentence(await cli(['decide', 'Escape', '--location', '../../etc/']), 2, /outside the repositories bound to demo/);
    expectOneSentence(await cli(['decide', 'Escape', '--location', '/etc/passwd']), 2, /outside the repositories bound to demo/);
    expectOneSentence(await cli(['decide', 'Escape', '--location', 'src/, ../x']), 2, /outside/);
    expect(fs.readFileSync(path.join(root, 'projects/demo/decisions.md'), 'utf8')).toBe(before);
  });

  it('the MCP tool add_decision refuses the same Locations (the rule lives in the service)', async () => {
    for (const location of ['../../etc/', '/etc/passwd']) {
      const r = await server.call('add_decision', { project: 'demo', summary: 'Escape', location });
      expect(r.isError, location).toBe(true);
      expect(r.text).toMatch(/outside the repositories bound to demo/);
    }
    const r = await server.call('add_decision', { project: 'demo', summary: 'Old', status: 'Superseded' });
    expect(r.isError).toBe(true);
  });

  it('stores an absolute Location inside the repository as a repo-relative path', async () => {
    const r = await cli(['decide', 'Pool size 20', '--location', path.join(repo, 'src/db') + '/']);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.readFileSync(path.join(root, 'projects/demo/decisions.md'), 'utf8')).toMatch(/- Location: src\/db\/\n/);
  });

  it('refuses Superseded as the status of a new decision', async () => {
    expectOneSentence(await cli(['decide', 'Old news', '--status', 'superseded']), 2, /cannot start as Superseded/);
    expectOneSentence(await cli(['decide', 'Old news', '--status', 'Superseded']), 2, /cannot start as Superseded/);
  });
});

describe('dream --now', () => {
  it('refuses a now before the newest session', async () => {
    await server.ok('log_session', { project: 'demo', summary: 'Did things', date: '2026-11-20' });
    expectOneSentence(
      await cli(['dream', '--dry-run', '--now', '2020-01-01']),
      2,
      /now 2020-01-01 is before the newest session or decision \(20\d\d-\d\d-\d\d\)/,
    );
    expect((await cli(['dream', '--dry-run', '--now', '2099-01-01'])).code).toBe(0);
  });
});

describe('hooks stay silent on bad input', () => {
  it('an unknown event and garbage JSON print nothing and exit 0', async () => {
    // Hooks read stdin, so each is a process of its own; the four run side by side.
    const cases = [
      ['bogus', '{}'],
      ['session-start', 'not json {'],
      ['post-tool-use', '[1,'],
      ['stop', '\u0000\u0001'],
    ] as const;
    const runs = await Promise.all(cases.map(([event, input]) => runCliAsync(['hook', event], { cwd: repo, root, input })));
    runs.forEach((r, i) => expect(r, cases[i]![0]).toMatchObject({ code: 0, stdout: '', stderr: '' }));
  });
});

describe('context --budget', () => {
  it('a budget is a promise: too small is refused, and a cut ends on a word boundary within it', async () => {
    expectOneSentence(await cli(['context', '--budget', '10']), 2, /at least 500 characters, got 10/);
    const long = Array.from({ length: 60 }, (_, i) => `Remember fact number ${i} about the widget pipeline and its caches.`).join(' ');
    const status = fs.readFileSync(path.join(root, 'projects/demo/_status.md'), 'utf8');
    await server.ok('write_file', {
      project: 'demo',
      path: '_status.md',
      content: status.replace('**Current state:**', `**Current state:** ${long.slice(0, 1500)}`),
    });
    const full = (JSON.parse((await cli(['context', '--json'])).stdout) as { text: string }).text;
    for (const budget of [500, 640, 777]) {
      const r = await cli(['context', '--budget', String(budget), '--json']);
      expect(r.code, r.stderr).toBe(0);
      const ctx = JSON.parse(r.stdout) as { text: string; chars: number };
      expect(ctx.text.length).toBeLessThanOrEqual(budget);
      const cutLine = ctx.text.split('\n').find((_l, i, all) => all[i + 1]?.startsWith('[… cut to fit the budget'));
      if (cutLine !== undefined) {
        // The cut ends after a whole word: the same word ends there in the uncut context too.
        const last = /\S+$/.exec(cutLine)?.[0] ?? '';
        expect(full, `${budget}: ${cutLine}`).toMatch(new RegExp(`${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`));
      }
    }
  });
});

describe('doctor', () => {
  it('reports exactly the derived files --fix then changes', async () => {
    expect((await cli(['doctor', '--fix'])).code).toBe(0);
    expect((await cli(['doctor'])).code).toBe(0);
    fs.writeFileSync(path.join(root, 'projects/demo/notes/by-hand.md'), '# By hand\n\nSee @alice.\n');
    const report = await cli(['doctor', '--json']);
    expect(report.code).toBe(1);
    const found = (JSON.parse(report.stdout) as { findings: { path: string; fixable: boolean }[] }).findings.map((f) => f.path).sort();
    expect(found).toEqual(['_refs-index.json', 'projects/demo/notes/_index.yaml']);
    const snap = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
    const before = Object.fromEntries(['_refs-index.json', 'projects/demo/notes/_index.yaml', 'projects/demo/_index.yaml'].map((r) => [r, snap(r)]));
    expect((await cli(['doctor', '--fix'])).code).toBe(0);
    const changed = Object.keys(before)
      .filter((r) => snap(r) !== before[r])
      .sort();
    expect(changed).toEqual(found);
    expect((await cli(['doctor'])).code).toBe(0);
  });
});

describe('ranked search over decisions.md', () => {
  it('finds each matching decision, the Active one above the one it superseded', async () => {
    const first = JSON.parse((await cli(['decide', 'Hash passwords with sha256', '--topic', 'auth', '--json'])).stdout) as { id: string };
    const second = await cli(['decide', 'Hash passwords with bcrypt rounds=12', '--topic', 'auth', '--supersedes', first.id, '--json']);
    expect(second.code, second.stderr).toBe(0);
    const d = JSON.parse(second.stdout) as { id: string };
    const substring = await cli(['search', 'Hash passwords', '--json']);
    const subHits = (JSON.parse(substring.stdout) as { hits: { text: string }[] }).hits.map((h) => h.text);
    expect(subHits.some((t) => t.includes('bcrypt'))).toBe(true);
    const ranked = JSON.parse((await cli(['search', 'hash', '--mode', 'ranked', '--json'])).stdout) as { hits: { path: string; text: string }[] };
    const texts = ranked.hits.filter((h) => h.path === 'decisions.md').map((h) => h.text);
    const active = texts.findIndex((t) => t.includes(`${d.id} · Hash passwords with bcrypt`));
    const old = texts.findIndex((t) => t.includes('sha256'));
    expect(active, texts.join('\n')).toBeGreaterThanOrEqual(0);
    expect(old === -1 || active < old).toBe(true);
    // A hit in a decision no longer in force says so on its own line; the one in force says nothing.
    const oldHits = JSON.parse((await cli(['search', 'sha256', '--mode', 'ranked', '--json'])).stdout) as { hits: { path: string; text: string }[] };
    const oldHit = oldHits.hits.find((h) => h.path === 'decisions.md' && h.text.includes('sha256'));
    expect(oldHit?.text).toMatch(new RegExp(`\\[${first.id}: Superseded by ${d.id}\\]$`));
    expect(texts[active]).not.toMatch(/\[D[^\]]*: /);
  });
});

describe('the project manifest flag stale', () => {
  it('is false at creation, true after a decision is appended, and cleared by a /dream run', async () => {
    const stale = (slug: string) => /^stale: (\w+)$/m.exec(fs.readFileSync(path.join(root, `projects/${slug}/_index.yaml`), 'utf8'))?.[1];
    await server.ok('create_project', { slug: 'fresh', name: 'Fresh' });
    expect(stale('fresh')).toBe('false');
    await server.ok('add_decision', { project: 'fresh', summary: 'Use Postgres' });
    expect(stale('fresh')).toBe('true');
    const r = await cli(['dream', '--project', 'fresh']);
    expect(r.code, r.stderr).toBe(0);
    expect(stale('fresh')).toBe('false');
  });
});
