import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryRoot } from '../../server/src/storage/root.js';
import { descriptorIsAt, isInside } from '../../server/src/storage/containment.js';
import { closeAnchoredDir, entryOf, listAnchored, openAnchoredDir, removeTreeAnchored, withAnchoredDir } from '../../server/src/storage/anchored-dir.js';
import { PROC_FD } from '../../server/src/storage/environment.js';
import { MemoryError } from '../../server/src/core/errors.js';
import { identityOf } from '../../server/src/storage/file-identity.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

function setup() {
  const base = tempDir();
  const rootDir = path.join(base, 'root');
  fs.mkdirSync(path.join(rootDir, 'projects/p/notes'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'projects/p/notes/a.md'), 'inside\n');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.md'), 'outside secret\n');
  return { base, rootDir, outside, root: MemoryRoot.open(rootDir) };
}

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof MemoryError) return e.code;
    throw e;
  }
  return 'OK';
}

describe('isInside', () => {
  it('refuses prefix siblings of the root', () => {
    for (const sibling of ['/r/root_evil', '/r/root2', '/r/root.bak', "/r/root'", '/r/root"', '/r/root ', '/r/root\t']) {
      expect(isInside('/r/root', sibling)).toBe(false);
    }
    expect(isInside('/r/root', '/r/root')).toBe(true);
    expect(isInside('/r/root', '/r/root/a/b')).toBe(true);
    expect(isInside('/r/root', '/r/root/..a')).toBe(true);
    expect(isInside('/r/root', '/r')).toBe(false);
  });
});

