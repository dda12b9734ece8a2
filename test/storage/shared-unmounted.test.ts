/**
 * The storage rule under every service (storage/root.ts resolveForChange): a path of a shared
 * project whose folder is not mounted in this process (its checkout missing or refused) is never
 * changed, whichever way the change comes (a write, a folder, a version kept before a delete or a
 * /dream apply), while a personal project and a mounted shared one are written as usual.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryRoot } from '../../server/src/storage/root.js';
import { pointerPath, renderPointer } from '../../server/src/storage/shared-repo.js';
import { tempDir } from '../helpers/tmp.js';

function setup() {
  const base = tempDir('pm-unmounted-');
  const root = MemoryRoot.open(path.join(base, 'root'));
  const checkout = path.join(base, 'clone', '.project-memory');
  fs.mkdirSync(path.join(root.dir, 'projects', 'team'), { recursive: true });
  fs.writeFileSync(pointerPath(root.dir, 'team'), renderPointer({ dir: checkout, paths: [] }));
  fs.mkdirSync(path.join(root.dir, 'projects', 'mine'), { recursive: true });
  return { base, root, checkout };
}

describe('a shared project that is not mounted', () => {
  it('refuses every kind of change under its folder with one sentence, and changes nothing', () => {
    const { root, checkout } = setup();
    const attempts: [string, () => unknown][] = [
      ['writeText', () => root.writeText('projects/team/memory.md', 'x\n', { expected: null })],
      ['ensureDir', () => root.ensureDir('projects/team/sessions')],
      ['keepVersion', () => root.keepVersion('projects/team/decisions.md', null)],
    ];
    for (const [what, attempt] of attempts) {
      let message = '';
      try {
        attempt();
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message, what).toBe(
        `Project team is shared in ${checkout}, which is missing (the clone was moved, renamed, unmounted or deleted), so nothing was written.`,
      );
    }
    expect(fs.readdirSync(path.join(root.dir, 'projects', 'team'))).toEqual(['.shared']);
  });

  it('(control) writes a personal project, and the shared one once its folder is mounted', () => {
    const { root, checkout } = setup();
    root.writeText('projects/mine/memory.md', 'mine\n', { expected: null });
    expect(fs.readFileSync(path.join(root.dir, 'projects/mine/memory.md'), 'utf8')).toBe('mine\n');
    fs.mkdirSync(checkout, { recursive: true });
    root.mount('team', fs.realpathSync(checkout));
    try {
      root.writeText('projects/team/memory.md', 'team\n', { expected: null });
    } finally {
      root.unmount('team');
    }
    expect(fs.readFileSync(path.join(checkout, 'memory.md'), 'utf8')).toBe('team\n');
  });
});
