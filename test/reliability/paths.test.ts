/**
 * Path attacks (docs/ARCHITECTURE.md#threats) against every tool that takes a path, through the real
 * bundled server. Each attack must be refused with one sentence and change nothing, inside the
 * root or outside it; read-only tools may instead answer harmlessly (never with outside content).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli, cleanEnv, type CliRun } from '../helpers/cli.js';
import { hookInProcess } from '../helpers/hook.js';
import { CLI_BUNDLE, REPO, startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';
import { runHook } from '../../server/src/hooks/runner.js';
import { PROC_FD, withEnv } from '../../server/src/storage/environment.js';
import { byIntensity, expectRefusal, HEAVY, INTENSITY, isServerScratch, makeWorld, OUTSIDE_MARK, snapshotDeep, watchTree, type World } from './harness.js';
import { startSwapper, watchFolders } from './race.js';

const HOOK_BUNDLE = path.join(REPO, 'server/dist/hook.cjs');
let w: World;
/** Everything under the temp base except the lock folder: root, outside, siblings, repo. */
const snapshotWorld = () => {
  const snap = snapshotDeep(w.base);
  for (const k of Object.keys(snap)) if (isServerScratch(k)) delete snap[k];
  return snap;
};

const SIBLING_SUFFIXES = ['_evil', '2', '.bak', "'", '"', ' ', '\t'];
const figures = { attacks: 0, calls: 0, raceTries: 0, raceEscapes: 0, hookRuns: 0 };

beforeAll(async () => {
  w = await makeWorld();
  const P = (p: string) => path.join(w.project, p);
  const out = (p: string) => path.join(w.outside, p);
  // Item 1: prefix siblings of the root and of the bound repo, mirroring the project layout.
  for (const s of SIBLING_SUFFIXES) {
    fs.mkdirSync(`${w.root}${s}/projects/demo/notes`, { recursive: true });
    fs.writeFileSync(`${w.root}${s}/projects/demo/memory.md`, `${OUTSIDE_MARK}\n`);
    fs.writeFileSync(`${w.root}${s}/projects/demo/notes/x.md`, `${OUTSIDE_MARK}\n`);
    fs.mkdirSync(`${w.repo}${s}`, { recursive: true });
  }
  fs.mkdirSync(out('dir'));
  fs.writeFileSync(out('dir/secret.md'), `${OUTSIDE_MARK}\n`);
  fs.writeFileSync(out('hard-target.md'), `${OUTSIDE_MARK}\n`);
  fs.writeFileSync(out('2026-01-01.md'), `${OUTSIDE_MARK}\n`);
  fs.mkdirSync(out('back'));
  await w.server.ok('write_file', { path: 'notes/inside.md', content: 'inside\n' });
  await w.server.ok('append_to_file', { path: 'updates/2026-01-01.md', content: 'inside update\n' });
  // Items 4-6 and 10: links and hard links planted by hand.
  fs.symlinkSync(out('secret.md'), P('notes/out-file.md'));
  fs.symlinkSync(out('dir'), P('notes/out-dir'));
  fs.symlinkSync(`${w.root}_evil/projects/demo`, P('notes/sib-evil'));
  fs.symlinkSync(out('new1.md'), P('notes/dangle1.md'));
  fs.symlinkSync(P('notes/hop.md'), P('notes/dangle2.md'));
  fs.symlinkSync(out('new2.md'), P('notes/hop.md'));
  fs.symlinkSync(out('newdir'), P('notes/dangle-dir'));
  fs.symlinkSync(P('notes/h2'), P('notes/h1'));
  fs.symlinkSync(P('notes/h3'), P('notes/h2'));
  fs.symlinkSync(out('dir'), P('notes/h3'));
  fs.symlinkSync(out('back/in'), P('notes/outback'));
  fs.symlinkSync(P('notes'), out('back/in'));
  fs.symlinkSync(P('notes/loop-b'), P('notes/loop-a'));
  fs.symlinkSync(P('notes/loop-a'), P('notes/loop-b'));
  fs.symlinkSync('/proc/self/root', P('notes/proc'));
  fs.symlinkSync('/proc/self/cwd', P('notes/proc-cwd'));
  fs.symlinkSync(out('2026-01-01.md'), P('updates/2026-01-02.md'));
  fs.linkSync(out('hard-target.md'), P('notes/hard.md'));
  fs.linkSync(out('2026-01-01.md'), P('updates/2026-01-03.md'));
  // A second project whose append-only folder is a link to the outside.
  await w.server.ok('create_project', { slug: 'victim', name: 'Victim' });
  fs.rmSync(path.join(w.root, 'projects/victim/updates'), { recursive: true });
  fs.symlinkSync(w.outside, path.join(w.root, 'projects/victim/updates'));
  // Settle the derived files, so that a refused call has nothing legitimate left to reconcile.
  await w.server.ok('rebuild_indexes', {});
});

afterAll(async () => {
  await w.server.close();
  console.log(`[paths] figures: ${JSON.stringify(figures)}`);
});

type Tool = 'read_file' | 'write_file' | 'patch_file' | 'append_to_file' | 'delete_file' | 'get_folder_manifest' | 'update_file_description' | 'search';
const TOOLS: Tool[] = ['read_file', 'write_file', 'patch_file', 'append_to_file', 'delete_file', 'get_folder_manifest', 'update_file_description', 'search'];
const READERS = new Set<Tool>(['read_file', 'get_folder_manifest', 'search']);

