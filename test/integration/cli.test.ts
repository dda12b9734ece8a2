/** The `project-memory` CLI over the real bundle (docs/FORMATS.md#root, docs/ARCHITECTURE.md#layers): commands, exit codes, errors. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { callCli, type CliRun } from '../helpers/cli.js';
import { REPO, startServer } from '../helpers/server.js';
import { snapshotTree, tempDir, writeTree } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;

/** Runs the CLI from the bound repo against the test root. */
const cli = (args: string[], cwd = repo): Promise<CliRun> => callCli(args, { cwd, root });

/** An error is one line on stderr, `project-memory: ...`, with no stack trace. */
function expectCleanError(r: CliRun, code: number, message: RegExp): void {
  expect(r.code).toBe(code);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^project-memory: /);
  expect(lines[0]).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at |Error:/);
}

beforeAll(async () => {
  base = tempDir('pm-cli-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  const server = await startServer({ root, cwd: repo });
  try {
    await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo], tags: ['web'] });
    await server.ok('create_project', { slug: 'other', name: 'Other Thing', aliases: ['ot'] });
    await server.ok('write_file', { project: 'other', path: 'notes/ideas.md', content: '# Ideas\n\nA zebra-crossing widget.\n' });
  } finally {
    await server.close();
  }
});

describe('help and version', () => {
  it('--help lists every command and exits 0', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    for (const c of ['init', 'serve', 'hook', 'context', 'search', 'doctor', 'projects', 'use', 'wrap', 'decide', 'precheck'])
      expect(r.stdout).toMatch(new RegExp(`^  ${c}\\b`, 'm'));
    expect((await cli(['decide', '--help'])).stdout).toMatch(/^Usage: project-memory decide/);
  });

  it('--version prints the package version', async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };
    const r = await cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });
});

describe('init', () => {
  it('creates a root and is idempotent: the second run changes nothing and says so', async () => {
    const fresh = path.join(tempDir('pm-cli-init-'), 'mem');
    const first = await callCli(['init', '--root', fresh], { cwd: base });
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Initialised /);
    for (const f of ['_index.yaml', '_projects-index.json', '_refs-index.json', '_global/preferences.md', '_templates/memory.md', 'projects', '_trash']) {
      expect(fs.existsSync(path.join(fresh, f)), f).toBe(true);
    }
    const before = snapshotTree(fresh);
    const second = await callCli(['init', '--root', fresh], { cwd: base });
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/is already initialised; nothing changed\./);
    expect(snapshotTree(fresh)).toEqual(before);
  });

  it('--root wins over PROJECT_MEMORY_ROOT', async () => {
    const a = path.join(tempDir('pm-cli-a-'), 'mem');
    const b = path.join(tempDir('pm-cli-b-'), 'mem');
    expect((await callCli(['init', '--root', a], { cwd: base, root: b })).code).toBe(0);
    expect(fs.existsSync(path.join(a, '_index.yaml'))).toBe(true);
    expect(fs.existsSync(b)).toBe(false);
  });
});

describe('projects', () => {
  it('lists projects as text and as valid JSON, with filters', async () => {
    const text = await cli(['projects']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^demo\s+active\s+Demo App\s+\[/m);
    expect(text.stdout).toMatch(/^other\s+active\s+Other Thing$/m);
    const json = await cli(['projects', '--json']);
    expect(json.code).toBe(0);
    const list = JSON.parse(json.stdout) as { slug: string; paths: string[] }[];
    expect(list.map((p) => p.slug)).toEqual(['demo', 'other']);
    expect(list[0]!.paths).toEqual([repo]);
    expect((JSON.parse((await cli(['projects', '--tag', 'web', '--json'])).stdout) as unknown[]).length).toBe(1);
  });
});

describe('search', () => {
  it('exits 0 with hits and 1 without', async () => {
    const hit = await cli(['search', 'zebra', '--project', 'other']);
    expect(hit.code).toBe(0);
    expect(hit.stdout).toMatch(/^notes\/ideas\.md:3: A zebra-crossing widget\.$/m);
    const all = await cli(['search', 'zebra', '--project', '*']);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/zebra-crossing/);
    const miss = await cli(['search', 'no-such-text-anywhere', '--project', '*']);
    expect(miss.code).toBe(1);
    expect(miss.stdout).toMatch(/No matches/);
    const json = await cli(['search', 'zebra', '--project', 'ot', '--json']);
    expect(JSON.parse(json.stdout).hits.length).toBeGreaterThan(0);
  });
});

