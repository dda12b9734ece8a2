/**
 * The Claude Code hooks (docs/ARCHITECTURE.md#hook-run): `project-memory hook <event>` with a JSON
 * payload on stdin, as Claude Code runs them. What a hook prints is checked in this process
 * (test/helpers/hook.ts: the hook's code from the sources, the payload as stdin, the run's
 * environment); what is about the process goes through the real CLI bundle: a context and a whole
 * Stop reminder across separate processes, stdin that is not JSON, an unknown event, exit codes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync, type CliRun } from '../helpers/cli.js';
import { hookInProcess } from '../helpers/hook.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;
let pluginData: string;
let server: RunningServer;

/** One hook run in this process (see the header). */
function hook(event: string, payload: object, env: Record<string, string> = {}, rootDir: string = root): Promise<CliRun> {
  return hookInProcess(event, payload, { root: rootDir, env: { CLAUDE_PLUGIN_DATA: pluginData, ...env } });
}

/** The same run through the CLI bundle, as its own process with the payload on its stdin. */
function spawnedHook(event: string, payload: unknown, env: Record<string, string> = {}): Promise<CliRun> {
  return runCliAsync(['hook', event], {
    cwd: repo,
    root,
    env: { CLAUDE_PLUGIN_DATA: pluginData, ...env },
    input: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function additionalContext(r: CliRun, event: string): string {
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(out.hookSpecificOutput.hookEventName).toBe(event);
  return out.hookSpecificOutput.additionalContext;
}

/** A hook that has nothing to say prints nothing at all and exits 0. */
function expectSilent(r: CliRun): void {
  expect(r.code).toBe(0);
  expect(r.stdout).toBe('');
}

let sessions = 0;
const newSessionId = () => `sess-${++sessions}`;

const edit = (sessionId: string, file: string) => ({
  session_id: sessionId,
  cwd: repo,
  hook_event_name: 'PostToolUse',
  tool_name: 'Edit',
  tool_input: { file_path: file, old_string: 'a', new_string: 'b' },
  tool_response: { success: true },
});

beforeAll(async () => {
  base = tempDir('pm-hooks-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  pluginData = path.join(base, 'plugin-data');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
  await server.ok('write_file', { project: 'demo', path: '_status.md', content: '# Status — Demo App\n\n**Current state:** STATUS-TEXT\n' });
  await server.ok('add_decision', { project: 'demo', summary: 'Use bcrypt rounds=12', location: 'src/auth/' });
});

afterAll(async () => {
  await server.close();
});

describe('hook session-start', () => {
  it('prints the context of the project bound to cwd as additionalContext (the CLI bundle, as its own process)', async () => {
    const payload = { session_id: newSessionId(), cwd: repo, hook_event_name: 'SessionStart', source: 'startup' };
    const spawned = await spawnedHook('session-start', payload);
    const text = additionalContext(spawned, 'SessionStart');
    expect(text).toMatch(/^# Project memory: Demo App \(demo\)/);
    expect(text).toContain('**Current state:** STATUS-TEXT');
    expect(text).toContain('- D1 · Use bcrypt rounds=12');
    expect(text.split('\n').at(-1)).toMatch(/~\d+ tokens/);
    expect(text.length).toBeLessThanOrEqual(8000);
    // The run in this process prints the same bytes: the checks below stand for the bundle's.
    expect(await hook('session-start', { ...payload, session_id: newSessionId() })).toEqual(spawned);
  });

  it('keeps to PROJECT_MEMORY_CONTEXT_CHARS', async () => {
    writeTree(path.join(root, 'projects/demo'), { 'memory.md': `# Memory\n\n## Current focus\n${'- a long line of core memory\n'.repeat(400)}` });
    const text = additionalContext(
      await hook('session-start', { session_id: newSessionId(), cwd: repo, source: 'startup' }, { PROJECT_MEMORY_CONTEXT_CHARS: '1500' }),
      'SessionStart',
    );
    expect(text.length).toBeLessThanOrEqual(1500);
    expect(text).toMatch(/cut to fit the budget: read_file path="memory\.md"/);
    const full = additionalContext(await hook('session-start', { session_id: newSessionId(), cwd: repo, source: 'startup' }), 'SessionStart');
    expect(full.length).toBeLessThanOrEqual(8000);
    expect(full.length).toBeGreaterThan(7000);
  });

  it('finds the project from a subfolder of the bound repo (Claude Code passes the launch directory as cwd)', async () => {
    const sub = path.join(repo, 'packages', 'app');
    fs.mkdirSync(sub, { recursive: true });
    const text = additionalContext(await hook('session-start', { session_id: newSessionId(), cwd: sub, source: 'startup' }), 'SessionStart');
    expect(text).toMatch(/^# Project memory: Demo App \(demo\)/);
  });

  it('prints a short hint when no project is bound to cwd', async () => {
    const text = additionalContext(await hook('session-start', { session_id: newSessionId(), cwd: base, source: 'startup' }), 'SessionStart');
    expect(text).toMatch(/^project-memory: no project is bound to this folder\./);
    expect(text.split('\n')).toHaveLength(1);
  });

  it('prints the hint and exits 0 when the memory root does not exist, without creating it', async () => {
    const missing = path.join(base, 'no-root');
    const text = additionalContext(await hook('session-start', { session_id: newSessionId(), cwd: repo, source: 'startup' }, {}, missing), 'SessionStart');
    expect(text).toMatch(/no project is bound/);
    expect(fs.existsSync(missing)).toBe(false);
  });

  it('survives garbage, empty and wrongly typed stdin: exit 0, no stack trace, no broken JSON', async () => {
    const inputs = ['garbage{', '', '[1,2,3]', '"text"', '{"cwd": 42, "session_id": {"x": 1}}'];
    // Independent runs, none writes state: started together.
    const runs = await Promise.all(inputs.map((input) => spawnedHook('session-start', input)));
    runs.forEach((r, i) => {
      const input = inputs[i]!;
      expect(r.code, input).toBe(0);
      expect(r.stderr, input).not.toMatch(/\n\s+at /);
      if (r.stdout !== '') expect(() => JSON.parse(r.stdout), input).not.toThrow();
    });
  });

  it('ignores an unknown event', async () => {
    expectSilent(await hook('user-prompt-submit', { session_id: newSessionId(), cwd: repo }));
  });
});

describe('hook stop', () => {
  const start = (id: string) => hook('session-start', { session_id: id, cwd: repo, source: 'startup' });
  const stop = (id: string, extra: Record<string, unknown> = {}, env: Record<string, string> = {}) =>
    hook('stop', { session_id: id, cwd: repo, hook_event_name: 'Stop', stop_hook_active: false, ...extra }, env);

  it('blocks once when the session changed code but saved no memory (each run its own process)', async () => {
    const id = newSessionId();
    // Through the bundle: the session's state must carry from one process to the next.
    await spawnedHook('session-start', { session_id: id, cwd: repo, source: 'startup' });
    expectSilent(await spawnedHook('post-tool-use', edit(id, path.join(repo, 'README.md'))));
    const stopPayload = { session_id: id, cwd: repo, hook_event_name: 'Stop', stop_hook_active: false };
    const r = await spawnedHook('stop', stopPayload);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { decision: string; reason: string };
    expect(out.decision).toBe('block');
    expect(out.reason).toMatch(/log_session/);
    expect(out.reason).toMatch(/memory\.md/);
    expectSilent(await spawnedHook('stop', stopPayload));
    // The same sequence in this process gives the same answers.
    const again = newSessionId();
    await start(again);
    expectSilent(await hook('post-tool-use', edit(again, path.join(repo, 'README.md'))));
    expect(await stop(again)).toEqual(r);
    expectSilent(await stop(again));
  });

  it('remembers the edits across a compaction, and forgets them after /clear', async () => {
    const id = newSessionId();
    await start(id);
    await hook('post-tool-use', edit(id, path.join(repo, 'src/app.ts')));
    await hook('session-start', { session_id: id, cwd: repo, source: 'compact' });
    expect(JSON.parse((await stop(id)).stdout)).toMatchObject({ decision: 'block' });
    const cleared = newSessionId();
    await start(cleared);
    await hook('post-tool-use', edit(cleared, path.join(repo, 'src/app.ts')));
    await hook('session-start', { session_id: cleared, cwd: repo, source: 'clear' });
    expectSilent(await stop(cleared));
  });

  it('remembers the edits across a resume (claude --continue)', async () => {
    const id = newSessionId();
    await start(id);
    await hook('post-tool-use', edit(id, path.join(repo, 'src/app.ts')));
    await hook('session-start', { session_id: id, cwd: repo, source: 'resume' });
    expect(JSON.parse((await stop(id)).stdout)).toMatchObject({ decision: 'block' });
  });

  it('counts Write and NotebookEdit (notebook_path) as code changes', async () => {
    const written = newSessionId();
    await start(written);
    await hook('post-tool-use', { ...edit(written, ''), tool_name: 'Write', tool_input: { file_path: path.join(repo, 'src/new.ts'), content: 'x' } });
    expect(JSON.parse((await stop(written)).stdout)).toMatchObject({ decision: 'block' });
    const notebook = newSessionId();
    await start(notebook);
    await hook('post-tool-use', {
      ...edit(notebook, ''),
      tool_name: 'NotebookEdit',
      tool_input: { notebook_path: path.join(repo, 'analysis.ipynb'), new_source: 'x' },
    });
    expect(JSON.parse((await stop(notebook)).stdout)).toMatchObject({ decision: 'block' });
  });

  it('does not count files written outside the bound repo (scratch files) as code changes', async () => {
    const id = newSessionId();
    await start(id);
    await hook('post-tool-use', { ...edit(id, ''), tool_name: 'Write', tool_input: { file_path: path.join(base, 'scratch/draft.md'), content: 'x' } });
    expectSilent(await stop(id));
  });

  it('says nothing at Stop for a session it has no record of (e.g. installed mid-session)', async () => {
    expectSilent(await stop(newSessionId()));
  });

  it('never blocks when stop_hook_active is true', async () => {
    const id = newSessionId();
    await start(id);
    await hook('post-tool-use', edit(id, path.join(repo, 'src/app.ts')));
    expectSilent(await stop(id, { stop_hook_active: true }));
  });

  it('is off with PROJECT_MEMORY_STOP=off', async () => {
    const id = newSessionId();
    await start(id);
    await hook('post-tool-use', edit(id, path.join(repo, 'src/app.ts')));
    expectSilent(await stop(id, {}, { PROJECT_MEMORY_STOP: 'off' }));
  });

  it('does not block when the session wrote memory after it started', async () => {
    const id = newSessionId();
    await start(id);
    await hook('post-tool-use', edit(id, path.join(repo, 'src/app.ts')));
    await server.ok('log_session', { project: 'demo', summary: 'Did things.' });
    expectSilent(await stop(id));
  });

  it('does not block when the session changed no code, or only edited memory files', async () => {
    const id = newSessionId();
    await start(id);
    expectSilent(await stop(id));
    await hook('post-tool-use', edit(id, path.join(root, 'projects/demo/memory.md')));
    expectSilent(await stop(id));
    // A read is not an edit.
    await hook('post-tool-use', { session_id: id, cwd: repo, tool_name: 'Read', tool_input: { file_path: path.join(repo, 'x.ts') } });
    expectSilent(await stop(id));
  });

  it('does not block in a folder bound to no project', async () => {
    const id = newSessionId();
    await hook('session-start', { session_id: id, cwd: base, source: 'startup' });
    await hook('post-tool-use', { ...edit(id, path.join(base, 'x.ts')), cwd: base });
    expectSilent(await hook('stop', { session_id: id, cwd: base, stop_hook_active: false }));
  });
});

describe('hook post-tool-use (decisions at the point of edit)', () => {
  it('names the decisions that cover the edited file, once per file and session', async () => {
    const id = newSessionId();
    const r = await hook('post-tool-use', { ...edit(id, path.join(repo, 'src/auth/login.ts')), hook_event_name: 'PostToolUse' });
    const text = additionalContext(r, 'PostToolUse');
    expect(text).toMatch(/^project-memory: Decisions covering src\/auth\/login\.ts \(demo\), newest first:/);
    expect(text).toContain('- D1 · Use bcrypt rounds=12 [Active,');
    expectSilent(await hook('post-tool-use', { ...edit(id, path.join(repo, 'src/auth/login.ts')), hook_event_name: 'PostToolUse' }));
  });

  it('cites the decisions for a Write that creates a file in a covered folder', async () => {
    const id = newSessionId();
    const r = await hook('post-tool-use', {
      ...edit(id, ''),
      tool_name: 'Write',
      tool_input: { file_path: path.join(repo, 'src/auth/hash.ts'), content: 'x' },
    });
    expect(additionalContext(r, 'PostToolUse')).toContain('- D1 · Use bcrypt rounds=12 [Active,');
  });

  it('says nothing for a file no decision covers, a file outside the bound repo, or a non-edit tool', async () => {
    const id = newSessionId();
    expectSilent(await hook('post-tool-use', edit(id, path.join(repo, 'docs/readme.md'))));
    const outside = await hook('post-tool-use', edit(id, path.join(base, 'elsewhere/src/auth/x.ts')));
    expectSilent(outside);
    expect(outside.stderr).toBe('');
    expectSilent(await hook('post-tool-use', { session_id: id, cwd: repo, tool_name: 'Bash', tool_input: { command: 'ls src/auth/' } }));
  });
});

describe('hook stop with PROJECT_MEMORY_AUTO_DREAM=on', () => {
  it('runs the deterministic consolidation when thresholds are exceeded, and tells the user', async () => {
    const repo2 = path.join(base, 'repo-dreamy');
    fs.mkdirSync(repo2);
    await server.ok('create_project', { slug: 'dreamy', name: 'Dreamy', paths: [repo2] });
    const sessionsDir = path.join(root, 'projects/dreamy/sessions');
    for (let d = 1; d <= 10; d++) {
      const date = `2026-10-${String(d).padStart(2, '0')}`;
      fs.writeFileSync(path.join(sessionsDir, `${date}.md`), `# Session — ${date}\n\n## Session 1\n\n### Outcomes\n\n- outcome ${d}\n`);
    }
    const payload = { session_id: newSessionId(), cwd: repo2, hook_event_name: 'Stop', stop_hook_active: false };
    expectSilent(await hook('stop', payload));
    expect(fs.readdirSync(sessionsDir).filter((n) => n.endsWith('.md'))).toHaveLength(10);
    const on = await hook('stop', payload, { PROJECT_MEMORY_AUTO_DREAM: 'on' });
    expect(on.code).toBe(0);
    expect(JSON.parse(on.stdout).systemMessage).toMatch(/project-memory consolidated dreamy .*no line lost: checked/);
    expect(fs.readdirSync(sessionsDir).filter((n) => n.endsWith('.md'))).toHaveLength(5);
    expectSilent(await hook('stop', payload, { PROJECT_MEMORY_AUTO_DREAM: 'on' }));
  });
});