function argsFor(tool: Tool, p: string, project?: string): Record<string, unknown> {
  const base = project ? { project } : {};
  switch (tool) {
    case 'read_file':
    case 'delete_file':
    case 'get_folder_manifest':
      return { ...base, path: p };
    case 'write_file':
    case 'append_to_file':
      return { ...base, path: p, content: 'owned\n' };
    case 'patch_file':
      return { ...base, path: p, patch: `<<<<<<< SEARCH\n${OUTSIDE_MARK}\n=======\nowned\n>>>>>>> REPLACE` };
    case 'update_file_description':
      return { ...base, path: p, description: 'owned' };
    case 'search':
      return { ...base, query: OUTSIDE_MARK, path: p };
  }
}

interface Attack {
  item: number;
  name: string;
  path: string;
  project?: string;
  /** Tools that may answer without an error (they must still leak and change nothing). */
  mayAnswer?: ReadonlySet<Tool> | 'readers';
}

function attacks(): Attack[] {
  const list: Attack[] = [];
  const add = (item: number, name: string, p: string, extra: Partial<Attack> = {}) => list.push({ item, name, path: p, ...extra });
  for (const s of SIBLING_SUFFIXES) {
    add(1, `absolute path into sibling root${JSON.stringify(s)}`, `${w.root}${s}/projects/demo/memory.md`);
    add(1, `traversal into sibling root${JSON.stringify(s)}`, `../../../${path.basename(w.root)}${s}/projects/demo/memory.md`);
  }
  add(1, 'symlinked folder to a sibling root', 'notes/sib-evil/memory.md');
  add(2, 'x/../../etc/passwd', 'x/../../etc/passwd');
  add(2, 'x/./../..', 'x/./../..');
  add(2, 'trailing ..', 'notes/..');
  add(2, 'benign-looking ..', 'notes/../memory.md');
  add(2, '..', '..');
  add(2, '1000 x a/ then 1001 x ../', `${'a/'.repeat(1000)}${'../'.repeat(1001)}etc/passwd`);
  add(2, 'absolute /etc/passwd', '/etc/passwd');
  add(2, 'absolute outside file', path.join(w.outside, 'secret.md'));
  add(2, 'absolute path to an inside file', path.join(w.project, 'memory.md'));
  add(2, 'home-relative', '~/.ssh/id_rsa');
  add(2, 'backslash traversal', '..\\..\\outside\\secret.md');
  add(2, 'drive letter', 'C:/Windows/win.ini');
  for (const [n, c] of [
    ['NUL', '\0'],
    ['newline', '\n'],
    ['carriage return', '\r'],
    ['bell', '\u0007'],
    ['NEL', '\u0085'],
    ['DEL', '\u007f'],
  ] as const) {
    add(3, `${n} in a name`, `notes/a${c}b.md`);
  }
  add(3, 'newline in a folder name', 'notes\n/x.md');
  add(4, 'symlinked file to outside', 'notes/out-file.md');
  add(4, 'symlinked folder to outside, existing file', 'notes/out-dir/secret.md');
  add(4, 'symlinked folder to outside, new file', 'notes/out-dir/new.md');
  add(4, 'symlinked folder to outside, missing parents', 'notes/out-dir/deep/er/new.md');
  add(4, 'symlinked folder as the folder itself', 'notes/out-dir');
  add(4, 'append-only folder linked to outside', 'updates/2026-01-01.md', { project: 'victim' });
  add(4, 'append-only file linked to outside', 'updates/2026-01-02.md');
  add(5, 'dangling link, one hop', 'notes/dangle1.md');
  add(5, 'dangling link, two hops', 'notes/dangle2.md');
  add(5, 'dangling folder link, new file below', 'notes/dangle-dir/x.md');
  add(6, 'three hops ending outside', 'notes/h1/secret.md');
  add(6, 'loop a -> b -> a', 'notes/loop-a/x.md');
  add(6, 'loop as a leaf', 'notes/loop-a');
  add(6, '/proc/self/root', 'notes/proc/etc/passwd');
  add(6, '/proc/self/cwd', 'notes/proc-cwd/memory.md');
  for (const name of [
    '_index.yaml',
    'notes/_index.yaml',
    'notes/_INDEX.YAML',
    '_Index.yaml',
    'notes/\uff3findex.yaml',
    '_projects-index.json',
    '_refs-index.json',
    '_trash/x.md',
    '_TRASH/x.md',
    '.locks/x.lock',
    'notes/x.lock',
    'notes/x.md.pm-tmp',
    'notes/x.MD.PM-TMP',
    '_templates/memory.md',
    '.journal/demo.json',
  ]) {
    add(8, `reserved name ${name}`, name, { mayAnswer: 'readers' });
  }
  add(8, 'the root projects index through _global', '_projects-index.json', { project: '_global', mayAnswer: 'readers' });
  add(10, 'hard link to an outside file', 'notes/hard.md', { mayAnswer: new Set<Tool>(['search', 'get_folder_manifest', 'update_file_description']) });
  add(10, 'hard-linked append-only file', 'updates/2026-01-03.md', { mayAnswer: new Set<Tool>(['search', 'get_folder_manifest', 'update_file_description']) });
  add(11, 'zero-width space', 'notes/a\u200bb.md');
  add(11, 'right-to-left override', 'notes/a\u202eb.md');
  add(11, 'BOM in a name', 'notes/\ufeffa.md');
  add(11, 'component over 255 bytes', `notes/${'é'.repeat(128)}.md`);
  add(11, 'path over 4096 bytes', `${'abcdefgh/'.repeat(460)}x.md`);
  add(11, 'lone surrogate', 'notes/a\ud800.md');
  add(11, 'trailing space', 'notes/a.md ');
  return list;
}

