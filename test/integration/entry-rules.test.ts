/**
 * Issue 11 items 1-4: a rule of the source documents holds at every entry point (each MCP tool,
 * the CLI, the hooks, import), not only on the path that first implemented it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { snapshotTree, tempDir, writeTree } from '../helpers/tmp.js';

let root: string;
let repo: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir();
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
});

afterAll(async () => {
  await server.close();
});

const P = (slug: string, rel: string) => path.join(root, 'projects', slug, rel);

async function fresh(slug: string): Promise<void> {
  await server.ok('create_project', { slug, name: `Project ${slug}` });
}

/** Calls a tool that must be refused, and checks that no file under the root changed. */
async function refused(name: string, args: Record<string, unknown>, pattern: RegExp): Promise<string> {
  const before = snapshotTree(root);
  const r = await server.call(name, args);
  expect(r.isError, `${name} should be refused: ${r.text}`).toBe(true);
  expect(r.text).toMatch(pattern);
  expect(snapshotTree(root)).toEqual(before);
  return r.text;
}

describe('item 1: _status.md is shown raw wherever status is shown', () => {
  const FREE = '# Status — Free Project\n\n> As of 2026-11-30: shipped the beta.\n\nWRAP-MARKER: beta live, waiting on legal review.\n';

  it('wrap returns a free-form _status.md as written, with its "> As of" line', async () => {
    await fresh('free');
    fs.writeFileSync(P('free', '_status.md'), FREE);
    const wrap = await server.ok('wrap', { project: 'free' });
    expect(wrap).toContain('WRAP-MARKER: beta live, waiting on legal review.');
    expect(wrap).toContain('> As of 2026-11-30: shipped the beta.');
    expect(wrap).not.toContain('no status set');
  });

  it('wrap, the session-start context and CLI status show the same text, structured fields included', async () => {
    await fresh('fields');
    const text =
      '# Status — Fields\n\n> As of 2026-11-29: API frozen.\n\n**Current state:** API frozen\n**Next action:** write the client\n**Blocked on:**\n**Last updated:** 2026-11-29\nA line of free text.\n';
    fs.writeFileSync(P('fields', '_status.md'), text);
    const wrap = await server.ok('wrap', { project: 'fields' });
    const context = await server.ok('get_project_context', { project: 'fields' });
    const cli = await callCli(['status', '--project', 'fields'], { cwd: repo, root });
    expect(cli.code).toBe(0);
    for (const shown of [wrap, context, cli.stdout]) {
      for (const line of text.trimEnd().split('\n')) expect(shown, line).toContain(line);
    }
  });

  it('an untouched template reads as "no status set" in wrap and in the context alike', async () => {
    await fresh('blank');
    const wrap = await server.ok('wrap', { project: 'blank' });
    const context = await server.ok('get_project_context', { project: 'blank' });
    expect(wrap).toMatch(/no status set/);
    expect(wrap).not.toContain('**Current state:**');
    expect(context).not.toContain('**Current state:**');
  });
});

describe('item 2: updates/ last_entry_date never moves backwards', () => {
  it('keeps the most recent entry date when an older day is appended afterwards', async () => {
    await fresh('upd');
    await server.ok('append_to_file', { project: 'upd', path: 'updates/2026-11-30.md', content: '- late entry' });
    await server.ok('append_to_file', { project: 'upd', path: 'updates/2026-02-04.md', content: '- back-filled entry' });
    const index = fs.readFileSync(P('upd', 'updates/_index.yaml'), 'utf8');
    expect(index).toMatch(/last_entry_date: "?2026-11-30"?/);
    await server.ok('write_file', { project: 'upd', path: 'updates/2026-12-01.md', content: '- written whole\n' });
    expect(fs.readFileSync(P('upd', 'updates/_index.yaml'), 'utf8')).toMatch(/last_entry_date: "?2026-12-01"?/);
  });
});

