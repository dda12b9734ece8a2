/**
 * What lock acquisition leaves in `.locks` when its process is killed between two calls (the
 * `<lock>.<pid>.<hex>.new` temp file written before the link(), the `.break` file of a breaker)
 * is swept, and nothing else is: a live writer's temp file, a lock file, a person's file, a link.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockNameFor, sweepLockLeftovers, withLock } from '../../server/src/storage/lock.js';
import { tempDir } from '../helpers/tmp.js';

function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

const HOUR_AGO = (Date.now() - 3_600_000) / 1000;

function plant(file: string, text: string, old = false): string {
  fs.writeFileSync(file, text);
  if (old) fs.utimesSync(file, HOUR_AGO, HOUR_AGO);
  return file;
}

describe('the sweep of lock leftovers', () => {
  it("removes a dead acquirer's .new and an old .break, keeps live ones, locks, links and other files", () => {
    const root = tempDir();
    const outside = tempDir();
    const locks = path.join(root, '.locks');
    fs.mkdirSync(locks);
    const lock = lockNameFor('notes/a.md');
    const dead = deadPid();
    const at = (name: string) => path.join(locks, name);
    const gone = [
      plant(at(`${lock}.${dead}.0a1b2c3d.new`), `${dead} ${hostname()} ${Date.now()}`),
      // A live pid (this one) whose temp file is older than any lock may be: its writer moved on.
      plant(at(`${lock}.${process.pid}.0a1b2c3e.new`), `${process.pid} ${hostname()} ${Date.now()}`, true),
      plant(at(`${lock}.${dead}.0a1b2c3f.new`), '', true),
      plant(at(`${lock}.break`), '', true),
    ];
    const kept = [
      plant(at(`${lock}.${process.pid}.1a1b2c3d.new`), `${process.pid} ${hostname()} ${Date.now()}`),
      // Another host's process cannot be asked; it is judged by age alone.
      plant(at(`${lock}.${dead}.2a1b2c3d.new`), `${dead} another-host ${Date.now()}`),
      plant(at(`${lockNameFor('b')}.break`), ''),
      plant(at(lock), `${dead} ${hostname()} ${Date.now()}`, true),
      plant(at('notes.new'), 'a person\n', true),
      plant(at(`${lock}.${dead}.3a1b2c3d.new.md`), 'a person\n', true),
    ];
    // An acquirer killed between its link() and its unlink: the .new goes, the lock file (the
    // other name of the same file) stays whole, for withLock to judge and break.
    const held = lockNameFor('held');
    plant(at(held), `${dead} ${hostname()} ${Date.now()}`);
    fs.linkSync(at(held), at(`${held}.${dead}.4a1b2c3d.new`));
    gone.push(at(`${held}.${dead}.4a1b2c3d.new`));
    kept.push(at(held));
    // A link at a leftover's name, to an outside file of that name: neither is removed.
    const outsideFile = plant(path.join(outside, `${lock}.${dead}.5a1b2c3d.new`), `${dead} ${hostname()} 0`, true);
    fs.symlinkSync(outsideFile, at(`${lock}.${dead}.5a1b2c3d.new`));
    kept.push(at(`${lock}.${dead}.5a1b2c3d.new`), outsideFile);

    expect(sweepLockLeftovers(root)).toBe(gone.length);
    for (const f of gone) expect(fs.existsSync(f), f).toBe(false);
    for (const f of kept) expect(fs.lstatSync(f, { throwIfNoEntry: false }), f).toBeDefined();
    expect(fs.readFileSync(at(held), 'utf8')).toMatch(new RegExp(`^${dead} `));
    expect(sweepLockLeftovers(root)).toBe(0);
  });

  it('never removes a file of a lock being taken and released meanwhile', () => {
    const root = tempDir();
    for (let i = 0; i < 200; i++) {
      withLock(root, 'k', () => {
        expect(sweepLockLeftovers(root)).toBe(0);
      });
    }
    expect(fs.readdirSync(path.join(root, '.locks'))).toEqual([]);
  });

  it('touches nothing through a .locks planted as a link', () => {
    const root = tempDir();
    const outside = tempDir();
    const dead = deadPid();
    const file = plant(path.join(outside, `${lockNameFor('x')}.${dead}.0a1b2c3d.new`), `${dead} ${hostname()} 0`, true);
    fs.symlinkSync(outside, path.join(root, '.locks'));
    expect(sweepLockLeftovers(root)).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
  });
});
