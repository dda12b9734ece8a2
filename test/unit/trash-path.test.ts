import { describe, expect, it } from 'vitest';
import { MemoryError } from '../../server/src/core/errors.js';
import { parseTrashPath } from '../../server/src/services/trash.js';

function code(fn: () => unknown): string {
  try {
    fn();
    return 'OK';
  } catch (e) {
    return e instanceof MemoryError ? e.code : 'THROWN';
  }
}

describe('parseTrashPath', () => {
  it('splits the stamp from the original root-relative path', () => {
    expect(parseTrashPath('_trash/20261129T231045123Z/projects/demo/notes/x.md')).toEqual({
      stamp: '20261129T231045123Z',
      original: ['projects', 'demo', 'notes', 'x.md'],
    });
    expect(parseTrashPath('_trash/20261129T231045123Z-a1b2c3/_global/patterns.md').original).toEqual(['_global', 'patterns.md']);
  });

  it('refuses anything that is not a trash path, before the file system is consulted', () => {
    for (const p of ['projects/demo/x.md', '_trash', '_trash/20261129T231045123Z', '_trash/yesterday/projects/demo/x.md', '_TRASH/20261129T231045123Z/x.md']) {
      expect(
        code(() => parseTrashPath(p)),
        p,
      ).toBe('INVALID_PATH');
    }
    for (const p of ['_trash/20261129T231045123Z/../../etc/passwd', '/etc/passwd', '_trash/20261129T231045123Z/a\0b']) {
      expect(
        code(() => parseTrashPath(p)),
        p,
      ).not.toBe('OK');
    }
  });
});
