/**
 * A server keeps answering while one of its calls waits for a lock another process holds
 * (docs/GUARANTEES.md#responsive, storage/waits.ts). The holder is a real process that makes the
 * lock file as the server's own locks do (its pid and host inside), so the server judges it alive
 * and waits; the server runs in this process, so a wait that blocked its event loop would block
 * the test too.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileLockKey, lockNameFor } from '../../server/src/storage/lock.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

/** Makes the lock file, says "held", removes it on any input (or after `ms`), says "released". */
const HOLDER = `
const fs = require('node:fs');
const os = require('node:os');
const [file, ms] = process.argv.slice(1);
fs.writeFileSync(file, process.pid + ' ' + os.hostname() + ' ' + Date.now(), { flag: 'wx' });
process.stdout.write('held\\n');
const release = () => { fs.rmSync(file, { force: true }); process.stdout.write('released\\n'); process.exit(0); };
process.stdin.once('data', release);
if (Number(ms) > 0) setTimeout(release, Number(ms));
`;

interface Holder {
  child: ChildProcessWithoutNullStreams;
  released: Promise<void>;
  release(): Promise<void>;
}

const running: Holder[] = [];
afterEach(() => {
  for (const h of running.splice(0)) h.child.kill();
});

async function holdLock(root: string, key: string, releaseAfterMs = 0): Promise<Holder> {
  const file = path.join(root, '.locks', lockNameFor(key));
  const child = spawn(process.execPath, ['-e', HOLDER, file, String(releaseAfterMs)]);
  let out = '';
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => (out.includes(word) ? resolve() : undefined);
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        look();
      });
      child.once('exit', () => (out.includes(word) ? resolve() : reject(new Error(`the lock holder exited without saying ${word}`))));
      look();
    });
  await said('held');
  const holder: Holder = {
    child,
    released: said('released'),
    release: async () => {
      child.stdin.write('go\n');
      await holder.released;
    },
  };
  running.push(holder);
  return holder;
}

async function project(): Promise<{ root: string; s: RunningServer }> {
  const base = tempDir('pm-lockwait-');
  const root = path.join(base, 'memory');
  const s = await startServer({ root, cwd: base });
  await s.ok('create_project', { slug: 'demo', name: 'Demo' });
  await s.ok('append_to_file', { project: 'demo', path: 'updates/2026-02-01.md', content: '- first\n' });
  return { root, s };
}

const UPDATE = 'projects/demo/updates/2026-02-01.md';

describe('a call waiting for a lock another process holds', () => {
  it('leaves the server answering other calls, then completes once, when the lock is released', async () => {
    const { root, s } = await project();
    try {
      const holder = await holdLock(root, fileLockKey(UPDATE));
      const order: string[] = [];
      const append = s.call('append_to_file', { project: 'demo', path: 'updates/2026-02-01.md', content: '- second\n' }).then((r) => {
        order.push('append');
        return r;
      });
      // Calls that need no held lock are answered while the append waits, however long it waits.
      for (let i = 0; i < 5; i++) {
        const read = await s.call('read_file', { project: 'demo', path: 'updates/2026-02-01.md' });
        expect(read.isError).toBe(false);
        expect(read.text).toContain('- first');
        expect(read.text).not.toContain('- second');
        const listed = await s.call('list_projects', {});
        expect(listed.text).toContain('demo');
        order.push('answered');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(order).toEqual(Array(5).fill('answered'));
      await holder.release();
      const appended = await append;
      expect(appended.isError, appended.text).toBe(false);
      expect(order.at(-1)).toBe('append');
      // Started again after each wait, the append still landed exactly once.
      expect(fs.readFileSync(path.join(root, UPDATE), 'utf8').match(/- second/g)).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('still completes, once, when the lock it waits for comes after its own write (a derived index)', async () => {
    // The append writes its file, then finds the folder manifest's lock held: started again it
    // would append twice, so it waits where it stands (storage/waits.ts) until the holder lets go.
    const { root, s } = await project();
    try {
      const holder = await holdLock(root, 'manifest:projects/demo/updates', 1_000);
      const appended = await s.call('append_to_file', { project: 'demo', path: 'updates/2026-02-01.md', content: '- third\n' });
      await holder.released;
      expect(appended.isError, appended.text).toBe(false);
      expect(fs.readFileSync(path.join(root, UPDATE), 'utf8').match(/- third/g)).toHaveLength(1);
      expect(fs.readFileSync(path.join(root, 'projects/demo/updates/_index.yaml'), 'utf8')).toContain('2026-02-01');
    } finally {
      await s.close();
    }
  });
});
