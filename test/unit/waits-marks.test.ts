/**
 * A server's call is run again after an asynchronous wait only while it has changed nothing
 * (storage/waits.ts), which it knows from `noteChange()`, called by the code that changes the
 * disk. A storage module that writes, renames, removes or runs git without it would let a call
 * that already changed a file start again and change it twice; this check finds such a module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STORAGE = path.resolve('server/src/storage');

/** Calls that change the disk (or may: git). */
const CHANGES =
  /\bfs\.(writeSync|writeFileSync|appendFileSync|renameSync|unlinkSync|rmSync|rmdirSync|mkdirSync|linkSync|symlinkSync|copyFileSync|cpSync|truncateSync|ftruncateSync)\b|\b(spawnSync|execFileSync|execSync)\(/;

/** Modules whose changes need no mark, and why. */
const EXEMPT: Record<string, string> = {
  'lock.ts': 'lock files: an abandoned attempt releases its locks as it unwinds',
  'session-state.ts': "the hooks' per-user state: never written by a server call",
  'root.ts': 'creates the root folder when it is opened, before any call',
};

describe('every storage module that changes the disk marks its changes', () => {
  it('calls noteChange() (or is exempt, with a reason)', () => {
    const unmarked: string[] = [];
    for (const name of fs.readdirSync(STORAGE).filter((n) => n.endsWith('.ts'))) {
      const text = fs.readFileSync(path.join(STORAGE, name), 'utf8');
      if (!CHANGES.test(text)) continue;
      if (name in EXEMPT) continue;
      if (!/\bnoteChange\(\)/.test(text)) unmarked.push(name);
    }
    expect(unmarked).toEqual([]);
  });

  it('exempts only modules that exist and do change the disk (no stale entries)', () => {
    for (const name of Object.keys(EXEMPT)) {
      const file = path.join(STORAGE, name);
      expect(fs.existsSync(file) && CHANGES.test(fs.readFileSync(file, 'utf8')), name).toBe(true);
    }
  });
});
