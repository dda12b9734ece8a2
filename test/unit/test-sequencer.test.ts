// The order the suite's files start in (test/setup/sequencer.ts): longest first by the committed
// table, a file the table does not know by its size.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { weigh } from '../setup/sequencer.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('the test sequencer', () => {
  it('weighs a known file by the table and an unknown one by its size at the table’s seconds per byte', () => {
    const root = tempDir();
    writeTree(root, { 'test/a.test.ts': 'x'.repeat(1000), 'test/b.test.ts': 'x'.repeat(3000), 'test/new.test.ts': 'x'.repeat(2000) });
    const files = ['a', 'b', 'new'].map((name) => path.join(root, `test/${name}.test.ts`));
    const weight = weigh(
      files,
      new Map([
        ['test/a.test.ts', 1],
        ['test/b.test.ts', 7],
      ]),
      root,
    );
    expect(files.map((file) => weight.get(file))).toEqual([1, 7, 4]); // 8 s over 4000 bytes
  });
});