describe('MemoryRoot.resolve', () => {
  it('refuses traversal in every spelling', () => {
    const { root } = setup();
    for (const p of ['x/../../etc/passwd', 'x/./../..', 'projects/..', '..', `${'a/'.repeat(1000)}${'../'.repeat(1001)}etc`]) {
      expect(code(() => root.resolve(p))).toBe('PATH_OUTSIDE_ROOT');
    }
  });

  it('refuses absolute, home-relative, drive and backslash paths', () => {
    const { root } = setup();
    for (const p of ['/etc/passwd', '~/x', 'C:/x', 'a\\..\\..\\b', '\\\\server\\share']) {
      expect(code(() => root.resolve(p))).toBe('INVALID_PATH');
    }
  });

  it('refuses NUL, newline, carriage return, zero-width and bidi characters', () => {
    const { root } = setup();
    for (const p of ['a\0b.md', 'a\nb.md', 'a\rb.md', 'a\u200bb.md', 'a\u202eb.md', 'a\ufeffb.md', 'a\u2066b.md']) {
      expect(code(() => root.resolve(p))).toBe('INVALID_PATH');
    }
  });

  it('refuses over-long components and paths, and lone surrogates', () => {
    const { root } = setup();
    expect(code(() => root.resolve(`${'a'.repeat(256)}.md`))).toBe('INVALID_PATH');
    expect(code(() => root.resolve(`${'abcdefgh/'.repeat(460)}x.md`))).toBe('INVALID_PATH');
    expect(code(() => root.resolve('a\ud800.md'))).toBe('INVALID_PATH');
  });

  it('normalises NFD to NFC so one name has one spelling', () => {
    const { root } = setup();
    const nfd = 'cafe\u0301.md';
    expect(root.resolve(nfd).rel).toBe('café.md'.normalize('NFC'));
  });

  it('refuses a symlinked file pointing outside, and even one pointing inside', () => {
    const { root, rootDir, outside } = setup();
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(rootDir, 'projects/p/notes/out.md'));
    fs.symlinkSync(path.join(rootDir, 'projects/p/notes/a.md'), path.join(rootDir, 'projects/p/notes/in.md'));
    expect(code(() => root.readText('projects/p/notes/out.md'))).toBe('INVALID_PATH');
    expect(code(() => root.readText('projects/p/notes/in.md'))).toBe('INVALID_PATH');
    expect(code(() => root.writeText('projects/p/notes/out.md', 'x', { expected: null }))).toBe('INVALID_PATH');
    expect(fs.readFileSync(path.join(outside, 'secret.md'), 'utf8')).toBe('outside secret\n');
  });

  it('refuses a symlinked folder pointing outside, for existing and new files and missing parents', () => {
    const { root, rootDir, outside } = setup();
    fs.symlinkSync(outside, path.join(rootDir, 'projects/p/linked'));
    expect(code(() => root.readText('projects/p/linked/secret.md'))).toBe('INVALID_PATH');
    expect(code(() => root.writeText('projects/p/linked/new.md', 'x', { expected: null }))).toBe('INVALID_PATH');
    expect(code(() => root.writeText('projects/p/linked/deep/er/new.md', 'x', { expected: null }))).toBe('INVALID_PATH');
    expect(fs.readdirSync(outside)).toEqual(['secret.md']);
  });

  it('refuses a symlinked folder that stays inside the root too: one path names one file', () => {
    const { root, rootDir } = setup();
    const P = (p: string) => path.join(rootDir, p);
    fs.mkdirSync(P('projects/q'), { recursive: true });
    fs.writeFileSync(P('projects/q/decisions.md'), 'log\n');
    fs.mkdirSync(P('.journal'));
    for (const [link, target] of [
      ['projects/p/alias', P('projects/p/notes')],
      ['projects/p/notes/up', '..'],
      ['projects/p/notes/sib', '../../q'],
      ['projects/p/notes/journal', P('.journal')],
      ['projects/p/notes/locks', P('.locks')],
      ['projects/p/notes/c1', 'c2'],
      ['projects/p/notes/c2', '../../q'],
      ['projects/p/q-link', '../q'],
    ])
      fs.symlinkSync(target as string, P(link as string));
    const before = snapshotTree(rootDir);
    for (const p of [
      'projects/p/alias/a.md',
      'projects/p/notes/up/notes/a.md',
      'projects/p/notes/sib/decisions.md',
      'projects/p/notes/c1/decisions.md',
      'projects/p/q-link/decisions.md',
    ]) {
      expect(
        code(() => root.readText(p)),
        p,
      ).toBe('INVALID_PATH');
      expect(
        code(() => root.writeText(p, 'owned\n', { expected: null })),
        p,
      ).toBe('INVALID_PATH');
    }
    for (const p of ['projects/p/notes/journal/q.json', 'projects/p/notes/locks/x.md', 'projects/p/notes/up/new/deep.md']) {
      expect(
        code(() => root.writeText(p, '{}\n', { expected: null })),
        p,
      ).toBe('INVALID_PATH');
      expect(
        code(() => root.ensureDir(path.dirname(p))),
        p,
      ).toBe('INVALID_PATH');
    }
    expect(snapshotTree(rootDir)).toEqual(before);
  });

  it('refuses a descriptor that reaches another folder inside the root (an intermediate swapped for a link)', () => {
    const { rootDir } = setup();
    fs.mkdirSync(path.join(rootDir, '.journal'));
    fs.mkdirSync(path.join(rootDir, 'projects/p/notes/sub'));
    // The state a swap leaves between the check and the open: `notes` is now a link inside the root.
    fs.renameSync(path.join(rootDir, 'projects/p/notes'), path.join(rootDir, 'projects/p/notes-real'));
    fs.symlinkSync(path.join(rootDir, 'projects/p/notes-real'), path.join(rootDir, 'projects/p/notes'));
    expect(code(() => openAnchoredDir(rootDir, path.join(rootDir, 'projects/p/notes/sub')))).toBe('PATH_OUTSIDE_ROOT');
    expect(listAnchored(rootDir, path.join(rootDir, 'projects/p/notes'))).toEqual([]);
    const fd = fs.openSync(path.join(rootDir, 'projects/p/notes/a.md'), 'r');
    try {
      expect(descriptorIsAt(fd, path.join(rootDir, 'projects/p/notes/a.md'))).toBe(false);
      expect(descriptorIsAt(fd, path.join(rootDir, 'projects/p/notes-real/a.md'))).toBe(true);
    } finally {
      fs.closeSync(fd);
    }
  });

  it('removes a staging tree without entering a folder that is a link', () => {
    const { rootDir, outside } = setup();
    const staging = path.join(rootDir, 'projects/.staging-x-0123456789ab');
    fs.mkdirSync(path.join(staging, 'notes'), { recursive: true });
    fs.writeFileSync(path.join(staging, 'memory.md'), 'x\n');
    fs.writeFileSync(path.join(staging, 'notes/a.md'), 'x\n');
    fs.symlinkSync(outside, path.join(staging, 'knowledge'));
    removeTreeAnchored(rootDir, staging);
    expect(fs.existsSync(staging)).toBe(false);
    expect(fs.readdirSync(outside)).toEqual(['secret.md']);
  });

  it('never creates the target of a dangling symlink, one or two hops', () => {
    const { root, rootDir, outside } = setup();
    fs.symlinkSync(path.join(outside, 'new1.md'), path.join(rootDir, 'projects/p/notes/d1.md'));
    fs.symlinkSync(path.join(rootDir, 'projects/p/notes/hop.md'), path.join(rootDir, 'projects/p/notes/d2.md'));
    fs.symlinkSync(path.join(outside, 'new2.md'), path.join(rootDir, 'projects/p/notes/hop.md'));
    expect(code(() => root.writeText('projects/p/notes/d1.md', 'x', { expected: null }))).toBe('INVALID_PATH');
    expect(code(() => root.writeText('projects/p/notes/d2.md', 'x', { expected: null }))).toBe('INVALID_PATH');
    fs.symlinkSync(path.join(outside, 'newdir'), path.join(rootDir, 'projects/p/dangling-dir'));
    expect(code(() => root.writeText('projects/p/dangling-dir/x.md', 'x', { expected: null }))).toBe('INVALID_PATH');
    expect(fs.readdirSync(outside)).toEqual(['secret.md']);
  });

  it('handles chains and loops: 3 hops out, out and back in, a -> b -> a, /proc/self/root', () => {
    const { root, rootDir, outside } = setup();
    const d = path.join(rootDir, 'projects/p');
    fs.symlinkSync(path.join(d, 'h2'), path.join(d, 'h1'));
    fs.symlinkSync(path.join(d, 'h3'), path.join(d, 'h2'));
    fs.symlinkSync(outside, path.join(d, 'h3'));
    expect(code(() => root.readText('projects/p/h1/secret.md'))).toBe('INVALID_PATH');
    fs.symlinkSync(path.join(outside, 'back'), path.join(d, 'outback'));
    fs.symlinkSync(path.join(d, 'notes'), path.join(outside, 'back'));
    expect(code(() => root.readText('projects/p/outback/a.md'))).toBe('INVALID_PATH');
    fs.symlinkSync(path.join(d, 'loop-b'), path.join(d, 'loop-a'));
    fs.symlinkSync(path.join(d, 'loop-a'), path.join(d, 'loop-b'));
    expect(code(() => root.readText('projects/p/loop-a/x.md'))).toBe('INVALID_PATH');
    fs.symlinkSync('/proc/self/root', path.join(d, 'proc'));
    expect(code(() => root.readText('projects/p/proc/etc/passwd'))).toBe('INVALID_PATH');
  });

  it('canonicalises a root that is itself a symlink once, at open', () => {
    const { base, rootDir } = setup();
    const link = path.join(base, 'root-link');
    fs.symlinkSync(rootDir, link);
    const viaLink = MemoryRoot.open(link);
    expect(viaLink.dir).toBe(rootDir);
    expect(viaLink.readText('projects/p/notes/a.md')?.text).toBe('inside\n');
  });

  it('refuses hard-linked files, which realpath cannot see', () => {
    const { root, rootDir, outside } = setup();
    fs.linkSync(path.join(outside, 'secret.md'), path.join(rootDir, 'projects/p/notes/hard.md'));
    expect(code(() => root.readText('projects/p/notes/hard.md'))).toBe('INVALID_PATH');
    const hard = path.join(rootDir, 'projects/p/notes/hard.md');
    root.writeText('projects/p/notes/hard.md', 'replaced\n', { expected: { identity: identityOf(fs.lstatSync(hard, { bigint: true })) } });
    expect(fs.readFileSync(path.join(outside, 'secret.md'), 'utf8')).toBe('outside secret\n');
  });

  it('refuses FIFOs and folders as files without hanging', () => {
    const { root, rootDir } = setup();
    const fifo = path.join(rootDir, 'projects/p/notes/pipe.md');
    execFileSync('mkfifo', [fifo]);
    expect(code(() => root.readText('projects/p/notes/pipe.md'))).toBe('INVALID_PATH');
    expect(code(() => root.readText('projects/p/notes'))).toBe('INVALID_PATH');
  });

  it('reads non-UTF-8 files as a clear error', () => {
    const { root, rootDir } = setup();
    fs.writeFileSync(path.join(rootDir, 'projects/p/notes/bad.md'), Buffer.from([0x66, 0xff, 0xfe, 0x0a]));
    expect(code(() => root.readText('projects/p/notes/bad.md'))).toBe('INVALID_FORMAT');
  });
});

