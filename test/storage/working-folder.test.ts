/**
 * An entry of an open anchored folder names exactly that folder, whatever its path has become
 * since it was opened: through /proc/self/fd on Linux, through the working folder without /proc
 * (`npm run test:portable` runs this file with PM_NO_PROC=1; storage/working-folder.ts). The swap
 * is made by hand between the open and the use, so the race the sweep test loops for is hit on
 * every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeAnchoredDir, entryOf, openAnchoredDir, withAnchoredDir } from '../../server/src/storage/anchored-dir.js';
import { PROC_FD } from '../../server/src/storage/environment.js';
import { tempDir } from '../helpers/tmp.js';

function setup() {
  const base = tempDir('pm-wf-');
  const root = path.join(base, 'root');
  const notes = path.join(root, 'projects/p/notes');
  fs.mkdirSync(notes, { recursive: true });
  fs.writeFileSync(path.join(notes, 'mine.md'), 'inside\n');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'mine.md'), 'outside\n');
  const aside = path.join(root, 'projects/p/notes-aside');
  /** The folder moved aside and its path made a link to the outside folder. */
  const swap = (): void => {
    fs.renameSync(notes, aside);
    fs.symlinkSync(outside, notes);
  };
  return { root, notes, outside, aside, swap };
}

describe(`entries of an open folder after its path was swapped for a link (${PROC_FD ? '/proc' : 'no /proc'})`, () => {
  it('remove, create and list the opened folder, never the outside one', () => {
    const { root, notes, outside, aside, swap } = setup();
    const cwd = process.cwd();
    const dir = openAnchoredDir(root, notes)!;
    try {
      swap();
      fs.unlinkSync(entryOf(dir, 'mine.md'));
      fs.writeFileSync(entryOf(dir, 'new.md'), 'new\n', { flag: 'wx' });
      expect(fs.readdirSync(dir.via).sort()).toEqual(['new.md']);
    } finally {
      closeAnchoredDir(dir);
    }
    expect(fs.readFileSync(path.join(outside, 'mine.md'), 'utf8')).toBe('outside\n');
    expect(fs.readdirSync(outside)).toEqual(['mine.md']);
    expect(fs.readdirSync(aside)).toEqual(['new.md']);
    expect(process.cwd()).toBe(cwd);
  });

  it('an outer folder swapped while an inner one was open is not re-entered through the link', () => {
    const { root, notes, outside, swap } = setup();
    const cwd = process.cwd();
    const outer = openAnchoredDir(root, notes)!;
    try {
      const inner = openAnchoredDir(root, path.join(root, 'projects'))!;
      swap();
      closeAnchoredDir(inner);
      // Through /proc the entry still names the opened folder; without it, the folder cannot be
      // entered again and the removal fails: either way the outside file stays.
      try {
        fs.unlinkSync(entryOf(outer, 'mine.md'));
      } catch (e) {
        expect(PROC_FD).toBe(false);
        expect((e as NodeJS.ErrnoException).code).toBe('ENOENT');
      }
    } finally {
      closeAnchoredDir(outer);
    }
    expect(fs.readFileSync(path.join(outside, 'mine.md'), 'utf8')).toBe('outside\n');
    expect(process.cwd()).toBe(cwd);
  });

  it('folders closed out of order leave the process where it started', () => {
    const { root, notes } = setup();
    const cwd = process.cwd();
    const a = openAnchoredDir(root, notes)!;
    const b = openAnchoredDir(root, path.join(root, 'projects'))!;
    closeAnchoredDir(a);
    expect(fs.readdirSync(b.via)).toEqual(['p']);
    closeAnchoredDir(b);
    expect(process.cwd()).toBe(cwd);
  });

  it('refuses a callback that would use the folder after it is closed', async () => {
    const { root, notes } = setup();
    const cwd = process.cwd();
    expect(() => withAnchoredDir(root, notes, 'notes', async () => 1)).toThrow(/synchronously/);
    expect(process.cwd()).toBe(cwd);
  });
});
