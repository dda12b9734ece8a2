/**
 * Checks by outside tools: the MCP Inspector CLI lists and calls our tools, and the plugin runs
 * from a copy of its shipped files alone (no node_modules anywhere above it), as an installed
 * plugin does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO, startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

/** The last Inspector release without `engines: node >= 22` (0.16.0 and later need Node 22). */
const INSPECTOR_VERSION = '0.15.0';
const INSPECTOR_DIR = path.join(REPO, '.cache', `mcp-inspector-${INSPECTOR_VERSION}`);
const INSPECTOR_CLI = path.join(INSPECTOR_DIR, 'node_modules/@modelcontextprotocol/inspector/cli/build/cli.js');

/** Installs the pinned Inspector into .cache on first use; returns why it cannot, or null. */
function ensureInspector(): string | null {
  const manifest = path.join(INSPECTOR_DIR, 'node_modules/@modelcontextprotocol/inspector/package.json');
  const installed = () =>
    fs.existsSync(manifest) &&
    (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version === INSPECTOR_VERSION &&
    fs.existsSync(INSPECTOR_CLI);
  if (installed()) return null;
  fs.mkdirSync(INSPECTOR_DIR, { recursive: true });
  const r = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      INSPECTOR_DIR,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `@modelcontextprotocol/inspector@${INSPECTOR_VERSION}`,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (r.status !== 0 || !installed()) {
    const why = `${r.error?.message ?? ''} ${r.stderr ?? ''}`.trim().split('\n').slice(-3).join(' ');
    return `could not install @modelcontextprotocol/inspector@${INSPECTOR_VERSION} (is the npm registry reachable?): ${why}`;
  }
  return null;
}

describe('the MCP Inspector CLI', () => {
  let unavailable: string | null = null;
  const home = tempDir('pm-inspector-home-');
  const base = tempDir('pm-inspector-');
  const root = path.join(base, 'memory');
  const repo = path.join(base, 'repo');
  fs.mkdirSync(repo);

  beforeAll(() => {
    unavailable = ensureInspector();
    if (unavailable) console.log(`[outside] Inspector checks skipped: ${unavailable}`);
  }, 320_000);

  function inspect(args: string[]): { status: number | null; json: unknown; raw: string } {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CLAUDE') && !k.startsWith('npm_')) env[k] = v;
    Object.assign(env, { HOME: home, MCP_CATALOG_PATH: path.join(home, 'catalog.json') });
    const r = spawnSync(
      process.execPath,
      [INSPECTOR_CLI, '--cli', '-e', `PROJECT_MEMORY_ROOT=${root}`, process.execPath, path.join(REPO, 'server/dist/server.js'), ...args],
      {
        cwd: repo,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    let json: unknown = null;
    try {
      json = JSON.parse(r.stdout);
    } catch {
      /* reported below */
    }
    return { status: r.status, json, raw: `${r.stdout}\n${r.stderr}` };
  }

  it('lists every tool with its schema', (ctx) => {
    if (unavailable) ctx.skip();
    const r = inspect(['--method', 'tools/list']);
    expect(r.status, r.raw).toBe(0);
    const tools = (r.json as { tools: { name: string; inputSchema: { type: string } }[] }).tools;
    const names = tools.map((t) => t.name);
    for (const name of [
      'read_file',
      'write_file',
      'patch_file',
      'append_to_file',
      'delete_file',
      'search',
      'get_folder_manifest',
      'update_file_description',
      'add_decision',
      'log_session',
      'rebuild_indexes',
      'consolidate',
    ]) {
      expect(names).toContain(name);
    }
    for (const t of tools) expect(t.inputSchema.type, t.name).toBe('object');
    console.log(`[outside] Inspector ${INSPECTOR_VERSION} listed ${tools.length} tools`);
  });

  it('calls tools: creates a project, writes and reads a file, and gets a refusal as isError', (ctx) => {
    if (unavailable) ctx.skip();
    const text = (r: { json: unknown }) => ((r.json as { content: { text: string }[] }).content ?? []).map((c) => c.text).join('\n');
    const created = inspect(['--method', 'tools/call', '--tool-name', 'create_project', '--tool-arg', 'slug=demo', '--tool-arg', 'name=Demo']);
    expect(created.status, created.raw).toBe(0);
    expect(text(created)).toContain('Created project "demo"');
    const written = inspect([
      '--method',
      'tools/call',
      '--tool-name',
      'write_file',
      '--tool-arg',
      'project=demo',
      '--tool-arg',
      'path=notes/from-inspector.md',
      '--tool-arg',
      'content=written by the Inspector',
    ]);
    expect(text(written)).toMatch(/^Created notes\/from-inspector\.md/);
    expect(fs.readFileSync(path.join(root, 'projects/demo/notes/from-inspector.md'), 'utf8')).toBe('written by the Inspector');
    const read = inspect(['--method', 'tools/call', '--tool-name', 'read_file', '--tool-arg', 'project=demo', '--tool-arg', 'path=notes/from-inspector.md']);
    expect(text(read)).toContain('written by the Inspector');
    const refused = inspect(['--method', 'tools/call', '--tool-name', 'read_file', '--tool-arg', 'project=demo', '--tool-arg', 'path=../../etc/passwd']);
    expect((refused.json as { isError?: boolean }).isError).toBe(true);
    expect(text(refused)).toMatch(/uses "\.\."/);
    // The Inspector wrote nothing outside its temporary HOME.
    expect(fs.readdirSync(home).filter((n) => n !== 'catalog.json' && !n.startsWith('.'))).toEqual([]);
  });
});

/** True when some folder above `dir` has a node_modules that Node could resolve packages from. */
function nodeModulesAbove(dir: string): string | null {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'node_modules'))) return path.join(d, 'node_modules');
    if (path.dirname(d) === d) return null;
  }
}

