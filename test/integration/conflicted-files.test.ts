/**
 * A real git conflict in `memory.md` and `_status.md` (two branches of a root kept in git changed
 * the same lines; core/team/conflict-markers.ts is the one rule): every entry point that hands
 * memory to the model (the SessionStart hook, `context`, `wrap`, `get_project_context`, the MCP
 * `wrap`, the viewer's context page) leaves both out with the one sentence on how to resolve
 * them, and shows no marker nor either side; every change of them (an append-free tool rewrite,
 * `status --state`, /dream with or without a memory draft, `delete_file`, a patch that keeps the
 * markers) is refused with one sentence, every file left as it was; one whole write without
 * markers is the resolution, after which the file is shown again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { callCli, cleanEnv } from '../helpers/cli.js';
import { git, gitTry, initRepo } from '../helpers/git.js';
import { hookInProcess } from '../helpers/hook.js';
import { CLI_BUNDLE, startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

vi.setConfig({ testTimeout: 120_000 });

const SIDE_A = 'Focus: ALICE-SIDE plan';
const SIDE_B = 'Focus: BOB-SIDE plan';
const MEMORY_SENTENCE = /memory\.md has an unresolved git merge conflict \(lines? [\d–, ]+\): edit the file to keep what is right/;
const STATUS_SENTENCE = /_status\.md has an unresolved git merge conflict \(lines? [\d–, ]+\): edit the file to keep what is right/;

/** Neither side and no marker line: the file's content is not handed over. */
function expectLeftOut(text: string, where: string): void {
  expect(text, where).toMatch(MEMORY_SENTENCE);
  expect(text, where).toMatch(STATUS_SENTENCE);
  for (const side of [SIDE_A, SIDE_B, 'ALICE-STATE', 'BOB-STATE']) expect(text, where).not.toContain(side);
  expect(text, where).not.toMatch(/^(<{7}|={7}|>{7})/m);
}

