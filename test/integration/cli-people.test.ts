/** The CLI for people without a model (issue 13 item 2), over the real bundle: new, log, unbind, status, read, edit. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCli, type CliRun } from '../helpers/cli.js';
import { startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;

const cli = (args: string[], cwd = repo, env: Record<string, string> = {}): Promise<CliRun> => callCli(args, { cwd, root, env });

/** An $EDITOR that runs a node script: the script gets the scratch file as its last argument. */
function editorScript(name: string, body: string): string {
  const file = path.join(base, `${name}.cjs`);
  fs.writeFileSync(file, `const fs = require('node:fs');\nconst file = process.argv[process.argv.length - 1];\n${body}\n`);
  return `"${process.execPath}" "${file}"`;
}

const projectFiles = (slug: string) =>
  Object.keys(snapshotTree(path.join(root, 'projects', slug)))
    .filter((f) => !f.endsWith('_index.yaml'))
    .sort();

beforeAll(async () => {
  base = tempDir('pm-people-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(path.join(repo, 'src/auth'), { recursive: true });
  fs.mkdirSync(path.join(repo, 'src/db'), { recursive: true });
  const r = await cli(['new', 'demo', '--name', 'Demo App', '--bind', '.']);
  expect(r.code, r.stderr).toBe(0);
});

describe('help', () => {
  const commands = [
    'new',
    'log',
    'unbind',
    'status',
    'read',
    'edit',
    'projects',
    'search',
    'context',
    'wrap',
    'decide',
    'precheck',
    'use',
    'dream',
    'restore',
    'doctor',
    'hook',
    'init',
    'serve',
  ];
  it('every command has --help with an example, and all help fits in 100 columns', async () => {
    const top = await cli(['--help']);
    expect(top.code).toBe(0);
    for (const line of top.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
    for (const c of commands) {
      const r = await cli([c, '--help']);
      expect(r.code, c).toBe(0);
      expect(r.stdout, c).toMatch(new RegExp(`^Usage: project-memory ${c}\\b`));
      expect(r.stdout, c).toMatch(new RegExp(`^Example:\\n  .*project-memory ${c}\\b`, 'm'));
      for (const line of r.stdout.split('\n')) expect(line.length, `${c}: ${line}`).toBeLessThanOrEqual(100);
    }
  });
});

describe('new', () => {
  it('scaffolds the same files as the create_project tool and binds the folder', async () => {
    const server = await startServer({ root, cwd: base });
    try {
      await server.ok('create_project', { slug: 'via-tool', name: 'Via Tool' });
    } finally {
      await server.close();
    }
    expect(projectFiles('demo')).toEqual(projectFiles('via-tool'));
    const listed = JSON.parse((await cli(['projects', '--json'])).stdout) as { slug: string; name: string; paths: string[] }[];
    expect(listed.find((p) => p.slug === 'demo')).toMatchObject({ name: 'Demo App', paths: [repo] });
  });

  it('refuses a --bind folder that does not exist and creates nothing', async () => {
    const r = await cli(['new', 'ghost', '--bind', path.join(base, 'nope')]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/does not exist/);
    expect(fs.existsSync(path.join(root, 'projects/ghost'))).toBe(false);
  });

  it('--json prints the index entry; a taken slug exits 4', async () => {
    const r = await cli(['new', 'json-one', '--json'], base);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ slug: 'json-one', name: 'Json One' });
    expect((await cli(['new', 'json-one'], base)).code).toBe(4);
    expect((await cli(['new', 'Bad Slug'], base)).code).toBe(2);
  });
});