describe('decide, precheck, context, wrap', () => {
  it('records decisions, supersedes one, and refuses bad input with exit 2', async () => {
    const d1 = await cli(['decide', 'Use bcrypt rounds=12', '--topic', 'auth', '--location', 'src/auth/', '--body', 'Balanced cost.']);
    expect(d1.code).toBe(0);
    expect(d1.stdout.trim()).toBe('Recorded D1 in demo.');
    const d2 = await cli(['decide', 'Use argon2id', '--location', 'src/auth/', '--supersedes', 'D1', '--json']);
    expect(d2.code).toBe(0);
    expect(JSON.parse(d2.stdout)).toMatchObject({ project: 'demo', id: 'D2', superseded: ['D1'], active: ['D2'] });
    const entries = parseDecisions(fs.readFileSync(path.join(root, 'projects/demo/decisions.md'), 'utf8')).entries;
    expect(entries.find((e) => e.id === 'D1')).toMatchObject({ status: 'Superseded', supersededBy: 'D2', topic: 'auth' });
    expectCleanError(await cli(['decide', 'Again', '--supersedes', 'D1']), 4, /D1 is already superseded by D2\. Supersede D2 instead\./);
    expectCleanError(await cli(['decide', 'Nope', '--supersedes', 'D42']), 3, /D42 is not in decisions\.md of demo/);
    expectCleanError(await cli(['decide', 'Nope', '--status', 'Bogus']), 2, /"Bogus" is not a decision status/);
    expectCleanError(await cli(['decide']), 2, /decide needs a one-line summary/);
    expect((await cli(['decide', 'For other', '--project', 'ot'])).stdout.trim()).toBe('Recorded D1 in other.');
  });

  it('prechecks a repo-relative and an absolute path', async () => {
    const rel = await cli(['precheck', 'src/auth/login.ts']);
    expect(rel.code).toBe(0);
    expect(rel.stdout).toMatch(/^- D2 · Use argon2id \[Active, \d{4}-\d{2}-\d{2}, src\/auth\/\]$/m);
    expect(rel.stdout).not.toMatch(/D1/);
    expect((await cli(['precheck', path.join(repo, 'src/auth/login.ts')])).stdout).toBe(rel.stdout);
    expect((await cli(['precheck', 'docs/readme.md'])).stdout).toMatch(/No recorded decision covers docs\/readme\.md/);
    const json = JSON.parse((await cli(['precheck', 'src/auth/login.ts', '--json'])).stdout);
    expect(json.decisions.map((d: { id: string }) => d.id)).toEqual(['D2']);
    expectCleanError(await cli(['precheck']), 2, /precheck needs a file path/);
  });

  it('prints the context of the bound project within --budget, and as JSON', async () => {
    const r = await cli(['context']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# Project memory: Demo App \(demo\)/);
    expect(r.stdout).toContain('- D2 · Use argon2id');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/~\d+ tokens/);
    const small = await cli(['context', '--budget', '600']);
    expect(small.stdout.trimEnd().length).toBeLessThanOrEqual(600);
    const json = JSON.parse((await cli(['context', '--json', '--project', 'other'])).stdout);
    expect(json).toMatchObject({ project: 'other', suggest_dream: false });
    expectCleanError(await cli(['context', '--budget', 'lots']), 2, /--budget must be a positive whole number/);
  });

  it('prints the wrap block', async () => {
    writeTree(path.join(root, 'projects/demo'), { '_status.md': '# Status\n\n**Current state:** Alpha\n**Next action:** Beta\n' });
    const r = await cli(['wrap']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## Wrap — Demo App \(demo\)/);
    expect(r.stdout).toContain('**Current state:** Alpha\n**Next action:** Beta');
    expect(r.stdout).toContain('- D2 · Use argon2id (src/auth/)');
  });

  it('refuses a command about no project with exit 3 and names the known ones', async () => {
    expectCleanError(await cli(['context'], base), 3, /none is bound to .*Known projects: demo, other/);
  });
});

describe('use', () => {
  it('binds the working directory to a project, moving it from another one', async () => {
    const other = path.join(base, 'other-repo');
    fs.mkdirSync(other);
    const r = await cli(['use', 'ot'], other);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`Bound ${other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to "other"`));
    expect((await cli(['context'], other)).stdout).toMatch(/^# Project memory: Other Thing \(other\)/);
    const moved = await cli(['use', 'demo', '--json'], other);
    expect(JSON.parse(moved.stdout)).toMatchObject({ slug: 'demo', path: other, moved_from: 'other' });
    const list = JSON.parse((await cli(['projects', '--json'])).stdout) as { slug: string; paths: string[] }[];
    expect(list.find((p) => p.slug === 'demo')!.paths).toEqual([repo, other]);
    expect(list.find((p) => p.slug === 'other')!.paths).toEqual([]);
    expectCleanError(await cli(['use', 'nope'], other), 3, /no project with the slug, alias or id "nope"/);
    // A relative --path is taken from the working directory.
    fs.mkdirSync(path.join(base, 'third-repo'));
    expect(JSON.parse((await cli(['use', 'other', '--path', '../third-repo', '--json'], other)).stdout)).toMatchObject({
      slug: 'other',
      path: path.join(base, 'third-repo'),
    });
  });
});