function mayAnswer(a: Attack, tool: Tool): boolean {
  if (a.mayAnswer === 'readers') return READERS.has(tool);
  if (a.mayAnswer) return a.mayAnswer.has(tool);
  // A search path is only a filter over files that were never followed out of the root.
  return tool === 'search';
}

describe('path attacks against every path-taking tool', () => {
  it('refuses each attack with one sentence, leaks nothing and changes nothing inside or outside', async () => {
    const list = attacks();
    const failures: string[] = [];
    // After each call, the kernel's record of changes in the world (harness.ts, watchTree); after
    // each attack's calls, a snapshot of all of it, whose "after" is the next attack's "before".
    const watch = watchTree(w.base, isServerScratch);
    let before = snapshotWorld();
    try {
      for (const a of list) {
        for (const tool of TOOLS) {
          // Writers that may answer change the root by design (a hard link replaced): checked below.
          if (mayAnswer(a, tool) && !READERS.has(tool)) continue;
          const r = await w.server.call(tool, argsFor(tool, a.path, a.project));
          figures.calls++;
          const what = `item ${a.item} ${a.name} via ${tool}`;
          if (r.text.includes(OUTSIDE_MARK)) failures.push(`${what}: leaked outside content`);
          if (!mayAnswer(a, tool)) {
            try {
              expectRefusal(r, what);
            } catch (e) {
              failures.push((e as Error).message.split('\n')[0] as string);
            }
          }
          const changed = await watch.take();
          if (changed.length) failures.push(`${what}: the kernel reported ${changed.join(', ')}`);
        }
        const after = snapshotWorld();
        const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
        if (changed.length) failures.push(`item ${a.item} ${a.name}: its calls changed ${changed.join(', ')}`);
        before = after;
        figures.attacks++;
      }
    } finally {
      watch.close();
    }
    expect(failures).toEqual([]);
    expect(figures.calls).toBeGreaterThan(500);
  }, 300_000);

  it('refuses hard-linked files for every write, so an outside file is never written through', async () => {
    const outsideBefore = snapshotDeep(w.outside);
    for (const [tool, args] of [
      ['write_file', { path: 'notes/hard.md', content: 'owned\n' }],
      ['append_to_file', { path: 'updates/2026-01-03.md', content: 'owned\n' }],
    ] as const) {
      expectRefusal(await w.server.call(tool, args), `${tool} over a hard link`, /hard links/);
    }
    expect(snapshotDeep(w.outside)).toEqual(outsideBefore);
  });

  it('refuses a link that leaves and comes back inside too (every path through a link is refused)', async () => {
    expectRefusal(await w.server.call('read_file', { path: 'notes/outback/inside.md' }), 'out and back in', /symbolic link/);
  });

  it('gives one name one spelling: an NFD path reaches the NFC file; a 255-byte component is fine', async () => {
    fs.writeFileSync(path.join(w.project, 'notes/caf\u00e9.md'), 'accent\n');
    expect(await w.server.ok('read_file', { path: 'notes/cafe\u0301.md' })).toContain('accent');
    // File names written by the tools are kebab-case ASCII, so no second spelling can be created.
    expectRefusal(await w.server.call('write_file', { path: 'notes/cafe\u0301.md', content: 'x\n' }), 'NFD write', /naming|kebab/i);
    fs.rmSync(path.join(w.project, 'notes/caf\u00e9.md'));
    const long = `notes/${'a'.repeat(252)}.md`;
    await w.server.ok('write_file', { path: long, content: 'long name\n' });
    expect(await w.server.ok('read_file', { path: long })).toContain('long name');
  });
});

describe('project given as an absolute path', () => {
  it('binds only paths really inside a bound repository', async () => {
    const cases = [
      ...SIBLING_SUFFIXES.map((s) => `${w.repo}${s}`),
      `${w.repo}/../outside`,
      `${w.repo}/x/../../outside`,
      w.root,
      '/',
      path.join(w.outside, 'secret.md'),
      `${w.repo}\0`,
    ];
    for (const project of cases) {
      const before = snapshotWorld();
      const r = await w.server.call('read_file', { project, path: 'memory.md' });
      figures.calls++;
      expectRefusal(r, `project ${JSON.stringify(project)}`, /project/i);
      expect(snapshotWorld()).toEqual(before);
    }
    expect(await w.server.ok('read_file', { project: path.join(w.repo, 'src/deep/file.ts'), path: '_status.md' })).toContain('Status');
  });

  it('refuses a relative or traversing project name', async () => {
    for (const project of ['../demo', 'demo/..', 'projects/demo', '.', '*']) {
      const r = await w.server.call('read_file', { project, path: 'memory.md' });
      figures.calls++;
      expectRefusal(r, `project ${project}`);
    }
  });
});

