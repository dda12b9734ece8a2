/**
 * The history log under concurrency: appends take no lock (one O_APPEND write each), and a
 * retention pass replaces the log by rename; no append may be lost to that race.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleForChild } from '../helpers/bundle.js';
import { tempDir } from '../helpers/tmp.js';
import { applyRetention, commitAll, keepChange, readEntries, readObject } from '../../server/src/storage/history-store.js';

const CHILD = `
import { appendEntries } from '@src/storage/history-store.ts';
const [root, id, count] = process.argv.slice(2);
const old = new Date(Date.parse('2020-01-01T00:00:00Z')).toISOString();
for (let n = 0; n < Number(count); n++) {
  appendEntries(root, 'demo', [
    { t: new Date().toISOString(), path: 'c' + id + '-' + n + '.md', prev: null, sha: null, tool: 'child' },
    // An old version of one shared path: every retention pass has something to drop.
    { t: old, path: 'old.md', prev: null, sha: null, tool: 'child ' + id + ' ' + n },
  ], { PROJECT_MEMORY_HISTORY_DAYS: '1' });
}
`;

describe('history log', () => {
  it('loses no append while retention passes rewrite the log', async () => {
    const root = tempDir('pm-hist-race-');
    fs.mkdirSync(path.join(root, '.history/demo'), { recursive: true });
    const child = await bundleForChild(CHILD, 'appender');
    const COUNT = 150;
    const children = [0, 1, 2].map(
      (id) =>
        new Promise<number | null>((resolve) => {
          const p = spawn(process.execPath, [child, root, String(id), String(COUNT)], { stdio: 'ignore' });
          p.on('close', resolve);
        }),
    );
    let passes = 0;
    let done = false;
    void Promise.all(children).then(() => (done = true));
    while (!done) {
      applyRetention(root, 'demo', { maxAgeDays: 1, maxBytes: 1e9 });
      passes++;
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(await Promise.all(children)).toEqual([0, 0, 0]);
    const paths = new Set(readEntries(root, 'demo').map((e) => e.path));
    const missing: string[] = [];
    for (const id of [0, 1, 2]) for (let n = 0; n < COUNT; n++) if (!paths.has(`c${id}-${n}.md`)) missing.push(`c${id}-${n}`);
    expect(passes).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});

describe('commitAll', () => {
  it('logs every kept change of every scope, in order, and keeps every version', () => {
    const root = tempDir('pm-hist-batch-');
    const env = { PROJECT_MEMORY_ROOT: root };
    const files = ['projects/demo/a.md', 'projects/demo/b.md', '_global/c.md', 'projects/other/d.md', 'projects/demo/e.md'];
    for (const rel of files) {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), `old ${rel}\n`);
    }
    const kept = files.map((rel) => keepChange(root, rel, path.join(root, rel), rel.endsWith('e.md') ? null : Buffer.from(`new ${rel}\n`), undefined, env));
    // Not a memory file of any scope: nothing to log, and commitAll takes it as it is.
    kept.push(keepChange(root, 'README.md', path.join(root, 'README.md'), Buffer.from('x'), undefined, env));
    commitAll(kept);
    const demo = readEntries(root, 'demo');
    expect(demo.map((e) => e.path)).toEqual(['a.md', 'b.md', 'e.md']);
    expect(demo[2]!.sha).toBeNull();
    expect(readEntries(root, '_global').map((e) => e.path)).toEqual(['c.md']);
    expect(readEntries(root, 'other').map((e) => e.path)).toEqual(['d.md']);
    for (const e of demo) expect(readObject(root, 'demo', e.prev!)?.toString()).toBe(`old projects/demo/${e.path}\n`);
    expect(readObject(root, 'demo', demo[0]!.sha!)?.toString()).toBe('new projects/demo/a.md\n');
  });
});