describe('item 3: dates are real calendar dates at every write path', () => {
  beforeAll(async () => {
    await fresh('dates');
  });

  it('refuses date-named files whose date does not exist', async () => {
    await refused('append_to_file', { project: 'dates', path: 'updates/2026-02-30.md', content: '- x' }, /2026-02-30/);
    await refused('write_file', { project: 'dates', path: 'updates/2026-02-30.md', content: '- x\n' }, /2026-02-30/);
    await refused('append_to_file', { project: 'dates', path: 'sessions/2026-13-01.md', content: '## Session 1\n' }, /2026-13-01/);
    await refused('write_file', { project: 'dates', path: 'sessions/2026-13-01-extra.md', content: '# Session\n' }, /2026-13-01/);
    await refused('write_file', { project: 'dates', path: 'archive/auto-log/2026-04-31.md', content: '- x\n' }, /2026-04-31/);
    await refused('write_file', { project: 'dates', path: 'notes/2026-00-10-standup.md', content: '- x\n' }, /2026-00-10/);
    // A real leap day is a date.
    await server.ok('append_to_file', { project: 'dates', path: 'updates/2028-02-29.md', content: '- leap' });
  });

  it('does not count a hand-made sessions/ file with an impossible date as a session', async () => {
    await fresh('counted');
    fs.mkdirSync(P('counted', 'sessions'), { recursive: true });
    fs.writeFileSync(P('counted', 'sessions/2026-13-01.md'), '# Session — 2026-13-01\n\n## Session 1\n- Summary: x\n');
    const r = await server.ok('log_session', { project: 'counted', summary: 'A real day.' });
    expect(r).toMatch(/\(1 in sessions\/\)/);
    expect(JSON.parse(fs.readFileSync(P('counted', 'manifest.json'), 'utf8')).sessionCount).toBe(1);
  });

  it('refuses a manifest.json or _meta.yaml whose date fields are not real dates', async () => {
    const manifest = JSON.parse(fs.readFileSync(P('dates', 'manifest.json'), 'utf8')) as Record<string, unknown>;
    await refused(
      'write_file',
      { project: 'dates', path: 'manifest.json', content: JSON.stringify({ ...manifest, updated: '2026-13-45' }) },
      /updated.*2026-13-45/,
    );
    await refused('write_file', { project: 'dates', path: 'manifest.json', content: JSON.stringify({ ...manifest, updated: 20261201 }) }, /updated/);
    await server.ok('write_file', { project: 'dates', path: 'manifest.json', content: JSON.stringify({ ...manifest, updated: '2026-11-30' }) });
    const meta = fs.readFileSync(P('dates', '_meta.yaml'), 'utf8');
    await refused('write_file', { project: 'dates', path: '_meta.yaml', content: meta.replace(/^updated: .*$/m, 'updated: "2026-02-30"') }, /updated/);
  });

  it('refuses a decision appended with an impossible Date', async () => {
    await refused('append_to_file', { project: 'dates', path: 'decisions.md', content: '## D1 · Leap\n- Status: Active\n- Date: 2026-02-30\n' }, /2026-02-30/);
  });

  it('refuses impossible dates given to the CLI (--now, --date) before writing anything', async () => {
    const before = snapshotTree(root);
    const dream = await callCli(['dream', '--project', 'dates', '--now', '2026-02-30'], { cwd: repo, root });
    expect(dream.code).not.toBe(0);
    expect(dream.stderr).toMatch(/2026-02-30/);
    const log = await callCli(['log', '--project', 'dates', '--summary', 'x', '--date', '2026-13-01'], { cwd: repo, root });
    expect(log.code).not.toBe(0);
    expect(log.stderr).toMatch(/2026-13-01/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('refuses an import whose source is named by an impossible date, writing nothing', async () => {
    const src = tempDir();
    writeTree(src, { '.jarvis/memory/projects/x/sessions/2026-13-01.md': '# Session\n\n- did a thing\n', 'CLAUDE.md': '# Notes\n\n- a line\n' });
    const before = snapshotTree(root);
    const r = await callCli(['import', src, '--project', 'dates'], { cwd: repo, root });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/2026-13-01.*does not exist/);
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('item 4: every write to decisions.md obeys the rules of add_decision', () => {
  beforeAll(async () => {
    await fresh('dec');
    await server.ok('add_decision', { project: 'dec', summary: 'Use Postgres' });
  });

  const entry = (id: string, fields: string) => `## ${id} · A title\n${fields}\n`;

  it('refuses an append with an unknown status, a missing date, or a used or decreasing id', async () => {
    await refused('append_to_file', { project: 'dec', path: 'decisions.md', content: entry('D2', '- Status: Maybe\n- Date: 2026-11-30') }, /Maybe/);
    await refused('append_to_file', { project: 'dec', path: 'decisions.md', content: entry('D2', '- Date: 2026-11-30') }, /Status/);
    await refused('append_to_file', { project: 'dec', path: 'decisions.md', content: entry('D2', '- Status: Active') }, /Date/);
    await refused('append_to_file', { project: 'dec', path: 'decisions.md', content: entry('D1', '- Status: Active\n- Date: 2026-11-30') }, /D1/);
    await refused(
      'append_to_file',
      {
        project: 'dec',
        path: 'decisions.md',
        content: `${entry('D3', '- Status: Active\n- Date: 2026-11-30')}\n${entry('D2', '- Status: Active\n- Date: 2026-11-30')}`,
      },
      /D2/,
    );
  });

  it('refuses an append that supersedes a decision that does not exist or is already superseded', async () => {
    await refused(
      'append_to_file',
      { project: 'dec', path: 'decisions.md', content: entry('D2', '- Status: Active\n- Date: 2026-11-30\n- Supersedes: D9') },
      /D9/,
    );
    await refused('append_to_file', { project: 'dec', path: 'decisions.md', content: entry('D2', '- Status: Superseded\n- Date: 2026-11-30') }, /Superseded/);
  });

  it('accepts an append that follows the rules, and add_decision numbers after it', async () => {
    await server.ok('append_to_file', { project: 'dec', path: 'decisions.md', content: entry('D2', '- Status: Draft\n- Date: 2026-11-30\n- Supersedes: D1') });
    // Free text under the last entry is not a new entry.
    await server.ok('append_to_file', { project: 'dec', path: 'decisions.md', content: 'A note on D2.' });
    const r = await server.ok('add_decision', { project: 'dec', summary: 'Third' });
    expect(r).toMatch(/D3/);
  });

  it('refuses a decisions.md written whole with a repeated id', async () => {
    await fresh('dec2');
    fs.rmSync(P('dec2', 'decisions.md'));
    const text = `# Decisions\n\n${entry('D1', '- Status: Active\n- Date: 2026-11-30')}\n${entry('D1', '- Status: Active\n- Date: 2026-11-30')}`;
    await refused('write_file', { project: 'dec2', path: 'decisions.md', content: text }, /D1/);
    await server.ok('write_file', { project: 'dec2', path: 'decisions.md', content: text.replace(/## D1 · A title\n([^#]*)$/, '## D2 · A title\n$1') });
  });
});