describe('the content_file draft (item 12)', () => {
  it('refuses every unsafe draft quickly, without hanging or leaking, and changes nothing', async () => {
    const dir = tempDir('pm-draft-');
    const f = (name: string, data: string | Buffer) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, data);
      return p;
    };
    const fifo = path.join(dir, 'pipe.md');
    execFileSync('mkfifo', [fifo]);
    const sparse = path.join(dir, 'sparse.md');
    fs.closeSync(fs.openSync(sparse, 'w'));
    fs.truncateSync(sparse, 1024 * 1024 * 1024);
    const link = path.join(dir, 'link.md');
    fs.symlinkSync(f('real.md', 'real\n'), link);
    const target = path.join(w.project, 'notes/inside.md');
    const hardToTarget = path.join(dir, 'hard-to-target.md');
    fs.linkSync(target, hardToTarget);
    const cases: [string, RegExp, string?][] = [
      ['relative/draft.md', /absolute/],
      ['../draft.md', /absolute/],
      ['', /absolute/],
      ['/proc/self/environ', /empty|regular/],
      ['/proc/self/status', /empty|regular/],
      [fifo, /regular file/],
      ['/dev/stdin', /symbolic link|regular/],
      ['/dev/zero', /regular file/],
      ['/dev/null', /regular file/],
      ['/dev/urandom', /regular file/],
      [dir, /regular file/],
      [path.join(dir, 'missing.md'), /does not exist/],
      [sparse, /over the .*limit/],
      [f('big.md', Buffer.alloc(2 * 1024 * 1024 + 1, 0x61)), /over the .*limit/],
      [f('latin1.md', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])), /UTF-8/],
      [f('cesu.md', Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x0a])), /UTF-8/],
      [f('nul.md', 'a\0b\n'), /NUL/],
      [f('blank.md', ' \n\t\n'), /white space/],
      [f('empty.md', ''), /empty/],
      [link, /symbolic link/],
      [`${dir}/x\0.md`, /NUL/],
      [target, /target file itself/],
      [hardToTarget, /target file itself|hard link/],
      // Written to a new file: the target above is hard-linked for the case before, and the file a
      // write would leave is what is scanned, so the target's own refusal would come first.
      [f('secret.md', `token: ghp_${'a1B2c3D4e5'.repeat(3)}abcdef\n`), /secret/, 'notes/fresh.md'],
    ];
    const before = snapshotWorld();
    for (const [draft, pattern, target = 'notes/inside.md'] of cases) {
      const t0 = Date.now();
      const r = await w.server.call('write_file', { path: target, content_file: draft });
      figures.calls++;
      expectRefusal(r, `content_file ${JSON.stringify(draft)}`, pattern);
      expect(Date.now() - t0, draft).toBeLessThan(5_000);
    }
    expect(snapshotWorld()).toEqual(before);
    fs.rmSync(hardToTarget);
    figures.attacks += cases.length;
  });
});

describe('a memory root that is itself a symlink (item 7)', () => {
  it('is canonicalised once: tools work through it and containment holds against the real root', async () => {
    const link = path.join(w.base, 'root-link');
    fs.symlinkSync(w.root, link);
    const s = await startServer({ root: link, cwd: w.repo });
    try {
      expect(await s.ok('read_file', { path: 'notes/inside.md' })).toContain('inside');
      await s.ok('write_file', { path: 'notes/via-link.md', content: 'via link\n' });
      expect(fs.readFileSync(path.join(w.project, 'notes/via-link.md'), 'utf8')).toBe('via link\n');
      const before = snapshotWorld();
      for (const p of ['notes/out-file.md', 'notes/out-dir/secret.md', `${link}/projects/demo/memory.md`, `../../../root-link/projects/demo/memory.md`]) {
        expectRefusal(await s.call('read_file', { path: p }), `via root link: ${p}`);
        expectRefusal(await s.call('write_file', { path: p, content: 'x\n' }), `via root link: ${p}`);
        figures.calls += 2;
      }
      expect(snapshotWorld()).toEqual(before);
    } finally {
      await s.close();
    }
  });
});