describe('doctor', () => {
  it('reports a broken manifest.json and a stale projects index with exit 1; --fix repairs them; then exit 0', async () => {
    const clean = await cli(['doctor']);
    expect(clean.stdout).toMatch(/No problems found/);
    expect(clean.code).toBe(0);
    const manifest = path.join(root, 'projects/demo/manifest.json');
    fs.writeFileSync(manifest, '{ "schemaVersion": 1, broken');
    fs.writeFileSync(path.join(root, '_projects-index.json'), '{"version":1,"projects":[]}\n');
    const sick = await cli(['doctor']);
    expect(sick.code).toBe(1);
    expect(sick.stdout).toMatch(/Memory root .*: 2 project\(s\)\./);
    expect(sick.stdout).toMatch(/^- projects\/demo\/manifest\.json: invalid JSON/m);
    expect(sick.stdout).toMatch(/^- _projects-index\.json: out of date .*\(fixable with --fix\)$/m);
    const json = JSON.parse((await cli(['doctor', '--json'])).stdout) as { findings: { path: string }[] };
    expect(json.findings.map((f) => f.path).sort()).toEqual(['_projects-index.json', 'projects/demo/manifest.json']);

    const fixed = await cli(['doctor', '--fix']);
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toMatch(/Fixed: projects index rebuilt/);
    const regenerated = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    expect(regenerated).toMatchObject({ schemaVersion: 1, slug: 'demo', activeDecisionIds: ['D2'], sessionCount: 0 });
    // The unreadable text is kept in the trash, not lost.
    const trashed = fs.readdirSync(path.join(root, '_trash')).map((s) => path.join(root, '_trash', s, 'projects/demo/manifest.json'));
    expect(trashed.filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f, 'utf8'))).toEqual(['{ "schemaVersion": 1, broken']);
    const after = await cli(['doctor']);
    expect(after.code).toBe(0);
    expect(after.stdout).toMatch(/No problems found/);
    expect(JSON.parse((await cli(['projects', '--json'])).stdout)).toHaveLength(2);
  });

  it('reports a missing root without creating it', async () => {
    const missing = path.join(base, 'no-root-here');
    const r = await callCli(['doctor', '--root', missing], { cwd: base });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^project-memory: The memory root .* does not exist\. Run `project-memory init`/);
    expect(fs.existsSync(missing)).toBe(false);
  });
});

describe('bad input', () => {
  it('an unknown command, an unknown flag and a missing value exit 2 with one line on stderr', async () => {
    expectCleanError(await cli(['frobnicate']), 2, /Unknown command "frobnicate"\. Run project-memory --help/);
    expectCleanError(await cli(['projects', '--colour']), 2, /Unknown option --colour\./);
    expectCleanError(await cli(['search', 'x', '--limit']), 2, /--limit needs a value\./);
    expectCleanError(await cli(['search', 'x', '--project', '--json']), 2, /--project needs a value\./);
    expectCleanError(await cli(['projects', '-x']), 2, /Unknown option -x\./);
    expectCleanError(await cli(['search', 'x', '--limit', 'many', '--project', '*']), 2, /limit must be a whole number/);
  });

  it('with --json, an error is also a JSON object on stdout', async () => {
    const r = await cli(['decide', '--json']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(r.stderr).toMatch(/^project-memory: decide needs a one-line summary/);
  });
});
