/**
 * Nothing lost at the edges of sharing (docs/FORMATS.md#team), through the CLI and the MCP server
 * with real git: share and unshare move every entry a person made (hidden drafts, `_templates/`,
 * a `_trash/` subfolder, deep and empty folders), the dry run counts exactly what the real run
 * moves, and what cannot be moved refuses the move before anything changes; share moves a
 * project only into a repository it is bound to; `create_project` with `shared: true`, refused,
 * changes nothing and its retry works; `unshare_project` mirrors `share_project`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { git, initRepo, writeFile } from '../helpers/git.js';
import { startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

vi.setConfig({ testTimeout: 120_000 });

function world() {
  const base = tempDir('pm-share-edges-');
  const root = path.join(base, 'memory');
  const repo = initRepo(path.join(base, 'code', 'app'));
  writeFile(repo, 'src/main.ts', 'export {};\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'code');
  const cli = (cwd: string, args: string[]) => callCli(args, { cwd, root, env: { HOME: base } });
  const ok = async (cwd: string, args: string[]) => {
    const r = await cli(cwd, args);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    return r.stdout;
  };
  return { base, root, repo, cli, ok, shared: path.join(repo, '.project-memory'), own: path.join(root, 'projects', 'app') };
}

/** Files a person made by hand in a project folder, beside the scaffold. */
const HAND_MADE: Record<string, string> = {
  '.draft.md': 'a hidden draft\n',
  '_templates/meeting.md': '# Meeting {{date}}\n',
  '_trash/2025/old-note.md': 'kept on purpose\n',
  'notes/deep/er/plan.md': '# Plan\n\nDeep.\n',
  'docs/diagram.txt': 'not markdown at all\n',
};

/** Every regular file under `dir` but derived ones, path -> bytes (latin1). */
function memoryFiles(dir: string, skip: (rel: string) => boolean = () => false): Record<string, string> {
  const all = snapshotTree(dir);
  for (const k of Object.keys(all)) if (/(^|\/)_index\.yaml$|^\.index\/|^\.gitignore$|^\.gitattributes$|^\.shared$/.test(k) || skip(k)) delete all[k];
  return all;
}

function folders(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === '.index') continue;
      out.push(`${rel}${e.name}`);
      walk(path.join(abs, e.name), `${rel}${e.name}/`);
    }
  };
  walk(dir, '');
  return out.sort();
}

describe('share and unshare move everything', () => {
  it('takes every hand-made file and folder there and back, and the dry run counts what the real run moves', async () => {
    const w = world();
    await w.ok(w.repo, ['new', 'app', '--name', 'App', '--bind', w.repo]);
    for (const [rel, text] of Object.entries(HAND_MADE)) writeFile(w.own, rel, text);
    fs.mkdirSync(path.join(w.own, 'scratch', 'empty'), { recursive: true });
    const before = memoryFiles(w.own);
    const beforeFolders = folders(w.own);

    const dry = JSON.parse(await w.ok(w.repo, ['share', '--dry-run', '--json'])) as { files: number; folders: number };
    const real = JSON.parse(await w.ok(w.repo, ['share', '--json'])) as { files: number; folders: number };
    expect(real.files).toBe(dry.files);
    expect(real.folders).toBe(dry.folders);
    expect(real.files).toBe(Object.keys(before).length);
    const inRepo = memoryFiles(w.shared);
    expect(Object.keys(inRepo).sort()).toEqual(Object.keys(before).sort());
    for (const rel of Object.keys(HAND_MADE)) expect(inRepo[rel]).toBe(before[rel]);
    expect(folders(w.shared)).toEqual(expect.arrayContaining(beforeFolders));

    // A write in the shared folder, then back.
    await w.ok(w.repo, ['decide', 'Deploy from main only']);
    writeFile(w.shared, 'notes/.another-draft.md', 'hidden, made in the repository\n');
    const sharedNow = memoryFiles(w.shared);
    const undry = await w.ok(w.repo, ['unshare', '--dry-run']);
    const count = Object.keys(sharedNow).length;
    expect(undry).toContain(`Would move ${count} file(s)`);
    const back = await w.ok(w.repo, ['unshare']);
    expect(back).toContain(`Moved ${count} file(s)`);
    expect(fs.existsSync(w.shared)).toBe(false);
    const inRoot = memoryFiles(w.own);
    expect(Object.keys(inRoot).sort()).toEqual(Object.keys(sharedNow).sort());
    for (const [rel, text] of Object.entries(sharedNow)) if (rel !== '_meta.yaml') expect(inRoot[rel], rel).toBe(text);
    expect(inRoot['_meta.yaml']).toContain(w.repo); // the binding comes back from the pointer
    expect(folders(w.own)).toEqual(expect.arrayContaining(['scratch/empty', '_templates', '_trash/2025']));
    // And the project works as before.
    expect(await w.ok(w.repo, ['status'])).toContain('Status');
  });

  it('refuses to move a folder holding what cannot be copied, naming it, and changes nothing', async () => {
    const w = world();
    await w.ok(w.repo, ['new', 'app', '--name', 'App', '--bind', w.repo]);
    execFileSync('mkfifo', [path.join(w.own, 'notes', 'pipe')]);
    fs.symlinkSync('/etc/hostname', path.join(w.own, 'notes', 'link.md'));
    const before = snapshotTree(w.base);
    for (const args of [['share', '--dry-run'], ['share']]) {
      const r = await w.cli(w.repo, args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        `share cannot move "notes/link.md" (a symbolic link), "notes/pipe" (not a regular file or folder) from ${w.own}, so nothing was moved.`,
      );
    }
    expect(snapshotTree(w.base)).toEqual(before);
  });
});

