/**
 * Each refusal of checkSharedFolder (storage/shared-repo.ts) through the real entry points: a
 * session starting in a clone whose `.project-memory/` is untrusted (attach at start-up), a root's
 * pointer to such a folder (mounted at every start), and `share` into a repository whose folder
 * is one. Every refused folder also holds a well-formed memory with a marker, so a refusal that
 * does not happen shows the marker; each refusal is one sentence that names what was refused,
 * said by the session's context and by doctor, and no file changes. The runs are in this process
 * (test/helpers/cli.ts, test/helpers/hook.ts); team-share-attacks.test.ts tries what a planted
 * folder could make a session show or write outside.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callCli, type CliRun } from '../helpers/cli.js';
import { initRepo } from '../helpers/git.js';
import { hookInProcess } from '../helpers/hook.js';
import { INTENSITY } from '../helpers/intensity.js';
import { snapshotTree, tempDir, writeTree } from '../helpers/tmp.js';

const MARKER = 'TEAM-MARKER-8c2';
const META = (slug: string) =>
  `id: 00000000-0000-4000-8000-000000000002\nslug: ${slug}\nname: Team\ntype: internal\nstatus: active\ncompany: ''\nowner: ''\nteam: []\ntags: []\ncreated: 2026-01-01\nupdated: 2026-01-01\naliases: []\npaths: []\n`;
const MEMORY = { '_meta.yaml': META('team'), '_status.md': `# Status\n\n${MARKER}\n` };

function world() {
  const base = tempDir('pm-share-refuse-');
  const root = path.join(base, 'memory');
  const outside = path.join(base, 'outside');
  writeTree(outside, { ...MEMORY, 'secret.md': `${MARKER}\n` });
  const repo = initRepo(path.join(base, 'repo'));
  return { base, root, outside, repo, shared: path.join(repo, '.project-memory') };
}
type World = ReturnType<typeof world>;

/**
 * Every file of the test's folders but git's own and, unless `withRoot`, the memory root's (a
 * session start makes a new root's scaffold, indexes and state); the pointers are checked apart.
 */
function files(w: World, withRoot = false): Record<string, string> {
  const all = snapshotTree(w.base);
  for (const k of Object.keys(all)) if ((!withRoot && k.startsWith(`memory${path.sep}`)) || k.includes(`.git${path.sep}`)) delete all[k];
  return all;
}

/** A session starting in `cwd`, then doctor and a read there: what the user is shown. */
async function startIn(w: World, cwd: string): Promise<{ context: string; doctor: CliRun; read: string }> {
  const hook = await hookInProcess('session-start', { session_id: 's1', cwd, hook_event_name: 'SessionStart', source: 'startup' }, { root: w.root });
  expect(hook.code).toBe(0);
  const doctor = await callCli(['doctor'], { cwd, root: w.root });
  doctor.stdout = doctor.stdout.replace(/\s+/g, ' '); // a finding is wrapped at the terminal's width
  const read = await callCli(['read', '_status.md', '--project', 'team'], { cwd, root: w.root });
  return { context: hook.stdout, doctor, read: read.stdout + read.stderr };
}

/** The refusal, said once in the context and once by doctor (which then fails), and the marker nowhere. */
function expectRefused(shown: Awaited<ReturnType<typeof startIn>>, sentence: string): void {
  expect(sentence).toMatch(/^The shared memory folder \S+ [^;]+; it was not used\.$/);
  expect(shown.context).toContain(sentence);
  expect(shown.doctor.code).toBe(1);
  expect(shown.doctor.stdout).toContain(sentence);
  for (const text of [shown.context, shown.doctor.stdout, shown.read]) expect(text).not.toContain(MARKER);
}

