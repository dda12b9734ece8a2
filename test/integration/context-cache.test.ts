/**
 * The session-start context cache (server/src/hooks/context-cache.ts) through the real loader,
 * server/dist/hook.cjs, as hooks/hooks.json runs it: the second start of unchanged memory answers
 * from the kept text, and every change the context depends on (a same-size edit within the same
 * second, a new file in a listed folder, another budget, a re-pointed root link) rebuilds it.
 * That an answer came from the cache is shown by planting a marker in the kept text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv } from '../helpers/cli.js';
import { REPO, startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

const HOOK = path.join(REPO, 'server/dist/hook.cjs');
/** hooks/context-cache.ts keeps nothing whose paths changed within 2.5 s before the build. */
const SETTLE_MS = 2_700;
const MARKER = 'PLANTED-IN-THE-CACHE';

let base: string;
let root: string;
let server: RunningServer;
const SLUGS = ['hit', 'edit', 'listing', 'keys', 'state', 'fresh'] as const;
const repoOf = (slug: string) => path.join(base, 'repos', slug);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One hook run, asynchronous (a loop of spawnSync would hold the worker's event loop). */
function runHook(event: string, payload: object, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [HOOK, 'hook', event],
      { cwd: base, env: { ...cleanEnv(), ...env }, encoding: 'utf8', timeout: 30_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
    child.stdin!.end(JSON.stringify(payload));
  });
}

function pluginData(): string {
  const dir = tempDir('pm-ctxcache-data-');
  fs.chmodSync(dir, 0o700);
  return dir;
}

async function start(slug: string, data: string, opts: { source?: string; session?: string; env?: Record<string, string> } = {}): Promise<string> {
  const payload = { session_id: opts.session ?? `s-${slug}`, cwd: repoOf(slug), hook_event_name: 'SessionStart', source: opts.source ?? 'startup' };
  const r = await runHook('session-start', payload, { PROJECT_MEMORY_ROOT: root, CLAUDE_PLUGIN_DATA: data, ...opts.env });
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
}

function cacheFiles(data: string): string[] {
  const dir = path.join(data, 'sessions');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => /^context-[0-9a-f]+\.cache$/.test(n))
        .map((n) => path.join(dir, n))
    : [];
}

/** Replaces the kept text of every cache entry in `data` with the marker (the rest stays valid). */
function plantMarker(data: string): void {
  const files = cacheFiles(data);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as { text: string };
    entry.text = MARKER;
    fs.writeFileSync(file, JSON.stringify(entry));
  }
}

