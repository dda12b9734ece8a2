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