describe('server-owned folders planted as links (item 8)', () => {
  it('a .locks or .journal folder linked to the outside makes writes fail, never write there', async () => {
    const base = tempDir('pm-planted-');
    const root = path.join(base, 'memory');
    const outside = path.join(base, 'outside');
    fs.mkdirSync(outside);
    const s = await startServer({ root, cwd: base });
    try {
      await s.ok('create_project', { slug: 'demo', name: 'Demo' });
      fs.rmSync(path.join(root, '.locks'), { recursive: true, force: true });
      fs.symlinkSync(outside, path.join(root, '.locks'));
      fs.symlinkSync(outside, path.join(root, '.journal'));
      for (const [tool, args] of [
        ['write_file', { project: 'demo', path: 'notes/x.md', content: 'x\n' }],
        ['add_decision', { project: 'demo', summary: 'Planted lock folder' }],
        ['rebuild_indexes', {}],
      ] as const) {
        expectRefusal(await s.call(tool, args), `${tool} with .locks linked out`, /outside the memory root/);
      }
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(fs.existsSync(path.join(root, 'projects/demo/notes/x.md'))).toBe(false);
    } finally {
      await s.close();
    }
    // A server started on such a root still serves reads.
    const again = await startServer({ root, cwd: base });
    try {
      expect(await again.ok('read_file', { project: 'demo', path: '_status.md' })).toContain('Status');
      expectRefusal(await again.call('write_file', { project: 'demo', path: 'notes/y.md', content: 'y\n' }), 'write after restart', /outside the memory root/);
      expect(fs.readdirSync(outside)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

/** Whole rounds of the 14 operations: 5 by default, 25 with PM_THOROUGH=1; PM_HEAVY=1 runs 5000 tries. */
const RACE_TRIES = byIntensity(70, 350, 5000);

describe('check-then-use races (item 9)', () => {
  it(
    `never escapes while a process swaps folders and files for links to the outside (${RACE_TRIES} tries)`,
    async () => {
      const outDir = path.join(w.base, 'race-outside-dir');
      const outUpd = path.join(w.base, 'race-outside-updates');
      fs.mkdirSync(outDir);
      fs.mkdirSync(outUpd);
      fs.writeFileSync(path.join(outDir, 'file.md'), `${OUTSIDE_MARK}\n`);
      fs.writeFileSync(path.join(outDir, 'outside-only.md'), `${OUTSIDE_MARK}\n`);
      fs.writeFileSync(path.join(outUpd, '2026-02-01.md'), `${OUTSIDE_MARK}\n`);
      const s = w.server;
      await s.ok('create_project', { slug: 'race', name: 'Race' });
      const R = path.join(w.root, 'projects/race');
      await s.ok('write_file', { project: 'race', path: 'notes/sub/file.md', content: 'inside\n' });
      await s.ok('write_file', { project: 'race', path: 'notes/leaf.md', content: 'inside leaf\n' });
      await s.ok('append_to_file', { project: 'race', path: 'updates/2026-02-01.md', content: 'inside update\n' });
      const outsideBefore = [outDir, outUpd, w.outside].map(snapshotDeep);
      const watch = watchFolders([outDir, outUpd, w.outside]);
      const swapper = await startSwapper(tempDir('pm-swap-'), [
        [path.join(R, 'notes/sub'), outDir],
        [path.join(R, 'notes/leaf.md'), path.join(w.outside, 'secret.md')],
        [path.join(R, 'updates'), outUpd],
      ]);
      const ops: [string, Record<string, unknown>][] = [
        ['read_file', { path: 'notes/sub/file.md' }],
        ['read_file', { path: 'notes/leaf.md' }],
        ['write_file', { path: 'notes/sub/file.md', content: 'inside again\n' }],
        ['write_file', { path: 'notes/sub/deep/new.md', content: 'new\n' }],
        ['write_file', { path: 'notes/leaf.md', content: 'leaf again\n' }],
        ['patch_file', { path: 'notes/sub/file.md', patch: '<<<<<<< SEARCH\ninside again\n=======\ninside\n>>>>>>> REPLACE' }],
        ['append_to_file', { path: 'updates/2026-02-01.md', content: 'more\n' }],
        ['delete_file', { path: 'notes/sub/file.md' }],
        ['delete_file', { path: 'updates/2026-02-01.md' }],
        ['search', { query: OUTSIDE_MARK }],
        ['search', { query: 'outside-only' }],
        ['get_folder_manifest', { path: 'notes/sub' }],
        ['update_file_description', { path: 'notes/sub/file.md', description: 'd' }],
        ['rebuild_indexes', {}],
      ];
      const tries = RACE_TRIES;
      const leaks: string[] = [];
      const unexplained: string[] = [];
      let ok = 0;
      try {
        for (let i = 0; i < tries; i++) {
          const [name, args] = ops[i % ops.length]!;
          const r = await s.call(name, name === 'rebuild_indexes' ? args : { project: 'race', ...args });
          if (r.text.includes(OUTSIDE_MARK) || r.text.includes('outside-only')) leaks.push(`${name}: ${r.text.slice(0, 200)}`);
          if (r.isError && /\/proc\/self\/fd|The operation failed/.test(r.text)) unexplained.push(`${name}: ${r.text.slice(0, 200)}`);
          if (!r.isError) ok++;
        }
      } finally {
        await swapper.stop();
        await new Promise((r) => setTimeout(r, 200));
        watch.close();
      }
      figures.raceTries += tries;
      figures.raceEscapes += leaks.length + watch.events.length;
      const changedOutside = JSON.stringify([outDir, outUpd, w.outside].map(snapshotDeep)) !== JSON.stringify(outsideBefore);
      console.log(
        `[paths] race${PROC_FD ? '' : ' (no /proc)'}: ${tries} tries, ${ok} answered, ${tries - ok} refused, escapes ${leaks.length + watch.events.length}${changedOutside ? ', outside changed' : ''}`,
      );
      // What holds on every path: no outside text reaches an answer (reads check the descriptor's
      // identity), and every refusal is one of the product's sentences.
      expect(leaks).toEqual([]);
      expect(unexplained).toEqual([]);
      expect(ok).toBeGreaterThan(tries / 20);
      // With /proc a folder is used through its descriptor: nothing is created, changed or removed
      // outside. Without /proc a write into a folder swapped after its check is not promised
      // (docs/GUARANTEES.md#not-promised): the figure above is printed, not asserted.
      if (PROC_FD) {
        expect(watch.events).toEqual([]);
        expect([outDir, outUpd, w.outside].map(snapshotDeep)).toEqual(outsideBefore);
      }
    },
    HEAVY ? 900_000 : 300_000,
  );
});

/** The CLI in this process where it can be, else spawned (test/helpers/cli.ts: hooks always are); hook runs go four at a time. */
function cliAsync(args: string[], opts: { env?: Record<string, string>; input?: string; bundle?: string }): Promise<CliRun> {
  return callCli(args, { ...opts, cwd: process.cwd(), root: w.root });
}

describe('restore from _trash (item 13)', () => {
  it('restores a deleted file to its original path and refuses to overwrite one that exists again', async () => {
    await w.server.ok('write_file', { path: 'notes/restore-me.md', content: 'restore me\n' });
    const trash = /to (_trash\/\S+)/.exec(await w.server.ok('delete_file', { path: 'notes/restore-me.md' }))![1]!;
    const r = await cliAsync(['restore', trash], {});
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Restored projects/demo/notes/restore-me.md');
    expect(fs.readFileSync(path.join(w.project, 'notes/restore-me.md'), 'utf8')).toBe('restore me\n');
    expect(fs.readFileSync(path.join(w.project, 'notes/_index.yaml'), 'utf8')).toContain('restore-me.md');
    const again = /to (_trash\/\S+)/.exec(await w.server.ok('delete_file', { path: 'notes/restore-me.md' }))![1]!;
    await w.server.ok('write_file', { path: 'notes/restore-me.md', content: 'new text\n' });
    const clash = await cliAsync(['restore', again], {});
    expect(clash.code).toBe(4);
    expect(clash.stderr).toMatch(/exists again/);
    expect(fs.readFileSync(path.join(w.project, 'notes/restore-me.md'), 'utf8')).toBe('new text\n');
    // An absolute path into this root's trash is accepted too.
    await w.server.ok('delete_file', { path: 'notes/restore-me.md' });
    const abs = await cliAsync(['restore', path.join(w.root, again)], {});
    expect(abs.code, abs.stderr).toBe(0);
    expect(fs.readFileSync(path.join(w.project, 'notes/restore-me.md'), 'utf8')).toBe('restore me\n');
  });

  it('re-checks the stored original path: tampered, reserved, linked or escaping paths restore nothing', async () => {
    const stamp = '20260101T000000000Z';
    const plant = (rel: string, text = `${OUTSIDE_MARK}\n`) => {
      const abs = path.join(w.root, '_trash', stamp, rel);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, text);
      return `_trash/${stamp}/${rel}`;
    };
    const planted = {
      reserved: plant('projects/demo/notes/_index.yaml'),
      reservedUpper: plant('projects/demo/_INDEX.yaml'),
      trashInTrash: plant('projects/demo/_trash/x.md'),
      hidden: plant('projects/demo/.locks/x.lock'),
      rootIndex: plant('_projects-index.json'),
      notAProject: plant('elsewhere/x.md'),
      missingProject: plant('projects/ghost/notes/x.md'),
      throughLinkedFolder: plant('projects/demo/notes/out-dir/new.md'),
      throughDanglingLink: plant('projects/demo/notes/dangle-dir/x.md'),
      ontoLink: plant('projects/demo/notes/dangle1.md'),
      projectFolderItself: plant('projects/solo'),
    };
    const linkEntry = path.join(w.root, '_trash', stamp, 'projects/demo/notes/linked-entry.md');
    fs.symlinkSync(path.join(w.outside, 'secret.md'), linkEntry);
    const hardEntry = path.join(w.root, '_trash', stamp, 'projects/demo/notes/hard-entry.md');
    fs.linkSync(path.join(w.outside, 'hard-target.md'), hardEntry);
    const cases: [string, RegExp][] = [
      ...Object.values(planted).map(
        (p) =>
          [p, /cannot be restored|not a file of a project|no longer exists|outside|symbolic link|managed|hidden|auto-managed|not a regular/] as [
            string,
            RegExp,
          ],
      ),
      [`_trash/${stamp}/projects/demo/notes/linked-entry.md`, /symbolic link/],
      [`_trash/${stamp}/projects/demo/notes/hard-entry.md`, /hard links/],
      [`_trash/${stamp}/../../etc/passwd`, /\.\./],
      [`_trash/${stamp}/projects/demo/../../../x.md`, /\.\./],
      ['_trash/not-a-stamp/projects/demo/notes/x.md', /not a trash path/],
      ['projects/demo/memory.md', /not a trash path/],
      [path.join(w.outside, 'secret.md'), /\.\.|not a trash path/],
      [`_trash/${stamp}/projects/demo/notes/a\nb.md`, /control/],
      [`_trash/${stamp}`, /not a trash path/],
      [`_trash/${stamp}/projects/demo/notes/never-deleted.md`, /not in the trash/],
    ];
    const before = snapshotWorld();
    for (const [arg, pattern] of cases) {
      const r = await cliAsync(['restore', arg], {});
      figures.attacks++;
      expect(r.code, `${arg}: ${r.stderr}`).not.toBe(0);
      expect(r.stderr, arg).toMatch(pattern);
      expect(r.stderr.trim().split('\n'), arg).toHaveLength(1);
      expect(r.stdout + r.stderr, arg).not.toContain(OUTSIDE_MARK);
    }
    expect(snapshotWorld()).toEqual(before);
  }, 300_000);
});

// Hostile hook payloads. Parsing a payload, the state folder and every path a hook follows are
// the hook's code, the same in any process: the whole table (every event, every payload) runs in
// this process, from the sources, under PM_NO_PROC=1 too. What is about the process (stdin through
// a pipe, the bundles hooks.json runs, their fast path, HOME and TMPDIR) is checked by a few
// spawned runs, one per class of payload; PM_THOROUGH=1 spawns the whole table as before.
describe('hooks under hostile payloads', () => {
  let pluginParent: string;
  let pluginData: string;
  let linkCwd: string;
  type Payload = string | Record<string, unknown>;
  let named: ReturnType<typeof hostilePayloads>;
  let payloads: Payload[];
  const EVENTS = ['session-start', 'pre-tool-use', 'post-tool-use', 'stop'];

  beforeAll(() => {
    // In a folder of its own, so that a state file written beside it (a session id with `..`) shows.
    pluginParent = tempDir('pm-plugin-');
    pluginData = path.join(pluginParent, 'data');
    fs.mkdirSync(pluginData);
    linkCwd = path.join(w.base, 'cwd-link');
    fs.symlinkSync(w.outside, linkCwd);
    named = hostilePayloads(linkCwd);
    payloads = Object.values(named);
  });

  /** What every run must show: exit 0, nothing or one JSON object on stdout, no outside text. */
  const check = (problems: string[], what: string, r: CliRun) => {
    figures.hookRuns++;
    if (r.code !== 0) problems.push(`${what}: exit ${r.code} ${r.stderr.slice(0, 200)}`);
    if (r.stdout.trim() !== '') {
      try {
        JSON.parse(r.stdout);
      } catch {
        problems.push(`${what}: stdout is not JSON`);
      }
    }
    if (r.stdout.includes(OUTSIDE_MARK)) problems.push(`${what}: leaked outside content`);
  };
  const input = (p: Payload) => (typeof p === 'string' ? p : JSON.stringify(p));
  /** Only session state and the hook's code and context caches, with safe names. */
  const expectSafePluginData = () => {
    expect(fs.readdirSync(pluginParent)).toEqual(['data']);
    for (const name of Object.keys(snapshotDeep(pluginData))) expect(name).toMatch(/^(sessions(\/[A-Za-z0-9_.-]{1,160})?\/?|[A-Za-z0-9_.-]{1,160})$/);
  };

  it('in process, every event and payload: exit 0, JSON or nothing, nothing written outside CLAUDE_PLUGIN_DATA', async () => {
    const before = snapshotWorld();
    const problems: string[] = [];
    const env = { CLAUDE_PLUGIN_DATA: pluginData };
    // Not the payload over the 4 MiB cap: the stdin reader stops there and the run parses nothing.
    // Handed over whole, it would make a run that no hook can get (seconds of work on a 6 MiB cwd).
    // It is the process's matter: the spawned runs below send it through a pipe, to both readers.
    const inProcess = payloads.filter((p) => p !== named.hugeCwd);
    for (const event of EVENTS) {
      for (const p of inProcess) {
        const r = await hookRun(event, p, { root: w.root, env });
        check(problems, `in process ${event} ${input(p).slice(0, 60)}`, r);
      }
    }
    expect(problems).toEqual([]);
    expect(snapshotWorld()).toEqual(before);
    // The hook did run its handlers: a session start in the bound repository kept session state.
    expect(fs.readdirSync(path.join(pluginData, 'sessions')).length).toBeGreaterThan(0);
    expectSafePluginData();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it.skipIf(process.env.PM_NO_PROC === '1')(
    'the spawned bundles (hook.cjs, cli.js hook): one payload per class, HOME and TMPDIR untouched',
    async () => {
      const home = tempDir('pm-home-');
      const tmp = tempDir('pm-tmpdir-');
      const { empty, notJson, truncated, deep, hugeCwd, linkedCwd, devZeroCwd, startup, escapeId, wrongTypes, nulPath, throughLink, procEnviron, stop } = named;
      // The hooks as hooks.json runs them (hook.cjs, session start's fast path first), and the CLI's `hook` command.
      const smoke: [string, string, Payload][] = [
        [HOOK_BUNDLE, 'session-start', empty],
        [HOOK_BUNDLE, 'session-start', deep],
        [HOOK_BUNDLE, 'session-start', hugeCwd],
        [HOOK_BUNDLE, 'stop', hugeCwd],
        [HOOK_BUNDLE, 'session-start', linkedCwd],
        [HOOK_BUNDLE, 'session-start', startup],
        [HOOK_BUNDLE, 'session-start', escapeId],
        [HOOK_BUNDLE, 'post-tool-use', throughLink],
        [HOOK_BUNDLE, 'post-tool-use', procEnviron],
        [HOOK_BUNDLE, 'stop', devZeroCwd],
        [HOOK_BUNDLE, 'stop', wrongTypes],
        [CLI_BUNDLE, 'pre-tool-use', notJson],
        [CLI_BUNDLE, 'session-start', truncated],
        [CLI_BUNDLE, 'post-tool-use', nulPath],
        [CLI_BUNDLE, 'stop', stop],
      ];
      const full = ([HOOK_BUNDLE, CLI_BUNDLE] as const).flatMap((bundle) =>
        (bundle === HOOK_BUNDLE ? ['session-start', 'post-tool-use', 'stop'] : EVENTS).flatMap((event) =>
          payloads.map((p) => [bundle, event, p] as [string, string, typeof p]),
        ),
      );
      const queue = INTENSITY === 'quick' ? smoke : full;
      const before = snapshotWorld();
      const homeBefore = snapshotDeep(home);
      const tmpBefore = snapshotDeep(tmp);
      const problems: string[] = [];
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const [bundle, event, p] = job;
          const r = await cliAsync(['hook', event], { input: input(p), bundle, env: { CLAUDE_PLUGIN_DATA: pluginData, HOME: home, TMPDIR: tmp } });
          check(problems, `${path.basename(bundle)} ${event} ${input(p).slice(0, 60)}`, r);
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      expect(problems).toEqual([]);
      expect(snapshotWorld()).toEqual(before);
      expect(snapshotDeep(home)).toEqual(homeBefore);
      expect(snapshotDeep(tmp)).toEqual(tmpBefore);
      expectSafePluginData();
    },
    300_000,
  ); // PM_THOROUGH: 203 hook processes, four at a time
});

/**
 * One hook run in this process (test/helpers/hook.ts), for any payload: hookInProcess takes an
 * object with a cwd; a raw input (not JSON, no cwd, a cwd that is no string) is handed to the
 * hook's runner the same way. A payload without a usable cwd makes the hook fall back to the
 * process's folder, here this worker's, which is the folder the spawned runs are given too.
 */
async function hookRun(event: string, p: string | Record<string, unknown>, opts: { root: string; env: Record<string, string> }): Promise<CliRun> {
  if (typeof p === 'object' && typeof p.cwd === 'string') return hookInProcess(event, p, opts);
  const env: NodeJS.ProcessEnv = { ...cleanEnv(), PROJECT_MEMORY_ROOT: opts.root, ...opts.env };
  let stdout = '';
  let stderr = '';
  const io = { out: (t: string) => (stdout += t.endsWith('\n') ? t : `${t}\n`), err: (t: string) => (stderr += t.endsWith('\n') ? t : `${t}\n`) };
  const bytes = Buffer.from(typeof p === 'string' ? p : JSON.stringify(p), 'utf8');
  const code = await withEnv(env, () => runHook(event, io, { stdin: { chunks: bytes.length ? [bytes] : [], size: bytes.length, done: true }, env }));
  return { code, stdout, stderr };
}

/** Payloads a hook must survive: not JSON, odd cwds, session ids and edited paths. */
function hostilePayloads(linkCwd: string) {
  const huge = 'x'.repeat(6 * 1024 * 1024);
  return {
    empty: '',
    notJson: 'not json',
    truncated: '{"cwd": ',
    array: '[]',
    null: 'null',
    string: '"string"',
    deep: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    hugeCwd: `{"session_id":"s1","cwd":"${huge}"}`,
    nulCwd: { session_id: 's1', cwd: 'a\0b' },
    upCwd: { session_id: 's1', cwd: '../../..' },
    relativeCwd: { session_id: 's1', cwd: 'relative/dir' },
    linkedCwd: { session_id: 's1', cwd: linkCwd },
    fileCwd: { session_id: 's1', cwd: path.join(w.outside, 'secret.md') },
    devZeroCwd: { session_id: 's1', cwd: '/dev/zero' },
    startup: { session_id: 's1', cwd: w.repo, source: 'startup' },
    escapeId: { session_id: '../../escape', cwd: w.repo },
    slashId: { session_id: 'a/b', cwd: w.repo },
    nulId: { session_id: 'a\0b', cwd: w.repo },
    longId: { session_id: 'x'.repeat(10_000), cwd: w.repo },
    wrongTypes: { session_id: 42, cwd: 42, tool_input: 'x', stop_hook_active: 'yes' },
    proto: `{"__proto__":{"polluted":true},"session_id":"s2","cwd":${JSON.stringify(w.repo)}}`,
    nulPath: { session_id: 's1', cwd: w.repo, tool_name: 'Edit', tool_input: { file_path: 'a\0b' } },
    upPath: { session_id: 's1', cwd: w.repo, tool_name: 'Edit', tool_input: { file_path: '../../../etc/passwd' } },
    outsidePath: { session_id: 's1', cwd: w.repo, tool_name: 'Write', tool_input: { file_path: path.join(w.root, '..', 'outside', 'secret.md') } },
    throughLink: { session_id: 's1', cwd: w.repo, tool_name: 'Write', tool_input: { file_path: path.join(linkCwd, 'secret.md') } },
    hugePath: { session_id: 's1', cwd: w.repo, tool_name: 'Edit', tool_input: { file_path: 'y'.repeat(1_000_000) } },
    objectPath: { session_id: 's1', cwd: w.repo, tool_name: 'Edit', tool_input: { file_path: { nested: true } } },
    procEnviron: { session_id: 's1', cwd: w.repo, tool_name: 'NotebookEdit', tool_input: { notebook_path: '/proc/self/environ' } },
    stop: { session_id: 's1', cwd: w.repo, stop_hook_active: false },
  };
}