async function conflictedRoot() {
  const base = tempDir('pm-conflicted-');
  const root = path.join(base, 'memory');
  const repo = initRepo(path.join(base, 'app'));
  const cli = (args: string[], cwd = repo) => callCli(args, { cwd, root, env: { HOME: base } });
  expect((await cli(['new', 'demo', '--name', 'Demo', '--bind', repo])).code).toBe(0);
  expect((await cli(['status', '--state', 'Base state'])).code).toBe(0);
  initRepo(root);
  fs.writeFileSync(path.join(root, '.gitignore'), '.locks/\n.history/\n.journal/\n_index.yaml\n*.pm-tmp\n.index/\n_refs-index.json\n_projects-index.json\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const memory = path.join(root, 'projects', 'demo', 'memory.md');
  const status = path.join(root, 'projects', 'demo', '_status.md');
  const edit = (focus: string, state: string) => {
    fs.writeFileSync(memory, fs.readFileSync(memory, 'utf8').replace(/(## Current focus\n\n)[^\n]*/, `$1${focus}`));
    fs.writeFileSync(status, fs.readFileSync(status, 'utf8').replace(/Base state/g, state));
  };
  git(root, 'checkout', '-q', '-b', 'bob');
  edit(SIDE_B, 'BOB-STATE');
  git(root, 'commit', '-q', '-am', 'bob');
  git(root, 'checkout', '-q', 'main');
  edit(SIDE_A, 'ALICE-STATE');
  git(root, 'commit', '-q', '-am', 'alice');
  expect(gitTry(root, 'merge', 'bob').code).not.toBe(0);
  expect(fs.readFileSync(memory, 'utf8')).toMatch(/^<{7} HEAD$/m);
  return { base, root, repo, cli, memory, status };
}

function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

async function viewerContext(root: string, cwd: string): Promise<string> {
  const child = spawn(process.execPath, [CLI_BUNDLE, 'view', '--root', root], { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      child.once('exit', (code) => reject(new Error(`view exited ${code}`)));
    });
    const base = /^(http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/)/.exec(url)![1]!;
    const html = await get(`${base}context?p=demo`);
    return html
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  } finally {
    child.kill('SIGTERM');
  }
}

describe('a memory.md and _status.md with a real git conflict', () => {
  it('are left out, with one sentence, from every entry point that hands memory to the model', async () => {
    const w = await conflictedRoot();
    const hook = await hookInProcess('session-start', { session_id: 's1', cwd: w.repo, hook_event_name: 'SessionStart', source: 'startup' }, { root: w.root });
    expect(hook.code).toBe(0);
    expectLeftOut(hook.stdout, 'session start');
    for (const command of ['context', 'wrap']) {
      const r = await w.cli([command]);
      expect(r.code, r.stderr).toBe(0);
      expectLeftOut(r.stdout, command);
    }
    const s = await startServer({ root: w.root, cwd: w.repo });
    try {
      expectLeftOut(await s.ok('get_project_context', {}), 'get_project_context');
      expectLeftOut(await s.ok('wrap', {}), 'wrap tool');
    } finally {
      await s.close();
    }
    expectLeftOut(await viewerContext(w.root, w.repo), 'viewer');
  });

  it('refuse every change with one sentence, leave every file as it was, and take one whole resolved write', async () => {
    const w = await conflictedRoot();
    const draft = path.join(w.base, 'draft-memory.md');
    fs.writeFileSync(
      draft,
      fs
        .readFileSync(w.memory, 'utf8')
        .replace(/^(<{7}|={7}|>{7}).*\n/gm, '')
        .replace(`${SIDE_B}\n`, ''),
    );
    const before = snapshotTree(w.root);
    const refusal = /has an unresolved git merge conflict \(lines? [\d–, ]+\), so nothing was changed\./;
    const s = await startServer({ root: w.root, cwd: w.repo });
    try {
      for (const [tool, args] of [
        ['consolidate', { dry_run: false, memory_draft: draft }],
        ['consolidate', { dry_run: true }],
        ['delete_file', { path: 'memory.md' }],
        ['delete_file', { path: '_status.md' }],
        ['patch_file', { path: 'memory.md', patch: `<<<<<<< SEARCH\n${SIDE_B}\n=======\nFocus: both\n>>>>>>> REPLACE` }],
        ['write_file', { path: '_status.md', content: `${fs.readFileSync(w.status, 'utf8')}\nMore.\n` }],
      ] as const) {
        const r = await s.call(tool, args);
        expect(r.isError, `${tool} ${JSON.stringify(args)}: ${r.text}`).toBe(true);
        expect(r.text, tool).toMatch(refusal);
        expect(r.text, tool).toContain('remove the <<<<<<< ======= >>>>>>> lines');
      }
    } finally {
      await s.close();
    }
    for (const args of [['status', '--state', 'Both'], ['dream']]) {
      const r = await w.cli(args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr, args.join(' ')).toMatch(refusal);
    }
    const after = snapshotTree(w.root);
    const changed = Object.keys({ ...before, ...after }).filter(
      (k) => before[k] !== after[k] && !/^\.locks|^\.history|^\.git\/|_index\.yaml$|-index\.json$/.test(k),
    );
    expect(changed).toEqual([]);

    // The resolution: one whole write without markers (here through the tool); the file is shown again.
    const resolved = fs.readFileSync(draft, 'utf8');
    const s2 = await startServer({ root: w.root, cwd: w.repo });
    try {
      await s2.ok('write_file', { path: 'memory.md', content: resolved });
      const ctx = await s2.ok('get_project_context', {});
      expect(ctx).toContain(SIDE_A);
      expect(ctx).not.toMatch(MEMORY_SENTENCE);
      expect(ctx).toMatch(STATUS_SENTENCE);
    } finally {
      await s2.close();
    }
  });
});