describe('descriptorIsAt', () => {
  it('accepts a file replaced by a rename after it was opened, but not one moved to another name', () => {
    // Regression (seen in the human-edits suite): a read racing a tool's temp-file rename got "leads
    // outside the memory root", because /proc shows the replaced file as "<path> (deleted)".
    const dir = fs.realpathSync(tempDir('pm-desc-'));
    const file = path.join(dir, 'decisions.md');
    fs.writeFileSync(file, 'old\n');
    const fd = fs.openSync(file, 'r');
    try {
      fs.writeFileSync(path.join(dir, 'tmp'), 'new\n');
      fs.renameSync(path.join(dir, 'tmp'), file);
      expect(descriptorIsAt(fd, file)).toBe(true);
    } finally {
      fs.closeSync(fd);
    }
    const fd2 = fs.openSync(file, 'r');
    try {
      fs.renameSync(file, path.join(dir, 'elsewhere.md'));
      expect(descriptorIsAt(fd2, file)).toBe(false);
    } finally {
      fs.closeSync(fd2);
    }
  });
});

describe('the descriptor check on either path (/proc, or identities with PM_NO_PROC=1)', () => {
  it('uses /proc only where it exists and the switch is off', () => {
    expect(PROC_FD).toBe(process.env.PM_NO_PROC !== '1' && fs.existsSync('/proc/self/fd'));
  });

  it('refuses a descriptor opened through a folder link that was swapped back before the check', async () => {
    const { descriptorIsAt } = await import('../../server/src/storage/containment.js');
    const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-fdcheck-')));
    try {
      const inside = path.join(base, 'root/notes');
      const outsideDir = path.join(base, 'outside');
      fs.mkdirSync(inside, { recursive: true });
      fs.mkdirSync(outsideDir);
      fs.writeFileSync(path.join(inside, 'a.md'), 'inside\n');
      fs.writeFileSync(path.join(outsideDir, 'a.md'), 'outside\n');
      const abs = path.join(inside, 'a.md');
      const fd = fs.openSync(abs, 'r');
      expect(descriptorIsAt(fd, abs)).toBe(true);
      fs.closeSync(fd);
      // The folder becomes a link to the outside, the file is opened through it, the folder comes back.
      fs.renameSync(inside, `${inside}.real`);
      fs.symlinkSync(outsideDir, inside);
      const raced = fs.openSync(abs, 'r');
      fs.unlinkSync(inside);
      fs.renameSync(`${inside}.real`, inside);
      expect(descriptorIsAt(raced, abs)).toBe(false);
      fs.closeSync(raced);
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('entries of an open folder after its path was swapped for a link', () => {
  // The swap is made by hand between the open and the use, so the race the sweep and path tests
  // loop for is hit on every run. Without /proc this is not promised (docs/GUARANTEES.md#not-promised).
  it.skipIf(!PROC_FD)('remove, create and list the opened folder through /proc, never the outside one', () => {
    const { rootDir, outside } = setup();
    const notes = path.join(rootDir, 'projects/p/notes');
    const aside = path.join(rootDir, 'projects/p/notes-aside');
    const dir = openAnchoredDir(rootDir, notes)!;
    try {
      fs.renameSync(notes, aside);
      fs.symlinkSync(outside, notes);
      fs.unlinkSync(entryOf(dir, 'a.md'));
      fs.writeFileSync(entryOf(dir, 'new.md'), 'new\n', { flag: 'wx' });
      expect(fs.readdirSync(dir.via).sort()).toEqual(['new.md']);
    } finally {
      closeAnchoredDir(dir);
    }
    expect(fs.readdirSync(outside)).toEqual(['secret.md']);
    expect(fs.readdirSync(aside)).toEqual(['new.md']);
  });

  it('refuses a callback that would use the folder after it is closed', () => {
    const { rootDir } = setup();
    expect(() => withAnchoredDir(rootDir, path.join(rootDir, 'projects/p/notes'), 'notes', async () => 1)).toThrow(/synchronously/);
  });
});

describe('a walk while another program renames the folder it lists', () => {
  it('lists the folder or nothing, and never fails, whether /proc names the descriptor or not', async () => {
    const { rootDir } = setup();
    const dir = path.join(rootDir, 'projects/p/notes');
    const moved = `${dir}-moved`;
    // A person renaming the folder back and forth (Finder, git checkout) while a walk lists it.
    // Without /proc the listing goes by path, so a rename between the open and the read was an
    // ENOENT thrown out of every walk (rebuild_indexes failed with an internal error).
    const renamer = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const [a, b] = process.argv.slice(1); process.stdout.write('ready');
         for (;;) { try { fs.renameSync(a, b); fs.renameSync(b, a); } catch {} }`,
        dir,
        moved,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((r) => renamer.stdout!.once('data', r));
    let listed = 0;
    let empty = 0;
    const failures: string[] = [];
    try {
      // Short synchronous bursts of walks (test/setup/loop-watch.ts).
      for (let burst = 0; burst < 5; burst++) {
        for (let i = 0; i < 1000; i++) {
          try {
            const names = listAnchored(rootDir, dir).map((d) => d.name);
            if (names.length === 0) empty++;
            else {
              expect(names).toEqual(['a.md']);
              listed++;
            }
          } catch (e) {
            failures.push(String(e));
          }
        }
        await new Promise((r) => setTimeout(r, 0));
      }
    } finally {
      const exited = new Promise((r) => renamer.once('exit', r));
      renamer.kill('SIGKILL');
      await exited;
    }
    expect(failures.slice(0, 3)).toEqual([]);
    expect(listed).toBeGreaterThan(0);
    expect(listed + empty).toBe(5_000);
  });
});

describe('the descriptor check while another program replaces the file', () => {
  it('takes a file opened at its path for that path, however often an editor renames a new version over it', async () => {
    const { rootDir } = setup();
    const file = path.join(rootDir, 'projects/p/notes/a.md');
    // An editor saving as editors do: a temp file, then a rename over the name, in a loop.
    // Without /proc the check compares the descriptor's identity with the name's: taken in the
    // wrong order, a save landing between the two looked like a file from elsewhere, and a
    // tool call failed as "leads outside the memory root" (test/reliability/human-edits.test.ts).
    const editor = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const f = process.argv[1]; process.stdout.write('ready');
         for (let i = 0; ; i++) { try { fs.writeFileSync(f + '.swp', 'v' + i + '\\n'); fs.renameSync(f + '.swp', f); } catch {} }`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((r) => editor.stdout!.once('data', r));
    let refused = 0;
    try {
      for (let burst = 0; burst < 5; burst++) {
        for (let i = 0; i < 1000; i++) {
          const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
          try {
            if (!descriptorIsAt(fd, file)) refused++;
          } finally {
            fs.closeSync(fd);
          }
        }
        await new Promise((r) => setTimeout(r, 0));
      }
    } finally {
      const exited = new Promise((r) => editor.once('exit', r));
      editor.kill('SIGKILL');
      await exited;
    }
    expect(refused).toBe(0);
  });
});
