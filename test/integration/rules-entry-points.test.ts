/**
 * Issue 11 items 5-9: rules of the source documents that held on one entry point and not on
 * another, checked through the real bundles (server, CLI, hooks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

describe('PROJECT_MEMORY_ROOT="" is unset (item 7)', () => {
  it('the server, the CLI and the hooks use ~/.project-memory, never the working directory', async () => {
    const base = tempDir('pm-envroot-');
    const home = path.join(base, 'home');
    const cwd = path.join(base, 'work');
    fs.mkdirSync(home);
    fs.mkdirSync(cwd);
    const env = { HOME: home, PROJECT_MEMORY_ROOT: '', CLAUDE_PROJECT_DIR: '' };
    const server = await startServer({ root: '', cwd, env });
    try {
      await server.ok('create_project', { slug: 'envdemo', name: 'Env Demo', paths: [cwd] });
    } finally {
      await server.close();
    }
    const defaultRoot = path.join(home, '.project-memory');
    expect(fs.existsSync(path.join(defaultRoot, 'projects/envdemo/_meta.yaml'))).toBe(true);
    expect(fs.existsSync(path.join(cwd, 'projects'))).toBe(false);

    const cli = runCli(['projects', '--json'], { cwd, env });
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain('envdemo');
    expect(fs.existsSync(path.join(cwd, '_index.yaml'))).toBe(false);

    const hook = runCli(['hook', 'session-start'], {
      cwd,
      env: { ...env, CLAUDE_PLUGIN_DATA: path.join(base, 'data') },
      input: JSON.stringify({ session_id: 's1', cwd, hook_event_name: 'SessionStart', source: 'startup' }),
    });
    expect(hook.code).toBe(0);
    expect(hook.stdout).toContain('Env Demo (envdemo)');
  });
});

describe('a project is addressed by its _meta.yaml id (item 8)', () => {
  it('tools and the CLI accept the id wherever they accept a slug, alias or path', async () => {
    const base = tempDir('pm-byid-');
    const root = path.join(base, 'memory');
    const server = await startServer({ root, cwd: base });
    try {
      await server.ok('create_project', { slug: 'alpha', name: 'Alpha' });
      await server.ok('create_project', { slug: 'beta', name: 'Beta' });
      const meta = fs.readFileSync(path.join(root, 'projects/beta/_meta.yaml'), 'utf8');
      const id = /^id: "?([0-9a-f-]{36})"?$/m.exec(meta)?.[1] ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}-/);
      await server.ok('write_file', { project: id, path: 'notes/by-id.md', content: 'written by id\n' });
      expect(fs.readFileSync(path.join(root, 'projects/beta/notes/by-id.md'), 'utf8')).toBe('written by id\n');
      expect(await server.ok('read_file', { project: id.toUpperCase(), path: 'notes/by-id.md' })).toContain('written by id');
      const d = await server.ok('add_decision', { project: id, summary: 'Decided by id' });
      expect(d).toContain('D1');
      const wrong = await server.call('read_file', { project: '00000000-0000-4000-8000-000000000000', path: 'memory.md' });
      expect(wrong.isError).toBe(true);
      expect(wrong.text).toMatch(/slug, alias or id/);

      // An index written before ids were kept is rebuilt by the next write, then the id works.
      const indexFile = path.join(root, '_projects-index.json');
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { projects: Record<string, unknown>[] };
      for (const p of index.projects) delete p.id;
      fs.writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
      const log = runCli(['log', '--summary', 'Logged by id', '--project', id], { cwd: base, root });
      expect(log.stderr).toBe('');
      expect(log.code).toBe(0);
      expect(fs.readdirSync(path.join(root, 'projects/beta/sessions')).filter((f) => !f.startsWith('_'))).toHaveLength(1);
      const read = runCli(['read', 'decisions.md', '--project', id], { cwd: base, root });
      expect(read.code).toBe(0);
      expect(read.stdout).toContain('Decided by id');
    } finally {
      await server.close();
    }
  });
});