describe('a shared folder at the top of the repository a session starts in', () => {
  it('(control) a well-formed one is used and nothing is reported', async () => {
    const w = world();
    writeTree(w.shared, MEMORY);
    const shown = await startIn(w, w.repo);
    expect(shown.context).toContain(MARKER);
    expect(shown.read).toContain(MARKER);
    expect(shown.doctor.stdout).not.toContain('it was not used');
  });

  const cases: [string, (w: World) => string][] = [
    [
      'a symbolic link to a valid memory folder',
      (w) => {
        fs.symlinkSync(w.outside, w.shared);
        return `The shared memory folder ${w.shared} is a symbolic link; it was not used.`;
      },
    ],
    [
      'a file, not a folder',
      (w) => {
        fs.writeFileSync(w.shared, META('team'));
        return `The shared memory folder ${w.shared} is not a folder; it was not used.`;
      },
    ],
    [
      'holding a link to a file outside',
      (w) => {
        writeTree(w.shared, MEMORY);
        fs.mkdirSync(path.join(w.shared, 'notes'));
        fs.symlinkSync(path.join(w.outside, 'secret.md'), path.join(w.shared, 'notes', 'leak.md'));
        return `The shared memory folder ${w.shared} contains the symbolic link ${path.join('notes', 'leak.md')}; it was not used.`;
      },
    ],
    [
      'holding a link to a folder outside',
      (w) => {
        writeTree(w.shared, MEMORY);
        fs.symlinkSync(w.outside, path.join(w.shared, 'knowledge'));
        return `The shared memory folder ${w.shared} contains the symbolic link knowledge; it was not used.`;
      },
    ],
    [
      'holding a file hard-linked to one outside',
      (w) => {
        writeTree(w.shared, MEMORY);
        fs.mkdirSync(path.join(w.shared, 'notes'));
        fs.linkSync(path.join(w.outside, 'secret.md'), path.join(w.shared, 'notes', 'leak.md'));
        return `The shared memory folder ${w.shared} contains the hard-linked file ${path.join('notes', 'leak.md')}; it was not used.`;
      },
    ],
    [
      'holding a named pipe',
      (w) => {
        writeTree(w.shared, MEMORY);
        execFileSync('mkfifo', [path.join(w.shared, 'pipe')]);
        return `The shared memory folder ${w.shared} contains pipe, which is not a regular file; it was not used.`;
      },
    ],
  ];
  // 20,001 files take ~3.5 s to write on the shared 2-core machine: checked by PM_THOROUGH=1 (CI).
  if (INTENSITY !== 'quick')
    cases.push([
      'holding more than 20000 entries',
      (w) => {
        writeTree(w.shared, MEMORY);
        const notes = path.join(w.shared, 'notes');
        fs.mkdirSync(notes);
        for (let i = 0; i < 20_000; i++) fs.writeFileSync(path.join(notes, `n${i}.md`), '');
        return `The shared memory folder ${w.shared} holds more than 20000 entries; it was not used.`;
      },
    ]);
  for (const [what, plant] of cases) {
    it(`refuses one that is ${what}, changing no file`, async () => {
      const w = world();
      const sentence = plant(w);
      const before = files(w);
      expectRefused(await startIn(w, w.repo), sentence);
      expect(files(w)).toEqual(before);
      expect(fs.existsSync(path.join(w.root, 'projects', 'team', '.shared'))).toBe(false);
    });
  }
});

describe("a root's pointer to a shared folder", () => {
  /** A root whose project `team` points at `dir` (a root kept in git by `sync` comes from a remote). */
  function pointTo(w: World, dir: string): void {
    writeTree(path.join(w.root, 'projects', 'team'), { '.shared': JSON.stringify({ dir, paths: [] }) });
  }

  it('(control) is used from anywhere when the folder is well-formed', async () => {
    const w = world();
    writeTree(w.shared, MEMORY);
    pointTo(w, w.shared);
    const shown = await startIn(w, w.base);
    expect(shown.read).toContain(MARKER);
    expect(shown.doctor.stdout).not.toContain('it was not used');
  });

  it('refuses a folder reached through a symbolic link on its path', async () => {
    const w = world();
    writeTree(w.shared, MEMORY);
    const link = path.join(w.base, 'link');
    fs.symlinkSync(w.repo, link);
    const dir = path.join(link, '.project-memory');
    pointTo(w, dir);
    const before = files(w);
    const shown = await startIn(w, w.base);
    expect(shown.read).not.toContain(MARKER);
    expect(shown.doctor.code).toBe(1);
    expect(shown.doctor.stdout).toContain(`projects/team/.shared: The shared memory folder ${dir} is reached through a symbolic link; it was not used.`);
    expect(files(w)).toEqual(before);
    expect(fs.readFileSync(path.join(w.root, 'projects', 'team', '.shared'), 'utf8')).toBe(JSON.stringify({ dir, paths: [] }));
  });

  it('refuses a folder that is not at the top of a git work tree', async () => {
    const w = world();
    const dir = path.join(w.base, 'plain', '.project-memory');
    writeTree(dir, MEMORY);
    pointTo(w, dir);
    const before = files(w);
    const shown = await startIn(w, w.base);
    expect(shown.read).not.toContain(MARKER);
    expect(shown.doctor.code).toBe(1);
    expect(shown.doctor.stdout).toContain(`projects/team/.shared: The shared memory folder ${dir} is not at the top of a git work tree; it was not used.`);
    expect(files(w)).toEqual(before);
    expect(fs.readFileSync(path.join(w.root, 'projects', 'team', '.shared'), 'utf8')).toBe(JSON.stringify({ dir, paths: [] }));
  });
});

