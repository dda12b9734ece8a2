import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleForChild } from '../helpers/bundle.js';
import { tempDir } from '../helpers/tmp.js';
import { sweepTempFiles } from '../../server/src/storage/fs-safe.js';

const COUNTER_CHILD = `
import { withLock } from '@src/storage/lock.ts';
import { writeAtomic } from '@src/storage/fs-safe.ts';
import fs from 'node:fs';
const [root, file, n] = process.argv.slice(2);
for (let i = 0; i < Number(n); i++) {
  withLock(root, 'counter', () => {
    let data = { count: 0, writers: {} };
    try { data = JSON.parse(fs.readFileSync(file, 'utf8')); } catch {}
    data.count++;
    data.writers[process.pid] = (data.writers[process.pid] ?? 0) + 1;
    writeAtomic(root, file, JSON.stringify(data));
  });
}
`;

const WRITER_CHILD = `
import { writeAtomic } from '@src/storage/fs-safe.ts';
const [root, file] = process.argv.slice(2);
const a = 'A'.repeat(256 * 1024) + '\\n';
const b = 'B'.repeat(256 * 1024) + '\\n';
process.stdout.write('ready\\n');
for (let i = 0; ; i++) writeAtomic(root, file, i % 2 ? a : b);
`;

describe('cross-process locking', () => {
  it('loses no update when 8 processes each make 100 locked read-modify-writes of one file', async () => {
    const child = await bundleForChild(COUNTER_CHILD, 'counter');
    const root = tempDir();
    const file = path.join(root, 'counter.json');
    const procs = Array.from(
      { length: 8 },
      () =>
        new Promise<number>((resolve) => {
          const p = spawn(process.execPath, [child, root, file, '100'], { stdio: 'inherit' });
          p.on('exit', (code) => resolve(code ?? 1));
        }),
    );
    expect(await Promise.all(procs)).toEqual(Array(8).fill(0));
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(data.count).toBe(800);
    expect(Object.values(data.writers)).toEqual(Array(8).fill(100));
    expect(fs.readdirSync(path.join(root, '.locks')).filter((n) => n.endsWith('.lock'))).toEqual([]);
  });

  it('breaks the lock of a holder killed with SIGKILL', async () => {
    const root = tempDir();
    const holder = await bundleForChild(
      `import { withLock } from '@src/storage/lock.ts';
       const [root] = process.argv.slice(2);
       withLock(root, 'k', () => { process.stdout.write('held\\n'); for (;;) {} });`,
      'holder',
    );
    const p = spawn(process.execPath, [holder, root], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => p.stdout!.once('data', () => resolve()));
    p.kill('SIGKILL');
    await new Promise((r) => p.on('exit', r));
    const taker = await bundleForChild(
      `import { withLock } from '@src/storage/lock.ts';
       const [root] = process.argv.slice(2);
       process.stdout.write(withLock(root, 'k', () => 'taken'));`,
      'taker',
    );
    const r = spawnSync(process.execPath, [taker, root], { encoding: 'utf8', timeout: 30_000 });
    expect(r.stdout).toBe('taken');
  });
});

describe('atomic writes under SIGKILL', () => {
  it('leaves the old or the new file, never a torn one, over 40 kills', async () => {
    const child = await bundleForChild(WRITER_CHILD, 'writer');
    const root = tempDir();
    const file = path.join(root, 'target.md');
    const sizes = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const p = spawn(process.execPath, [child, root, file], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => p.stdout!.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 40));
      p.kill('SIGKILL');
      await new Promise((r) => p.on('exit', r));
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      sizes.add(text.length);
      expect(text === 'A'.repeat(256 * 1024) + '\n' || text === 'B'.repeat(256 * 1024) + '\n').toBe(true);
    }
    expect([...sizes]).toEqual([256 * 1024 + 1]);
    // Temp files of killed writers are swept (age 0 here: no writer is alive any more).
    sweepTempFiles(root, 0);
    expect(fs.readdirSync(root).filter((n) => n.endsWith('.pm-tmp'))).toEqual([]);
  });
});

describe('sweeping temp files', () => {
  it('removes the temp file of a writer that is gone at once, and keeps a fresh one of a live writer', () => {
    const root = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    const gone = path.join(root, `.notes.md.${deadPid}.abcdef012345.pm-tmp`);
    const live = path.join(root, `.memory.md.${process.pid}.abcdef012345.pm-tmp`);
    fs.writeFileSync(gone, 'half');
    fs.writeFileSync(live, 'in progress');
    expect(sweepTempFiles(root)).toBe(1);
    expect(fs.existsSync(gone)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
  });
});