describe('log', () => {
  it('logs a session from flags, with repeatable --outcome', async () => {
    const r = await cli([
      'log',
      '--summary',
      'Wired login',
      '--outcome',
      'Tests pass',
      '--outcome',
      'Docs updated',
      '--next',
      'Add 2FA',
      '--date',
      '2026-11-30',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ project: 'demo', path: 'sessions/2026-11-30.md', section: 1 });
    const text = fs.readFileSync(path.join(root, 'projects/demo/sessions/2026-11-30.md'), 'utf8');
    expect(text).toMatch(/Wired login/);
    expect(text).toMatch(/Tests pass[\s\S]*Docs updated/);
    expect(text).toMatch(/Add 2FA/);
  });

  it('with no flag opens $EDITOR on a template and logs what was written', async () => {
    const editor = editorScript(
      'fill-log',
      `let t = fs.readFileSync(file, 'utf8');
t = t.replace('## Summary\\n', '## Summary\\nPaired on the pool\\n').replace(/## Outcomes.*\\n- /, (m) => m + 'Pool sized to 20');
fs.writeFileSync(file, t);`,
    );
    const r = await cli(['log', '--date', '2026-11-29'], repo, { EDITOR: editor });
    expect(r.code, r.stderr).toBe(0);
    const text = fs.readFileSync(path.join(root, 'projects/demo/sessions/2026-11-29.md'), 'utf8');
    expect(text).toMatch(/Paired on the pool/);
    expect(text).toMatch(/Pool sized to 20/);
    expect(text).not.toMatch(/lines starting with #/);
  });

  it('an untouched template logs nothing and exits 1', async () => {
    const r = await cli(['log', '--date', '2026-11-28'], repo, { EDITOR: editorScript('noop', '') });
    expect(r.code).toBe(1);
    expect(fs.existsSync(path.join(root, 'projects/demo/sessions/2026-11-28.md'))).toBe(false);
  });
});

describe('status', () => {
  it('shows _status.md, sets fields through the write path, and keeps the rest of the file', async () => {
    const shown = await cli(['status']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^# Status — Demo App/);
    const set = await cli(['status', '--state', 'Login works', '--next', 'Add 2FA']);
    expect(set.code, set.stderr).toBe(0);
    const json = JSON.parse((await cli(['status', '--json'])).stdout) as { fields: Record<string, string>; text: string };
    expect(json.fields).toMatchObject({ 'Current state': 'Login works', 'Next action': 'Add 2FA', 'Blocked on': '' });
    expect(json.text).toMatch(/^# Status — Demo App/);
    expect(json.text).not.toMatch(/no status set yet/);
    expect((await cli(['wrap'])).stdout).toMatch(/\*\*Current state:\*\* Login works/);
  });

  it('refuses a secret like any tool write (exit 2, file unchanged)', async () => {
    const before = fs.readFileSync(path.join(root, 'projects/demo/_status.md'), 'utf8');
    const r = await cli(['status', '--blocked', 'key AKIAIOSFODNN7EXAMPLQ']);
    expect(r.code).toBe(2);
    expect(fs.readFileSync(path.join(root, 'projects/demo/_status.md'), 'utf8')).toBe(before);
  });
});

describe('read and edit', () => {
  it('read prints a memory file; inside the memory root a path is taken from the current folder', async () => {
    const r = await cli(['read', 'memory.md']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# /);
    const inRoot = await cli(['read', 'memory.md'], path.join(root, 'projects/via-tool'));
    expect(inRoot.code, inRoot.stderr).toBe(0);
    expect(inRoot.stdout).toMatch(/Via Tool/);
    expect((await cli(['read', 'nope.md'])).code).toBe(3);
  });

  it('edit saves the edited copy through write_file rules', async () => {
    const editor = editorScript('append-note', `fs.appendFileSync(file, '\\nEdited by hand.\\n');`);
    const r = await cli(['edit', '_instructions.md', '--json'], repo, { EDITOR: editor });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ path: '_instructions.md', changed: true });
    expect(fs.readFileSync(path.join(root, 'projects/demo/_instructions.md'), 'utf8')).toMatch(/Edited by hand\.\n$/);
  });

  it('falls back to $VISUAL when $EDITOR is unset', async () => {
    const r = await cli(['edit', 'notes/_index.yaml'], repo, { EDITOR: '', VISUAL: editorScript('visual', `fs.appendFileSync(file, '# x\\n');`) });
    // _index.yaml is derived, so the same rule as write_file refuses it.
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/kept at /);
  });

  it('a change made while the editor was open is refused (exit 4), and the edited copy is kept', async () => {
    const target = path.join(root, 'projects/demo/_guide.md');
    const editor = editorScript(
      'race',
      `fs.appendFileSync(${JSON.stringify(target)}, '\\nSomeone else.\\n');
fs.appendFileSync(file, '\\nMine.\\n');`,
    );
    const r = await cli(['edit', '_guide.md'], repo, { EDITOR: editor });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/changed while you were editing it/);
    const kept = /kept at (\S+?);/.exec(r.stderr)?.[1];
    expect(kept).toBeTruthy();
    expect(fs.readFileSync(kept as string, 'utf8')).toMatch(/Mine\.\n$/);
    const now = fs.readFileSync(target, 'utf8');
    expect(now).toMatch(/Someone else\./);
    expect(now).not.toMatch(/Mine\./);
  });
});

describe('unbind', () => {
  it('removes the current folder binding, and says so when none is left', async () => {
    const other = path.join(base, 'other-repo');
    fs.mkdirSync(other);
    expect((await cli(['use', 'via-tool'], other)).code).toBe(0);
    const r = await cli(['unbind', '--json'], other);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ slug: 'via-tool', path: other });
    const listed = JSON.parse((await cli(['projects', '--json'])).stdout) as { slug: string; paths: string[] }[];
    expect(listed.find((p) => p.slug === 'via-tool')?.paths).toEqual([]);
    expect((await cli(['unbind'], other)).code).toBe(3);
  });
});

describe('repo paths are resolved from the current folder', () => {
  it('precheck and decide --location in a subfolder mean the files there', async () => {
    const d = await cli(['decide', 'Sessions in cookies', '--location', 'login.ts', '--json'], path.join(repo, 'src/auth'));
    expect(d.code, d.stderr).toBe(0);
    const id = (JSON.parse(d.stdout) as { id: string }).id;
    expect(fs.readFileSync(path.join(root, 'projects/demo/decisions.md'), 'utf8')).toMatch(/- Location: src\/auth\/login\.ts/);
    const covered = await cli(['precheck', 'login.ts', '--json'], path.join(repo, 'src/auth'));
    expect(covered.code).toBe(0);
    expect(JSON.parse(covered.stdout)).toMatchObject({ file: 'src/auth/login.ts', decisions: [expect.objectContaining({ id })] });
    const sibling = await cli(['precheck', '../db/pool.ts', '--json'], path.join(repo, 'src/auth'));
    expect(sibling.code, sibling.stderr).toBe(0);
    expect(JSON.parse(sibling.stdout)).toMatchObject({ file: 'src/db/pool.ts', decisions: [] });
    expect((await cli(['precheck', '../../../elsewhere.ts'], path.join(repo, 'src/auth'))).code).toBe(2);
  });
});