describe('share into a repository the project is not bound to', () => {
  it('is refused from the CLI and the MCP server, and works once that repository is bound', async () => {
    const w = world();
    const other = initRepo(path.join(w.base, 'code', 'other'));
    await w.ok(w.repo, ['new', 'app', '--name', 'App', '--bind', w.repo]);
    await w.ok(w.repo, ['decide', 'A private decision of app']);
    const before = snapshotTree(w.base);
    const sentence = `Project app is bound to ${w.repo}, not to the repository ${other}, so its memory was not moved there.`;
    for (const args of [
      ['share', 'app'],
      ['share', 'app', '--repo', other],
    ]) {
      const r = await w.cli(other, args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(sentence);
    }
    const s = await startServer({ root: w.root, cwd: other });
    try {
      const r = await s.call('share_project', { project: 'app' });
      expect(r.isError).toBe(true);
      expect(r.text).toContain(sentence);
    } finally {
      await s.close();
    }
    const after = snapshotTree(w.base);
    expect(Object.keys(after).filter((k) => before[k] !== after[k] && !/\.locks|_projects-index|\.history/.test(k))).toEqual([]);
    expect(fs.existsSync(path.join(other, '.project-memory'))).toBe(false);
    // Bound, it may go there.
    await w.ok(other, ['use', 'app', '--path', other]);
    await w.ok(other, ['share', 'app']);
    expect(fs.readFileSync(path.join(other, '.project-memory', 'decisions.md'), 'utf8')).toContain('A private decision of app');
  });
});

describe('create_project with shared: true', () => {
  it('changes nothing when the share is refused, and the retry works', async () => {
    const w = world();
    fs.mkdirSync(w.root, { recursive: true });
    const plain = path.join(w.base, 'not-a-repo');
    fs.mkdirSync(plain);
    const s = await startServer({ root: w.root, cwd: w.repo });
    try {
      await s.ok('list_projects', {});
      const before = snapshotTree(w.base);
      // Bound to a folder that is no git repository, then into a repository whose folder is taken.
      const refused = await s.call('create_project', { slug: 'app', name: 'App', paths: [plain], shared: true });
      expect(refused.isError).toBe(true);
      expect(refused.text).toContain(`${plain} is not inside a git repository.`);
      fs.mkdirSync(w.shared);
      const taken = await s.call('create_project', { slug: 'app', name: 'App', paths: [w.repo], shared: true });
      expect(taken.isError).toBe(true);
      expect(taken.text).toContain(`${w.shared} already exists`);
      fs.rmdirSync(w.shared);
      const after = snapshotTree(w.base);
      expect(Object.keys(after).filter((k) => before[k] !== after[k] && !/\.locks/.test(k))).toEqual([]);
      const retry = await s.call('create_project', { slug: 'app', name: 'App', paths: [w.repo], shared: true });
      expect(retry.isError, retry.text).toBe(false);
      expect(retry.text).toContain(`its memory shared in ${w.shared}`);
      expect(fs.existsSync(path.join(w.shared, '_meta.yaml'))).toBe(true);
      expect(fs.readdirSync(w.own)).toEqual(['.shared']);
    } finally {
      await s.close();
    }
  });
});

describe('unshare_project', () => {
  it('mirrors share_project: a dry run that counts what it moves, then the move back', async () => {
    const w = world();
    await w.ok(w.repo, ['new', 'app', '--name', 'App', '--bind', w.repo]);
    const s = await startServer({ root: w.root, cwd: w.repo });
    try {
      const shared = await s.ok('share_project', {});
      expect(shared).toMatch(/^Moved \d+ file\(s\)/);
      await s.ok('log_session', { summary: 'Worked in the shared folder' });
      const dry = await s.ok('unshare_project', { dry_run: true });
      const n = /^Would move (\d+) file\(s\)/.exec(dry)?.[1];
      expect(n).toBeDefined();
      const real = await s.ok('unshare_project', {});
      expect(real).toContain(`Moved ${n} file(s)`);
      expect(real).toContain('back into the memory root');
      expect(fs.existsSync(w.shared)).toBe(false);
      expect(await s.ok('get_project_context', {})).toContain('Project memory: App');
    } finally {
      await s.close();
    }
  });
});