beforeAll(async () => {
  base = tempDir('pm-ctxcache-');
  root = path.join(base, 'memory');
  for (const slug of SLUGS) fs.mkdirSync(repoOf(slug), { recursive: true });
  server = await startServer({ root, cwd: repoOf('hit') });
  for (const slug of SLUGS) {
    await server.ok('create_project', { slug, name: `Project ${slug}`, paths: [repoOf(slug)] });
    await server.ok('write_file', {
      project: slug,
      path: 'memory.md',
      content: `# Core memory\n\n## Project overview\n\n- ${slug} keeps ALPHA-FACT in memory.\n`,
    });
    await server.ok('write_file', { project: slug, path: 'notes/first.md', content: '# First\n' });
  }
  // Only memory that settled is kept (see SETTLE_MS); one wait for every test of this file.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('session start from the context cache', () => {
  it('keeps the context at the first start and prints the kept text at the next', async () => {
    const data = pluginData();
    const first = await start('hit', data);
    expect(first).toContain('ALPHA-FACT');
    expect(cacheFiles(data)).toHaveLength(1);
    // Unplanted, the cached answer is the built one, byte for byte.
    expect(await start('hit', data)).toBe(first);
    plantMarker(data);
    expect(await start('hit', data)).toBe(MARKER);
  });

  it('shows an edit of the same size made within the same second', async () => {
    const data = pluginData();
    await start('edit', data);
    plantMarker(data);
    const file = path.join(root, 'projects/edit/memory.md');
    const before = fs.readFileSync(file, 'utf8');
    const after = before.replace('ALPHA-FACT', 'OMEGA-FACT');
    expect(after.length).toBe(before.length);
    fs.writeFileSync(file, after); // in place: same inode, same size
    const text = await start('edit', data);
    expect(text).not.toContain(MARKER);
    expect(text).toContain('OMEGA-FACT');
  });

  it('rebuilds when a listed folder gains a file, and not for a file it never read', async () => {
    const data = pluginData();
    const first = await start('listing', data);
    expect(first).toContain('notes/: 1 file(s)');
    plantMarker(data);
    // A file outside what the context reads (the repo) leaves the kept text valid.
    fs.writeFileSync(path.join(repoOf('listing'), 'unrelated.txt'), 'x');
    expect(await start('listing', data)).toBe(MARKER);
    fs.writeFileSync(path.join(root, 'projects/listing/notes/second.md'), '# Second\n');
    expect(await start('listing', data)).toContain('notes/: 2 file(s)');
  });

  it('keeps another budget, and another root behind the same link, apart', async () => {
    const data = pluginData();
    const link = path.join(base, 'root-link');
    fs.symlinkSync(root, link);
    await start('keys', data, { env: { PROJECT_MEMORY_ROOT: link } });
    plantMarker(data);
    expect(await start('keys', data, { env: { PROJECT_MEMORY_ROOT: link } })).toBe(MARKER);
    expect(await start('keys', data, { env: { PROJECT_MEMORY_ROOT: link, PROJECT_MEMORY_CONTEXT_CHARS: '3000' } })).not.toBe(MARKER);
    // The link now leads to another root (a copy whose memory says something else).
    const other = path.join(base, 'memory-copy');
    fs.cpSync(root, other, { recursive: true });
    fs.writeFileSync(path.join(other, 'projects/keys/memory.md'), '# Core memory\n\n## Project overview\n\n- the copy says BETA-FACT.\n');
    fs.rmSync(link);
    fs.symlinkSync(other, link);
    const text = await start('keys', data, { env: { PROJECT_MEMORY_ROOT: link } });
    expect(text).not.toBe(MARKER);
    expect(text).toContain('BETA-FACT');
  });

  it('starts the session state on a cached answer as on a built one (/clear forgets the edits)', async () => {
    const data = pluginData();
    const env = { PROJECT_MEMORY_ROOT: root, CLAUDE_PLUGIN_DATA: data };
    const session = 'sess-state';
    await start('state', data, { session });
    const edit = {
      session_id: session,
      cwd: repoOf('state'),
      hook_event_name: 'PostToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: path.join(repoOf('state'), 'src.ts'), old_string: 'a', new_string: 'b' },
    };
    await runHook('post-tool-use', edit, env);
    const stop = { session_id: session, cwd: repoOf('state'), hook_event_name: 'Stop', stop_hook_active: false };
    plantMarker(data);
    // /clear starts the tally again: the edit is forgotten, Stop has nothing to ask.
    expect(await start('state', data, { session, source: 'clear' })).toBe(MARKER);
    expect((await runHook('stop', stop, env)).stdout).toBe('');
    // resume keeps the session's edits: Stop asks to save memory.
    await runHook('post-tool-use', edit, env);
    expect(await start('state', data, { session, source: 'resume' })).toBe(MARKER);
    expect((await runHook('stop', stop, env)).stdout).toContain('"decision":"block"');
  });

  it('keeps nothing built from a file changed moments before', async (ctx) => {
    const data = pluginData();
    const written = Date.now();
    await server.ok('write_file', { project: 'fresh', path: '_status.md', content: '# Status\n\n**Current state:** JUST-WRITTEN\n' });
    expect(await start('fresh', data)).toContain('JUST-WRITTEN');
    // On a machine so loaded that the hook started 2.5 s after the write, keeping it was right.
    if (Date.now() - written >= 2_500) ctx.skip();
    expect(cacheFiles(data)).toEqual([]);
  });
});
