/**
 * Issue 11 items 5-9: rules of the source documents that held on one entry point and not on
 * another, checked through each of them (server, CLI, hooks), run in process from the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { hookInProcess } from '../helpers/hook.js';
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

    const cli = await callCli(['projects', '--json'], { cwd, env });
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain('envdemo');
    expect(fs.existsSync(path.join(cwd, '_index.yaml'))).toBe(false);

    const hook = await hookInProcess(
      'session-start',
      { session_id: 's1', cwd, hook_event_name: 'SessionStart', source: 'startup' },
      { env: { ...env, CLAUDE_PLUGIN_DATA: path.join(base, 'data') } },
    );
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
      const log = await callCli(['log', '--summary', 'Logged by id', '--project', id], { cwd: base, root });
      expect(log.stderr).toBe('');
      expect(log.code).toBe(0);
      expect(fs.readdirSync(path.join(root, 'projects/beta/sessions')).filter((f) => !f.startsWith('_'))).toHaveLength(1);
      const read = await callCli(['read', 'decisions.md', '--project', id], { cwd: base, root });
      expect(read.code).toBe(0);
      expect(read.stdout).toContain('Decided by id');
    } finally {
      await server.close();
    }
  });
});

describe('missing core files are re-created (item 6, seed 003 rule 6)', () => {
  const CORE = ['memory.md', 'manifest.json', 'artifacts.json', 'decisions.md'];
  const drop = (dir: string, files: string[]) => files.forEach((f) => fs.rmSync(path.join(dir, f)));
  const present = (dir: string) => CORE.filter((f) => fs.existsSync(path.join(dir, f)));

  it('log_session, rebuild_indexes, consolidate, doctor --fix and session start initialise them, overwriting nothing', async () => {
    const base = tempDir('pm-core-');
    const root = path.join(base, 'memory');
    const repo = path.join(base, 'repo');
    fs.mkdirSync(repo);
    const dir = path.join(root, 'projects/core');
    const server = await startServer({ root, cwd: repo });
    try {
      await server.ok('create_project', { slug: 'core', name: 'Core', paths: [repo] });
      await server.ok('add_decision', { project: 'core', summary: 'Keep this decision' });
      const decisions = fs.readFileSync(path.join(dir, 'decisions.md'), 'utf8');

      drop(dir, ['memory.md', 'manifest.json']);
      const logged = await server.ok('log_session', { project: 'core', summary: 'After the files went' });
      expect(present(dir)).toEqual(CORE);
      expect(logged).toMatch(/Initialised the missing core file\(s\) memory\.md, manifest\.json/);
      expect(fs.readFileSync(path.join(dir, 'decisions.md'), 'utf8')).toBe(decisions);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { activeDecisionIds: string[]; sessionCount: number };
      expect(manifest.activeDecisionIds).toEqual(['D1']);
      expect(manifest.sessionCount).toBe(1);
      expect(fs.readFileSync(path.join(dir, '_index.yaml'), 'utf8')).toContain('memory.md');

      drop(dir, ['memory.md', 'manifest.json']);
      const rebuilt = JSON.parse(await server.ok('rebuild_indexes', {})) as { core_files_created: string[] };
      expect(rebuilt.core_files_created).toEqual(['projects/core/memory.md', 'projects/core/manifest.json']);
      expect(present(dir)).toEqual(CORE);

      drop(dir, ['manifest.json']);
      const dreamt = await server.ok('consolidate', { project: 'core', dry_run: false });
      expect(dreamt).toContain('manifest.json');
      expect(present(dir)).toEqual(CORE);
      // A dry run writes nothing, not even a missing core file.
      drop(dir, ['artifacts.json']);
      await server.ok('consolidate', { project: 'core', dry_run: true });
      expect(fs.existsSync(path.join(dir, 'artifacts.json'))).toBe(false);
    } finally {
      await server.close();
    }

    const sick = await callCli(['doctor', '--json'], { cwd: base, root });
    const report = JSON.parse(sick.stdout) as { findings: { path: string; problem: string }[] };
    expect(report.findings).toContainEqual({ path: 'projects/core/artifacts.json', problem: 'missing core file; --fix initialises it', fixable: true });
    expect((await callCli(['doctor', '--fix'], { cwd: base, root })).code).toBe(0);
    expect(present(dir)).toEqual(CORE);

    drop(dir, ['memory.md', 'manifest.json']);
    const hook = await hookInProcess(
      'session-start',
      { session_id: 's1', cwd: repo, hook_event_name: 'SessionStart', source: 'startup' },
      { root, env: { CLAUDE_PLUGIN_DATA: path.join(base, 'data') } },
    );
    expect(hook.code).toBe(0);
    expect(present(dir)).toEqual(CORE);
    expect(JSON.parse(hook.stdout).hookSpecificOutput.additionalContext).toContain('## Core memory (memory.md)');
  });
});

describe('log_session returns the number it wrote (item 9)', () => {
  it('a day file holding Session 1 and Session 3 gets Session 4, and the answer says 4', async () => {
    const base = tempDir('pm-sessno-');
    const root = path.join(base, 'memory');
    const server = await startServer({ root, cwd: base });
    try {
      await server.ok('create_project', { slug: 'numbers', name: 'Numbers' });
      const date = new Date().toISOString().slice(0, 10); // log_session writes today's file
      fs.writeFileSync(path.join(root, `projects/numbers/sessions/${date}.md`), `# Session — ${date}\n\n## Session 1\n\nfirst\n\n## Session 3\n\nthird\n`);
      const r = await server.ok('log_session', { project: 'numbers', summary: 'the fourth' });
      expect(fs.readFileSync(path.join(root, `projects/numbers/sessions/${date}.md`), 'utf8')).toMatch(/## Session 4\n/);
      expect(r).toMatch(/^Saved session 4 /);
      const cli = await callCli(['log', '--summary', 'the fifth', '--date', date, '--project', 'numbers', '--json'], { cwd: base, root });
      expect(JSON.parse(cli.stdout).section).toBe(5);
    } finally {
      await server.close();
    }
  });
});

describe('size budgets are reported at write time (item 5, seed 003)', () => {
  it('an over-budget write is saved and says so with its fix; doctor lists the files', async () => {
    const base = tempDir('pm-budget-');
    const root = path.join(base, 'memory');
    const server = await startServer({ root, cwd: base });
    try {
      await server.ok('create_project', { slug: 'big', name: 'Big' });
      const memory192 = `# Memory\n\n## Current focus\n${Array.from({ length: 189 }, (_, i) => `- detail ${i}`).join('\n')}\n`;
      const w = await server.ok('write_file', { project: 'big', path: 'memory.md', content: memory192 });
      expect(w).toMatch(/memory\.md is 192 lines, over the 150-line budget .*\/dream.*core budget pass/s);
      expect(fs.readFileSync(path.join(root, 'projects/big/memory.md'), 'utf8')).toBe(memory192);

      const memory135 = `# Memory\n\n## Current focus\n${Array.from({ length: 132 }, (_, i) => `- detail ${i}`).join('\n')}\n`;
      const soft = await server.ok('write_file', { project: 'big', path: 'memory.md', content: memory135 });
      expect(soft).toMatch(/memory\.md is 135 lines, over its soft limit of 130 \(hard max 150/);
      const patched = await server.ok('patch_file', {
        project: 'big',
        path: 'memory.md',
        patch: '<<<<<<< SEARCH\n- detail 0\n=======\n- detail zero\n>>>>>>> REPLACE',
      });
      expect(patched).toMatch(/over its soft limit of 130/);
      const small = await server.ok('write_file', { project: 'big', path: 'memory.md', content: '# Memory\n\n## Current focus\n- small\n' });
      expect(small).not.toMatch(/budget|soft limit/);

      const manifest = JSON.parse(fs.readFileSync(path.join(root, 'projects/big/manifest.json'), 'utf8')) as Record<string, unknown>;
      manifest.topics = Array.from({ length: 100 }, (_, i) => `topic-${i}`);
      const m = await server.ok('write_file', { project: 'big', path: 'manifest.json', content: `${JSON.stringify(manifest, null, 2)}\n` });
      expect(m).toMatch(/manifest\.json is \d+ lines, over the 80-line budget/);

      const outcomes = Array.from({ length: 100 }, (_, i) => `outcome ${i}`);
      const logged = await server.ok('log_session', { project: 'big', summary: 'A long day', outcomes });
      expect(logged).toMatch(/sessions\/\d{4}-\d{2}-\d{2}\.md is \d+ lines, over the 80-line budget of a session summary.*\/dream/s);
      const appended = await server.ok('append_to_file', {
        project: 'big',
        path: `sessions/${new Date().toISOString().slice(0, 10)}.md`,
        content: 'one more line\n',
      });
      expect(appended).toMatch(/over the 80-line budget of a session summary/);
    } finally {
      await server.close();
    }

    const cliLog = await callCli(['log', '--summary', 'x', ...Array.from({ length: 5 }, (_, i) => ['--outcome', `more ${i}`]).flat(), '--project', 'big'], {
      cwd: base,
      root,
    });
    expect(cliLog.code).toBe(0);
    expect(cliLog.stdout).toMatch(/over the 80-line budget of a session summary/);

    const doctor = await callCli(['doctor', '--json'], { cwd: base, root });
    const report = JSON.parse(doctor.stdout) as { budget: string[] };
    expect(report.budget.some((n) => /^projects\/big\/manifest\.json is \d+ lines/.test(n))).toBe(true);
    expect(report.budget.some((n) => /^projects\/big\/sessions\/.*over the 80-line budget/.test(n))).toBe(true);
    expect((await callCli(['doctor'], { cwd: base, root })).stdout).toMatch(/Over a size budget[^\n]*\n- projects\/big\/manifest\.json is/);
  });

  it('CLI edit and import report the files they leave over budget', async () => {
    const base = tempDir('pm-budget-cli-');
    const root = path.join(base, 'memory');
    const repo = path.join(base, 'repo');
    fs.mkdirSync(repo);
    expect((await callCli(['new', 'imp', '--bind', repo], { cwd: base, root })).code).toBe(0);
    const editor = path.join(base, 'editor.sh');
    fs.writeFileSync(editor, `#!/bin/sh\nprintf '# Memory\\n\\n## Current focus\\n' > "$1"\nseq 1 160 | sed 's/^/- item /' >> "$1"\n`, { mode: 0o755 });
    const edit = await callCli(['edit', 'memory.md', '--project', 'imp'], { cwd: base, root, env: { EDITOR: editor } });
    expect(edit.stderr).toBe('');
    expect(edit.stdout).toMatch(/memory\.md is 163 lines, over the 150-line\s+budget/);

    // Claude Code's own Edit tool writing memory.md: the PostToolUse hook says it too.
    const memoryFile = path.join(root, 'projects/imp/memory.md');
    const hook = await hookInProcess(
      'post-tool-use',
      {
        session_id: 's1',
        cwd: repo,
        hook_event_name: 'PostToolUse',
        tool_name: 'Edit',
        tool_input: { file_path: memoryFile, old_string: 'a', new_string: 'b' },
        tool_response: { success: true },
      },
      { root, env: { CLAUDE_PLUGIN_DATA: path.join(base, 'data') } },
    );
    expect(hook.code).toBe(0);
    expect(JSON.parse(hook.stdout).hookSpecificOutput.additionalContext).toMatch(/memory\.md is 163 lines, over the 150-line budget/);

    const day = path.join(repo, '.jarvis/memory/projects/x/sessions');
    fs.mkdirSync(day, { recursive: true });
    fs.writeFileSync(path.join(day, '2026-01-01.md'), `# Session 2026-01-01\n${Array.from({ length: 100 }, (_, i) => `- did ${i}`).join('\n')}\n`);
    const imported = await callCli(['import', '--json'], { cwd: repo, root });
    expect(imported.code).toBe(0);
    const notes = (JSON.parse(imported.stdout) as { notes: string[] }).notes;
    expect(notes).toContainEqual(expect.stringMatching(/^sessions\/2026-01-01\.md is 101 lines, over the 80-line budget of a session summary/));
  });
});

describe('smaller rules of item 9', () => {
  it('list_projects with a filter that matches nothing says so, and how many projects exist', async () => {
    const base = tempDir('pm-list-');
    const root = path.join(base, 'memory');
    const server = await startServer({ root, cwd: base });
    try {
      expect(await server.ok('list_projects', {})).toMatch(/^No projects yet/);
      await server.ok('create_project', { slug: 'one', name: 'One' });
      await server.ok('create_project', { slug: 'two', name: 'Two' });
      const none = await server.ok('list_projects', { status: 'archived' });
      expect(none).not.toMatch(/No projects yet/);
      expect(none).toMatch(/No project has status "archived"; 2 project\(s\) exist/);
    } finally {
      await server.close();
    }
    const cli = await callCli(['projects', '--tag', 'nope'], { cwd: base, root });
    expect(cli.stdout).toMatch(/No project has tag "nope"; 2 project\(s\) exist/);
  });

  it('head_only lists setext headings; a roll-up drops repeated hand-written ## Outcomes bullets', async () => {
    const base = tempDir('pm-small-');
    const root = path.join(base, 'memory');
    const server = await startServer({ root, cwd: base });
    try {
      await server.ok('create_project', { slug: 'small', name: 'Small' });
      await server.ok('write_file', {
        project: 'small',
        path: 'notes/setext.md',
        content: 'Big Title\n=========\n\ntext\n\nSub part\n--------\n\n## Atx\n\n- item\n---\n',
      });
      const outline = await server.ok('read_file', { project: 'small', path: 'notes/setext.md', head_only: true });
      expect(outline).toMatch(/\b1\b[^\n]*Big Title/);
      expect(outline).toMatch(/\b6\b[^\n]*Sub part/);
      expect(outline).toMatch(/Atx/);
      expect(outline).not.toMatch(/item/);

      const dir = path.join(root, 'projects/small/sessions');
      for (let d = 1; d <= 9; d++) {
        const date = `2026-10-0${d}`;
        fs.writeFileSync(path.join(dir, `${date}.md`), `# Session ${date}\n\n## Outcomes\n- Shipped the same thing\n- unique outcome ${d}\n`);
      }
      await server.ok('consolidate', { project: 'small', dry_run: false, now: '2026-10-20' });
      const archive = fs.readFileSync(path.join(root, 'projects/small/archive/sessions-202610.md'), 'utf8');
      expect(archive).toMatch(/repeated|not repeated/i);
      expect(archive.match(/Shipped the same thing/g)).toHaveLength(1);
      expect(archive).toContain('unique outcome 4');
    } finally {
      await server.close();
    }
  });

  it('session-start cuts headers, the closing line and placeholders before _status.md', async () => {
    const base = tempDir('pm-cut-');
    const root = path.join(base, 'memory');
    const repo = path.join(base, 'repo');
    fs.mkdirSync(repo);
    expect((await callCli(['new', 'cut', '--bind', repo], { cwd: base, root })).code).toBe(0);
    const status = `# Status — Cut\n\n**Current state:** ${'status words here. '.repeat(22)}END-OF-STATUS\n`;
    fs.writeFileSync(path.join(root, 'projects/cut/_status.md'), status);
    const hook = await hookInProcess(
      'session-start',
      { session_id: 's1', cwd: repo, hook_event_name: 'SessionStart', source: 'startup' },
      { root, env: { CLAUDE_PLUGIN_DATA: path.join(base, 'data'), PROJECT_MEMORY_CONTEXT_CHARS: '600' } },
    );
    expect(hook.code).toBe(0);
    const text = JSON.parse(hook.stdout).hookSpecificOutput.additionalContext as string;
    expect(text.length).toBeLessThanOrEqual(600);
    expect(text).toContain('END-OF-STATUS');
    expect(text).not.toContain('preferences.md"');
    expect(text.split('\n').at(-1)).toMatch(/~\d+ tokens/);
  });
});
