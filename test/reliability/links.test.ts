/**
 * Links made by a person INSIDE the memory root (issue 10, class 2): a link to `..`, to a sibling
 * project, to the root, to the server's own folders (`.journal`, `.locks`, `.index`, `.history`),
 * to `_global` or `_trash`, chains of links, and linked leaves. Every path that crosses one is
 * refused, by every tool that takes a path and by the CLI's restore, and a refused call leaves a
 * byte-for-byte snapshot of the whole root (server folders included) as it was.
 * (paths.test.ts covers links that lead OUT of the root; this file, links that stay in.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/cli.js';
import { expectRefusal, makeWorld, snapshotDeep, watchTree, type World } from './harness.js';

const VICTIM_MARK = 'VICTIM-ONLY-5d1c';
let w: World;
const figures = { calls: 0, refused: 0, changed: 0 };

/** The whole root, `.locks`, `.index` and `.journal` included: a refused call changes no byte. */
const snapshot = () => snapshotDeep(w.root);

function diff(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

beforeAll(async () => {
  w = await makeWorld();
  const s = w.server;
  await s.ok('create_project', { slug: 'victim', name: 'Victim' });
  await s.ok('add_decision', { summary: 'Victim decision', rationale: 'kept' });
  await s.ok('add_decision', { project: 'victim', summary: `Victim decision ${VICTIM_MARK}`, rationale: 'kept' });
  await s.ok('write_file', { project: 'victim', path: 'notes/v.md', content: `${VICTIM_MARK}\n` });
  await s.ok('write_file', { path: 'notes/own.md', content: 'own note\n' });
  await s.ok('write_file', { project: '_global', path: 'notes/g.md', content: 'global note\n' });
  // The server's folders, as a running root has them (.history as engineer history adds it).
  for (const d of ['.journal', '.history/victim', '_global/farm/projects/demo/notes']) fs.mkdirSync(path.join(w.root, d), { recursive: true });
  fs.writeFileSync(path.join(w.root, '.history/victim/v1'), 'old version\n');
  fs.writeFileSync(path.join(w.root, '_global/farm/projects/demo/notes/moved.md'), 'a global file\n');
  const N = (p: string) => path.join(w.project, 'notes', p);
  const links: [string, string][] = [
    ['up', '..'],
    ['sib', '../../victim'],
    ['sib-abs', path.join(w.root, 'projects/victim')],
    ['root', w.root],
    ['journal', path.join(w.root, '.journal')],
    ['locks', path.join(w.root, '.locks')],
    ['index', '../.index'],
    ['history', path.join(w.root, '.history')],
    ['global', path.join(w.root, '_global')],
    ['trash', path.join(w.root, '_trash')],
    ['c1', 'c2'],
    ['c2', 'c3'],
    ['c3', '../../victim'],
    ['dangling', path.join(w.root, 'projects/victim/not-yet')],
    ['mem-link.md', '../memory.md'],
    ['dec-link.md', '../../victim/decisions.md'],
    ['own-link.md', 'own.md'],
  ];
  for (const [name, target] of links) fs.symlinkSync(target, N(name));
  fs.symlinkSync('../victim', path.join(w.project, 'victim-top'));
  fs.symlinkSync('..', path.join(w.root, '_global/up'));
  // Derived files settled and search indexes saved, so a refused call has nothing left to do.
  await s.ok('rebuild_indexes', {});
  for (const project of ['demo', 'victim', '_global']) await s.ok('search', { project, query: 'decision' });
  await new Promise((r) => setTimeout(r, 1_500));
});

afterAll(async () => {
  await w.server.close();
  console.log(`[links] figures: ${JSON.stringify(figures)}`);
});

type Tool = 'read_file' | 'write_file' | 'patch_file' | 'append_to_file' | 'delete_file' | 'get_folder_manifest' | 'update_file_description' | 'search';
const TOOLS: Tool[] = ['read_file', 'write_file', 'patch_file', 'append_to_file', 'delete_file', 'get_folder_manifest', 'update_file_description', 'search'];

function argsFor(tool: Tool, p: string, project?: string): Record<string, unknown> {
  const base = project ? { project } : {};
  switch (tool) {
    case 'read_file':
    case 'delete_file':
    case 'get_folder_manifest':
      return { ...base, path: p };
    case 'write_file':
      return { ...base, path: p, content: p.endsWith('_meta.yaml') ? 'slug: victim\nname: Owned\n' : 'owned\n' };
    case 'append_to_file':
      return { ...base, path: p, content: '## D9 — Owned\n\nowned\n' };
    case 'patch_file':
      return { ...base, path: p, patch: '<<<<<<< SEARCH\nkept\n=======\nowned\n>>>>>>> REPLACE' };
    case 'update_file_description':
      return { ...base, path: p, description: 'owned' };
    case 'search':
      return { ...base, query: 'decision', path: p };
  }
}

/** Every path below crosses at least one link made inside the root. */
function linkedPaths(): { path: string; project?: string }[] {
  const inDemo = (link: string, rest: string[]) => rest.map((r) => ({ path: r ? `notes/${link}/${r}` : `notes/${link}` }));
  const projectFiles = [
    'decisions.md',
    '_meta.yaml',
    'people.md',
    'memory.md',
    'manifest.json',
    'notes/v.md',
    'notes/new-file.md',
    'knowledge/new-k.md',
    'sessions/2026-01-01.md',
    'updates/2026-01-01.md',
    '',
  ];
  return [
    ...inDemo('up', projectFiles),
    ...inDemo('sib', projectFiles),
    ...inDemo('sib-abs', ['decisions.md', 'memory.md', 'notes/v.md']),
    ...inDemo('c1', ['decisions.md', 'memory.md', 'notes/new-file.md', '']),
    ...inDemo('root', ['projects/victim/memory.md', '_projects-index.json', 'projects/victim/decisions.md', '_global/notes/g.md']),
    ...inDemo('journal', ['victim.json', 'demo.json', '']),
    ...inDemo('locks', ['new-file.md', '']),
    ...inDemo('index', ['ranked.json', '']),
    ...inDemo('history', ['victim/v1', 'victim/new-file.md', '']),
    ...inDemo('global', ['notes/g.md', 'people/new-person.md', '']),
    ...inDemo('trash', ['new-file.md', '']),
    ...inDemo('dangling', ['new-file.md']),
    { path: 'notes/mem-link.md' },
    { path: 'notes/dec-link.md' },
    { path: 'notes/own-link.md' },
    { path: 'victim-top/decisions.md' },
    { path: 'victim-top/notes/v.md' },
    { path: 'up/projects/demo/decisions.md', project: '_global' },
    { path: 'up/projects/victim/notes/v.md', project: '_global' },
    { path: 'up/.journal/victim.json', project: '_global' },
  ];
}

describe('links inside the memory root', () => {
  it('refuses every path through a link, by every path-taking tool, and a refusal changes no byte of the root', async () => {
    const failures: string[] = [];
    // After each call, the kernel's record of changes under the root (harness.ts, watchTree);
    // after each path's calls, a snapshot of every byte of it, the next path's "before".
    const watch = watchTree(w.root);
    let before = snapshot();
    try {
      for (const target of linkedPaths()) {
        for (const tool of TOOLS) {
          const r = await w.server.call(tool, argsFor(tool, target.path, target.project));
          figures.calls++;
          const what = `${tool} ${target.project ?? 'demo'}:${target.path}`;
          if (tool === 'search') {
            // A search path only filters files found by a walk that never enters a link.
            if (r.text.includes(VICTIM_MARK)) failures.push(`${what}: returned another project's text`);
          } else {
            try {
              expectRefusal(r, what);
              figures.refused++;
            } catch (e) {
              failures.push((e as Error).message.split('\n')[0] as string);
            }
          }
          const changed = await watch.take();
          if (changed.length) {
            figures.changed++;
            failures.push(`${what}: the kernel reported ${changed.join(', ')}`);
          }
        }
        const after = snapshot();
        const changed = diff(before, after);
        if (changed.length) {
          figures.changed++;
          failures.push(`${target.project ?? 'demo'}:${target.path}: its calls changed ${changed.join(', ')}`);
        }
        before = after;
      }
    } finally {
      watch.close();
    }
    expect(failures).toEqual([]);
    expect(figures.calls).toBeGreaterThan(400);
  });

  it('never reaches the server folders by name either (reads included)', async () => {
    fs.mkdirSync(path.join(w.project, '.history'), { recursive: true });
    fs.writeFileSync(path.join(w.project, '.history/x.md'), 'history\n');
    const before = snapshot();
    for (const p of ['.index/ranked.json', '.history/x.md', '.index', 'notes/.hidden.md']) {
      for (const tool of TOOLS.filter((t) => t !== 'search')) {
        const r = await w.server.call(tool, argsFor(tool, p));
        figures.calls++;
        expectRefusal(r, `${tool} ${p}`);
        figures.refused++;
      }
    }
    expect(diff(before, snapshot())).toEqual([]);
    fs.rmSync(path.join(w.project, '.history'), { recursive: true });
  });

  it('never reads a content_file draft from the server folders, even through a link outside the root', async () => {
    fs.writeFileSync(path.join(w.root, '.journal/planted.json'), 'journal text\n');
    const outsideLink = path.join(w.base, 'to-history');
    fs.symlinkSync(path.join(w.root, '.history'), outsideLink);
    const before = snapshot();
    for (const draft of [
      path.join(w.root, '.journal/planted.json'),
      path.join(w.project, '.index/ranked.json'),
      path.join(outsideLink, 'victim/v1'),
      path.join(w.project, 'notes/journal/planted.json'),
    ]) {
      const r = await w.server.call('write_file', { path: 'notes/from-draft.md', content_file: draft });
      figures.calls++;
      expectRefusal(r, `content_file ${draft}`, /hidden folder|symbolic link/);
      figures.refused++;
    }
    expect(diff(before, snapshot())).toEqual([]);
    fs.rmSync(path.join(w.root, '.journal/planted.json'));
  });

  it('tools without a path refuse a project whose own files or folders are links, changing nothing', async () => {
    await w.server.ok('create_project', { slug: 'hub', name: 'Hub' });
    const hub = path.join(w.root, 'projects/hub');
    fs.rmSync(path.join(hub, 'sessions'), { recursive: true, force: true });
    fs.symlinkSync('../victim/sessions', path.join(hub, 'sessions'));
    fs.rmSync(path.join(hub, 'decisions.md'), { force: true });
    fs.symlinkSync('../victim/decisions.md', path.join(hub, 'decisions.md'));
    await new Promise((r) => setTimeout(r, 1_500));
    const before = snapshot();
    for (const [tool, args] of [
      ['log_session', { project: 'hub', summary: 'Worked on the hub.' }],
      ['add_decision', { project: 'hub', summary: 'Hub decision' }],
    ] as const) {
      const r = await w.server.call(tool, args);
      figures.calls++;
      expectRefusal(r, tool);
      figures.refused++;
      expect(diff(before, snapshot()), tool).toEqual([]);
    }
  });

  it('the CLI restore refuses a trash entry or an original path that crosses a link', async () => {
    const stamp = '20260101T000000000Z';
    const trashed = path.join(w.root, '_trash', stamp, 'projects/demo/notes/up');
    fs.mkdirSync(trashed, { recursive: true });
    fs.writeFileSync(path.join(trashed, 'decisions.md'), 'replacement log\n');
    fs.mkdirSync(path.join(w.root, '_trash', stamp, 'projects/demo/notes/sib/notes'), { recursive: true });
    fs.writeFileSync(path.join(w.root, '_trash', stamp, 'projects/demo/notes/sib/notes/fresh.md'), 'planted\n');
    // A stamp folder that is itself a link: the "trashed" file is a live file of _global.
    fs.symlinkSync(path.join(w.root, '_global/farm'), path.join(w.root, '_trash/20260102T000000000Z'));
    const before = snapshot();
    for (const arg of [
      `_trash/${stamp}/projects/demo/notes/up/decisions.md`,
      `_trash/${stamp}/projects/demo/notes/sib/notes/fresh.md`,
      '_trash/20260102T000000000Z/projects/demo/notes/moved.md',
    ]) {
      const r = await callCli(['restore', arg], { cwd: w.repo, root: w.root });
      figures.calls++;
      expect(r.code, `${arg}: ${r.stderr}`).not.toBe(0);
      expect(r.stderr, arg).toMatch(/symbolic link/);
      figures.refused++;
      expect(diff(before, snapshot()), arg).toEqual([]);
    }
  });

  it('walks (search, rebuild, doctor, context) never follow a link inside the root', async () => {
    const r = await w.server.ok('search', { query: VICTIM_MARK });
    expect(r).not.toContain(VICTIM_MARK);
    const ctx = await w.server.ok('get_project_context', {});
    expect(ctx).not.toContain(VICTIM_MARK);
    const rebuilt = await w.server.ok('rebuild_indexes', {});
    expect(rebuilt).not.toMatch(/notes\/up|notes\/sib/);
    const manifest = fs.readFileSync(path.join(w.project, 'notes/_index.yaml'), 'utf8');
    expect(manifest).not.toMatch(/name: (up|sib|c1|journal)\b/);
    const doctor = await callCli(['doctor', '--json'], { cwd: w.repo, root: w.root });
    expect(doctor.stdout).not.toContain(VICTIM_MARK);
  });
});

describe('a failed call changes nothing: derived files that cannot be rewritten are found before writing', () => {
  it('a folder, link, FIFO or hard link at a derived name refuses the call with no file changed', async () => {
    const v = await makeWorld();
    const s = v.server;
    try {
      await s.ok('write_file', { path: 'notes/a.md', content: 'a\n' });
      await s.ok('create_person', { name: 'Jane Doe', slug: 'jane-doe' });
      await s.ok('log_session', { summary: 'First.' });
      const P = (p: string) => path.join(v.project, p);
      const R = (p: string) => path.join(v.root, p);
      const asFolder = (abs: string) => () => {
        fs.rmSync(abs, { recursive: true, force: true });
        fs.mkdirSync(abs);
        fs.writeFileSync(path.join(abs, 'x'), 'x');
      };
      const cases: [string, string, () => void, string, Record<string, unknown>][] = [
        [
          'folder manifest as a link',
          P('notes/_index.yaml'),
          () => (fs.rmSync(P('notes/_index.yaml'), { force: true }), fs.symlinkSync('../memory.md', P('notes/_index.yaml'))),
          'write_file',
          { path: 'notes/b.md', content: 'b\n' },
        ],
        [
          'folder manifest as a hard link',
          P('notes/_index.yaml'),
          () => (fs.rmSync(P('notes/_index.yaml'), { force: true }), fs.linkSync(P('memory.md'), P('notes/_index.yaml'))),
          'patch_file',
          { path: 'notes/a.md', patch: '<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE' },
        ],
        ['folder manifest as a folder', P('notes/_index.yaml'), asFolder(P('notes/_index.yaml')), 'delete_file', { path: 'notes/a.md' }],
        ['refs index as a folder', R('_refs-index.json'), asFolder(R('_refs-index.json')), 'write_file', { path: 'notes/c.md', content: 'c\n' }],
        [
          'refs index as a link',
          R('_refs-index.json'),
          () => (fs.rmSync(R('_refs-index.json'), { force: true }), fs.symlinkSync('projects/demo/memory.md', R('_refs-index.json'))),
          'append_to_file',
          { path: 'updates/2026-01-01.md', content: 'x\n' },
        ],
        ['project manifest as a folder', P('_index.yaml'), asFolder(P('_index.yaml')), 'add_decision', { summary: 'X' }],
        ['manifest.json as a folder', P('manifest.json'), asFolder(P('manifest.json')), 'add_decision', { summary: 'Y' }],
        ['sessions manifest as a folder', P('sessions/_index.yaml'), asFolder(P('sessions/_index.yaml')), 'log_session', { summary: 'Did things.' }],
        ['people.md as a folder', P('people.md'), asFolder(P('people.md')), 'link_person_to_project', { person: 'jane-doe' }],
      ];
      const failures: string[] = [];
      // The background index save of the calls above lands now, not in a case's window. A refused
      // call schedules none: a late one would show in the next case's snapshot, or, after the
      // last, in the watch below.
      await new Promise((r) => setTimeout(r, 1_200));
      for (const [name, planted, plant, tool, args] of cases) {
        const saved = fs.existsSync(planted) && fs.lstatSync(planted).isFile() ? fs.readFileSync(planted) : null;
        plant();
        const before = snapshotDeep(v.root);
        const r = await s.call(tool, args);
        figures.calls++;
        const changed = diff(before, snapshotDeep(v.root));
        if (!r.isError) failures.push(`${name}: ${tool} answered ${r.text.slice(0, 100)}`);
        if (changed.length) failures.push(`${name}: ${tool} failed but changed ${changed.join(', ')}`);
        fs.rmSync(planted, { recursive: true, force: true });
        if (saved) fs.writeFileSync(planted, saved);
      }
      const late = watchTree(v.root);
      try {
        await new Promise((r) => setTimeout(r, 1_200));
        expect(await late.take(), 'a background write after the refused calls').toEqual([]);
      } finally {
        late.close();
      }
      expect(failures).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