describe('the shipped files alone (bundle smoke test)', () => {
  it('serve, write and run the hooks from a copy with no node_modules above it', async () => {
    const plugin = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bundle-'))), 'project-memory');
    for (const part of ['server/dist', 'hooks', '.claude-plugin']) fs.cpSync(path.join(REPO, part), path.join(plugin, part), { recursive: true });
    try {
      expect(nodeModulesAbove(plugin)).toBeNull();
      const work = tempDir('pm-bundle-work-');
      const root = path.join(work, 'memory');
      const repo = path.join(work, 'repo');
      fs.mkdirSync(repo);
      const env = { NODE_PATH: '', HOME: work };
      const s = await startServer({ root, cwd: repo, bundle: path.join(plugin, 'server/dist/server.js'), env });
      try {
        const { tools } = await s.client.listTools();
        expect(tools.length).toBeGreaterThan(20);
        await s.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
        await s.ok('write_file', { path: 'notes/bundled.md', content: 'from the bundle\n' });
        await s.ok('add_decision', { summary: 'Ship the bundle' });
        expect(await s.ok('search', { query: 'from the bundle' })).toContain('notes/bundled.md:1');
      } finally {
        await s.close();
      }
      // Every hook command of hooks.json, as Claude Code runs it.
      const hooks = JSON.parse(fs.readFileSync(path.join(plugin, 'hooks/hooks.json'), 'utf8')) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
      const pluginData = tempDir('pm-bundle-data-');
      const outputs: Record<string, string> = {};
      for (const [event, groups] of Object.entries(hooks.hooks)) {
        for (const g of groups) {
          for (const h of g.hooks) {
            const payload = {
              session_id: 'bundle-1',
              cwd: repo,
              hook_event_name: event,
              source: 'startup',
              tool_name: 'Edit',
              tool_input: { file_path: path.join(repo, 'src/x.ts') },
            };
            const r = spawnSync('sh', ['-c', h.command], {
              input: JSON.stringify(payload),
              encoding: 'utf8',
              timeout: 30_000,
              cwd: repo,
              env: {
                PATH: process.env.PATH ?? '/usr/bin:/bin',
                HOME: work,
                CLAUDE_PLUGIN_ROOT: plugin,
                CLAUDE_PLUGIN_DATA: pluginData,
                CLAUDE_PROJECT_DIR: repo,
                PROJECT_MEMORY_ROOT: root,
              },
            });
            expect(r.status, `${event}: ${r.stderr}`).toBe(0);
            expect(r.stderr, event).toBe('');
            outputs[event] = r.stdout;
          }
        }
      }
      const start = JSON.parse(outputs.SessionStart as string) as { hookSpecificOutput: { additionalContext: string } };
      expect(start.hookSpecificOutput.additionalContext).toContain('Demo');
      expect(start.hookSpecificOutput.additionalContext).toMatch(/~\d+ tokens/);
      const cli = spawnSync(process.execPath, [path.join(plugin, 'server/dist/cli.js'), 'search', 'bundle', '--root', root, '--project', 'demo'], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: work },
      });
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toContain('notes/bundled.md:1');
    } finally {
      fs.rmSync(path.dirname(plugin), { recursive: true, force: true });
    }
  });
});
