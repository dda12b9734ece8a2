/**
 * Smoke tests of the bundles as Claude Code and a user run them (most tests run the server in
 * process, from the sources; see test/helpers/server.ts): the server over stdio, the hooks
 * through hook.cjs, the CLI. vitest's globalSetup builds the bundles from the sources first, and
 * CI's check-dist proves the committed bundle is that build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, runCli } from '../helpers/cli.js';
import { REPO, startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let root: string;
let repo: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir('pm-bundles-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo, spawn: true });
});

afterAll(async () => {
  await server.close();
});

describe('server/dist/server.js over stdio', () => {
  it('is a process of its own, lists its tools and writes, reads and refuses through them', async () => {
    expect(server.spawned).toBe(true);
    const { tools } = await server.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_project', 'write_file', 'read_file', 'search']));
    await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
    await server.ok('write_file', { path: 'notes/smoke.md', content: '# Smoke\n\nfrom the bundle\n' });
    expect(await server.ok('read_file', { path: 'notes/smoke.md' })).toContain('from the bundle');
    expect(fs.readFileSync(path.join(root, 'projects/demo/notes/smoke.md'), 'utf8')).toBe('# Smoke\n\nfrom the bundle\n');
    const refused = await server.call('read_file', { path: '../../outside.md' });
    expect(refused.isError).toBe(true);
  });
});

describe("the server's start-up bundle", () => {
  it('holds Latin-1 only, so V8 keeps its source at one byte per character', () => {
    // One character beyond Latin-1 (an em dash in a comment of the MCP SDK) doubled the memory
    // the ~500 KB source takes for the life of every server (scripts/build.mjs latin1Comments).
    const text = fs.readFileSync(path.join(REPO, 'server/dist/server.js'), 'utf8');
    expect(text.match(/[^\x00-\xff]/gu) ?? []).toEqual([]);
  });

  it('escapes characters beyond Latin-1 in comments only, never in code', async () => {
    const { latin1Comments } = (await import(path.join(REPO, 'scripts/build.mjs'))) as { latin1Comments: (text: string) => string };
    const code = ['const a = {', '  /** one — two */', '  b: 1, // three → four', '};', 'const re = /x—y/;', 'console.log(a, re);', ''].join('\n');
    expect(latin1Comments(code)).toBe(code.replace('one — two', 'one \\u{2014} two').replace('three → four', 'three \\u{2192} four'));
    // `//` inside a raw template: escaping after it would change the text, so the file stays as it is.
    const inString = 'const s = String.raw`see https://x — y`;\nconsole.log(s);\n';
    expect(latin1Comments(inString)).toBe(inString);
  });
});

describe('server/dist/cli.js', () => {
  it('prints its version and finds what the server wrote', async () => {
    await server.ok('write_file', { path: 'notes/cli.md', content: 'a bundled needle\n' });
    const version = runCli(['--version'], { cwd: repo });
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const found = runCli(['search', 'bundled needle', '--project', 'demo'], { cwd: repo, root });
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain('notes/cli.md');
  });
});

describe('server/dist/hook.cjs', () => {
  it('answers session-start with the project context, as hooks/hooks.json runs it', async () => {
    await server.ok('write_file', { path: 'notes/cli.md', content: 'a bundled needle\n' });
    const pluginData = tempDir('pm-bundles-data-');
    const r = spawnSync(process.execPath, [path.join(REPO, 'server/dist/hook.cjs'), 'hook', 'session-start'], {
      cwd: repo,
      env: { ...cleanEnv(), PROJECT_MEMORY_ROOT: root, CLAUDE_PLUGIN_DATA: pluginData, CLAUDE_PROJECT_DIR: repo },
      input: JSON.stringify({ session_id: 'smoke', cwd: repo, hook_event_name: 'SessionStart', source: 'startup' }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
    expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(out.hookSpecificOutput.additionalContext).toContain('demo');
  });
});
