/**
 * The layer rules that `npm run check` runs (scripts/lint/layers.mjs, docs/ARCHITECTURE.md#boundaries),
 * on small trees written for each case: an upward import and an import cycle are reported, a
 * downward import is not, and an allowance that matches nothing any more is reported too.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/server.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const { default: layers } = (await import(pathToFileURL(path.join(REPO, 'scripts/lint/layers.mjs')).href)) as { default: ESLint.Plugin };

interface Allow {
  direction?: string[];
  cycle?: string[];
}

async function lint(files: Record<string, string>, allow: Allow = {}): Promise<string[]> {
  const dir = tempDir('pm-lint-');
  writeTree(dir, files);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as never },
        plugins: { layers },
        rules: {
          'layers/direction': ['error', { allow: allow.direction ?? [] }],
          'layers/no-cycle': ['error', { allow: allow.cycle ?? [] }],
        },
      },
    ],
  });
  const results = await eslint.lintFiles(['server/src/**/*.ts']);
  return results.flatMap((r) => r.messages.map((m) => `${path.relative(path.join(dir, 'server/src'), r.filePath)}:${m.line} ${m.ruleId} ${m.message}`)).sort();
}

describe('layers/direction', () => {
  it('reports an import that goes up the layers, and only that one', async () => {
    const found = await lint({
      'server/src/core/rules.ts': "import { readNote } from '../storage/notes.js';\nexport const rule = readNote;\n",
      'server/src/storage/notes.ts': "import { VERSION } from '../version.js';\nexport const readNote = () => VERSION;\n",
      'server/src/services/use.ts':
        "import { readNote } from '../storage/notes.js';\nimport { rule } from '../core/rules.js';\nexport const use = () => [readNote, rule];\n",
      'server/src/version.ts': "export const VERSION = '1';\n",
    });
    expect(found).toEqual([expect.stringMatching(/^core\/rules\.ts:1 layers\/direction core\/ may not import storage\/ \(\.\.\/storage\/notes\.js\)/)]);
  });

  it('an adapter reaches storage only through services, and no other adapter but from cli/', async () => {
    const found = await lint({
      'server/src/storage/x.ts': 'export const x = 1;\n',
      'server/src/services/s.ts': "export { x } from '../storage/x.js';\n",
      'server/src/hooks/h.ts': "import type { Args } from '../cli/args.js';\nimport { x } from '../services/s.js';\nexport const h = (a: Args) => [a, x];\n",
      'server/src/cli/args.ts': 'export type Args = string[];\n',
      'server/src/cli/main.ts': "import { h } from '../hooks/h.js';\nexport const main = () => import('../storage/x.js').then(() => h);\n",
    });
    expect(found).toEqual([
      expect.stringMatching(/^cli\/main\.ts:2 layers\/direction cli\/ may not import storage\//),
      expect.stringMatching(/^hooks\/h\.ts:1 layers\/direction hooks\/ may not import cli\//),
    ]);
  });

  it('lets an allowed import through, and reports the allowance once the import is gone', async () => {
    const tree = {
      'server/src/cli/serve.ts': "import { start } from '../bin/server.js';\nexport const serve = start;\n",
      'server/src/bin/server.ts': 'export const start = () => 1;\n',
      'server/src/cli/view.ts': 'export const view = 1;\n',
    };
    const direction = ['cli/serve.ts -> bin/server.ts', 'cli/view.ts -> bin/server.ts'];
    expect(await lint(tree, { direction })).toEqual([
      expect.stringMatching(/^cli\/view\.ts:1 layers\/direction The allowance "cli\/view\.ts -> bin\/server\.ts" is not needed any more/),
    ]);
  });
});

describe('layers/no-cycle', () => {
  it('reports each import of a cycle, type imports included, and not a chain without one', async () => {
    const found = await lint({
      'server/src/services/search.ts': "import { rank } from './ranked.js';\nexport interface Hit { n: number }\nexport const search = rank;\n",
      'server/src/services/ranked.ts': "import type { Hit } from './search.js';\nexport const rank = (h: Hit) => h.n;\n",
      'server/src/services/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'server/src/services/b.ts': 'export const b = 2;\n',
    });
    expect(found).toEqual([
      expect.stringMatching(/^services\/ranked\.ts:1 layers\/no-cycle Import cycle: services\/ranked\.ts -> services\/search\.ts -> services\/ranked\.ts/),
      expect.stringMatching(/^services\/search\.ts:1 layers\/no-cycle Import cycle: services\/search\.ts -> services\/ranked\.ts -> services\/search\.ts/),
    ]);
  });

  it('one allowed import lets its whole cycle through; the allowance is reported once the cycle is gone', async () => {
    const cyclic = {
      'server/src/storage/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'server/src/storage/b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'server/src/storage/c.ts': "import { a } from './a.js';\nexport const c = () => a;\n",
    };
    const cycle = ['storage/c.ts -> storage/a.ts'];
    expect(await lint(cyclic)).toHaveLength(3);
    expect(await lint(cyclic, { cycle })).toEqual([]);
    const fixed = { ...cyclic, 'server/src/storage/c.ts': 'export const c = () => 3;\n' };
    expect(await lint(fixed, { cycle })).toEqual([
      expect.stringMatching(/^storage\/c\.ts:1 layers\/no-cycle The allowance "storage\/c\.ts -> storage\/a\.ts" is not needed any more/),
    ]);
  });
});