describe('a shared folder and the memory root', () => {
  it("refuses a root's pointer to a shared folder inside the root", async () => {
    const w = world();
    const inner = initRepo(path.join(w.root, 'code', 'app'));
    const dir = path.join(inner, '.project-memory');
    writeTree(dir, MEMORY);
    writeTree(path.join(w.root, 'projects', 'team'), { '.shared': JSON.stringify({ dir, paths: [] }) });
    const before = files(w);
    const shown = await startIn(w, w.base);
    expect(shown.read).not.toContain(MARKER);
    expect(shown.doctor.code).toBe(1);
    expect(shown.doctor.stdout).toContain(`projects/team/.shared: The shared memory folder ${dir} is inside the memory root ${w.root}; it was not used.`);
    expect(files(w)).toEqual(before);
  });

  it('share refuses a repository inside the memory root, writing nothing', async () => {
    const w = world();
    expect((await callCli(['new', 'team'], { cwd: w.base, root: w.root })).code).toBe(0);
    const inner = initRepo(path.join(w.root, 'code', 'app'));
    const before = files(w, true);
    const r = await callCli(['share', 'team'], { cwd: inner, root: w.root });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`The shared memory folder ${path.join(inner, '.project-memory')} is inside the memory root ${w.root}; it was not used.`);
    expect(files(w, true)).toEqual(before);
  });
});

describe('share into a repository whose shared folder is untrusted', () => {
  /**
   * The folder `share` would write, made by sharing a copy of the root into another repository:
   * share uses a folder that is already there with the same files, so only the refusal stops it.
   */
  async function sameFolder(w: World): Promise<string> {
    expect((await callCli(['new', 'team'], { cwd: w.base, root: w.root })).code).toBe(0);
    const copy = path.join(w.base, 'memory-copy');
    fs.cpSync(w.root, copy, { recursive: true });
    const other = initRepo(path.join(w.base, 'other'));
    const r = await callCli(['share', 'team'], { cwd: other, root: copy });
    expect(r.code, r.stderr).toBe(0);
    return path.join(other, '.project-memory');
  }

  it('(control) shares into a repository holding that same folder', async () => {
    const w = world();
    fs.cpSync(await sameFolder(w), w.shared, { recursive: true });
    const r = await callCli(['share', 'team'], { cwd: w.repo, root: w.root });
    expect(r.code, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(w.root, 'projects', 'team', '.shared'))).toBe(true);
  });

  const cases: [string, (w: World, made: string) => string][] = [
    [
      'a symbolic link to that folder',
      (w, made) => {
        fs.symlinkSync(made, w.shared);
        return `The shared memory folder ${w.shared} is a symbolic link; it was not used.`;
      },
    ],
    [
      'that folder with a file hard-linked to one outside',
      (w, made) => {
        fs.cpSync(made, w.shared, { recursive: true });
        fs.rmSync(path.join(w.shared, '_status.md'));
        fs.linkSync(path.join(made, '_status.md'), path.join(w.shared, '_status.md'));
        return `The shared memory folder ${w.shared} contains the hard-linked file _status.md; it was not used.`;
      },
    ],
  ];
  for (const [what, plant] of cases) {
    it(`refuses ${what}, changing no file`, async () => {
      const w = world();
      const sentence = plant(w, await sameFolder(w));
      const before = files(w, true);
      const r = await callCli(['share', 'team'], { cwd: w.repo, root: w.root });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(sentence);
      expect(files(w, true)).toEqual(before);
    });
  }
});
