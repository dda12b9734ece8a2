import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addOrReplaceDocument,
  buildIndex,
  createIndex,
  deserializeIndex,
  documentFrequencies,
  compactPostings,
  indexedFiles,
  locateBestLine,
  query,
  rankDocuments,
  removeDocument,
  serializeIndex,
  staleEntries,
  stem,
  tokenize,
  type RankedIndex,
  type SourceDocument,
} from '../../server/src/core/ranked/index.js';

const doc = (path: string, text: string, mtimeMs = 1, size = text.length): SourceDocument => ({ path, text, mtimeMs, size });
const paths = (index: RankedIndex, q: string, limit = 10): string[] => rankDocuments(index, q, limit).map((r) => r.path);
const reader = (docs: SourceDocument[]) => (path: string) => docs.find((d) => d.path === path)?.text;

describe('tokenize', () => {
  it('lowercases runs of letters and digits and drops stop words and single characters', () => {
    expect(tokenize('The API v2 of a Server, x-Ray!')).toEqual(['api', 'v2', 'server', 'ray']);
  });

  it('keeps letters of any script', () => {
    expect(tokenize('Grüße aus Köln — Привет мир 東京')).toEqual(['grüße', 'aus', 'köln', 'привет', 'мир', '東京']);
  });

  it('folds compatibility forms so that a ligature matches plain letters', () => {
    expect(tokenize('ﬁle')).toEqual(tokenize('file'));
  });

  it('stems plurals only', () => {
    expect(['decisions', 'policies', 'caches', 'class', 'status', 'running', 'go'].map(stem)).toEqual([
      'decision',
      'policy',
      'cache',
      'class',
      'status',
      'running',
      'go',
    ]);
    expect(tokenize('Decisions')).toEqual(tokenize('decision'));
  });

  it('ignores tokens too long to be words', () => {
    expect(tokenize(`id ${'a'.repeat(41)} ok`)).toEqual(['id', 'ok']);
  });
});

describe('rankDocuments', () => {
  const filler = 'lorem ipsum dolor sit amet '.repeat(20);

  it('ranks a title match above the same word in the body', () => {
    const index = buildIndex([doc('notes/a.md', `# Something else\n\n${filler} bcrypt\n`), doc('notes/b.md', `# Bcrypt\n\n${filler}\n`)]);
    expect(paths(index, 'bcrypt')).toEqual(['notes/b.md', 'notes/a.md']);
  });

  it('ranks a file-name match above the same word in the body', () => {
    const index = buildIndex([doc('notes/a.md', `${filler} rollout\n`), doc('notes/rollout-plan.md', `${filler}\n`)]);
    expect(paths(index, 'rollout')).toEqual(['notes/rollout-plan.md', 'notes/a.md']);
  });

  it('weights headings, @mentions, #tags and [[links]] above plain body words', () => {
    for (const marked of ['## Alice', '@alice', '#alice', '[[Alice]]']) {
      const index = buildIndex([doc('a.md', `# T\n\n${filler} alice\n`), doc('b.md', `# T\n\n${filler}\n${marked}\n`)]);
      expect(paths(index, 'alice'), marked).toEqual(['b.md', 'a.md']);
    }
  });

  it('does not count words of fenced code as tags', () => {
    const index = buildIndex([doc('a.md', '# T\n\n```\n@alice\n```\n'), doc('b.md', '# T\n\n@alice\n')]);
    expect(paths(index, 'alice')).toEqual(['b.md', 'a.md']);
  });

  it('prefers documents that match more query terms and rarer terms', () => {
    const index = buildIndex([
      doc('common.md', 'deploy deploy deploy server'),
      doc('both.md', 'deploy canary'),
      doc('other.md', 'server'),
      doc('more.md', 'server'),
    ]);
    expect(paths(index, 'deploy canary')[0]).toBe('both.md');
  });

  it('returns nothing for a query of stop words, an unknown term or a limit of 0', () => {
    const index = buildIndex([doc('a.md', 'the deploy')]);
    expect(rankDocuments(index, 'the of and', 10)).toEqual([]);
    expect(rankDocuments(index, 'zebra', 10)).toEqual([]);
    expect(rankDocuments(index, 'deploy', 0)).toEqual([]);
    expect(rankDocuments(createIndex(), 'deploy', 10)).toEqual([]);
  });

  it('breaks score ties by path', () => {
    const index = buildIndex([doc('b.md', 'same words'), doc('a.md', 'same words'), doc('c.md', 'same words')]);
    expect(paths(index, 'words')).toEqual(['a.md', 'b.md', 'c.md']);
  });
});

describe('query and locateBestLine', () => {
  it('returns the 1-indexed line that matches the most query terms, with it as the snippet', () => {
    const docs = [doc('a.md', '# Title\n\ncanary here\n\n  canary deploy for the api  \nmore text\n')];
    const [hit] = query(buildIndex(docs), 'canary deploy', 5, reader(docs));
    expect(hit).toMatchObject({ path: 'a.md', line: 5, snippet: 'canary deploy for the api' });
  });

  it('finds plural and case variants on the line', () => {
    expect(locateBestLine('x\nWe rotated KEYS\nPolicies apply\n', 'policy')).toEqual({ line: 3, snippet: 'Policies apply' });
    expect(locateBestLine('x\nWe rotated KEYS\n', 'key').line).toBe(2);
  });

  it('cuts a long line around the first match', () => {
    const line = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`;
    const { snippet } = locateBestLine(`# T\n${line}\n`, 'needle');
    expect(snippet.length).toBeLessThanOrEqual(202);
    expect(snippet).toContain('needle');
    expect(snippet.startsWith('…')).toBe(true);
  });

  it('points at the first heading when only the file name matched', () => {
    const docs = [doc('knowledge/rollout.md', '---\nsource: null\n---\n# Plan\n\ntext\n')];
    const [hit] = query(buildIndex(docs), 'rollout', 5, reader(docs));
    expect(hit).toMatchObject({ line: 4, snippet: '# Plan' });
  });

  it('points at a heading as the Markdown line grammar reads it: not in a fence, indented up to 3 spaces', () => {
    const docs = [doc('knowledge/rollout.md', 'intro\n\n```sh\n# a shell comment\n```\n\n  ## Steps\n')];
    const [hit] = query(buildIndex(docs), 'rollout', 5, reader(docs));
    expect(hit).toMatchObject({ line: 7, snippet: '## Steps' });
  });

  it('skips documents that can no longer be read and still fills the limit', () => {
    const docs = [doc('a.md', 'term term'), doc('b.md', 'term'), doc('c.md', 'term')];
    const hits = query(buildIndex(docs), 'term', 2, (p) => (p === 'a.md' ? undefined : reader(docs)(p)));
    expect(hits.map((h) => h.path)).toEqual(['b.md', 'c.md']);
  });
});

describe('updates', () => {
  it('replaces the content of a path that is added again', () => {
    const index = buildIndex([doc('a.md', 'alpha')]);
    addOrReplaceDocument(index, 'a.md', 'beta', 2, 4);
    expect(paths(index, 'alpha')).toEqual([]);
    expect(paths(index, 'beta')).toEqual(['a.md']);
    expect(index.docCount).toBe(1);
  });

  it('forgets a removed document and reports whether it was there', () => {
    const index = buildIndex([doc('a.md', 'alpha'), doc('b.md', 'alpha')]);
    expect(removeDocument(index, 'a.md')).toBe(true);
    expect(removeDocument(index, 'a.md')).toBe(false);
    expect(paths(index, 'alpha')).toEqual(['b.md']);
    expect([...documentFrequencies(index)]).toEqual([['alpha', 1]]);
  });

  it('removes documents from an index loaded from disk', () => {
    const loaded = deserializeIndex(serializeIndex(buildIndex([doc('a.md', 'alpha'), doc('b.md', 'alpha beta')])))!;
    removeDocument(loaded, 'b.md');
    expect(paths(loaded, 'alpha beta')).toEqual(['a.md']);
  });
});

describe('staleEntries', () => {
  const index = buildIndex([doc('a.md', 'x', 10, 1), doc('b.md', 'y', 10, 1), doc('c.md', 'z', 10, 1)]);

  it('lists new files and files whose mtime or size changed, and indexed files that are gone', () => {
    const current = [
      { path: 'a.md', mtimeMs: 10, size: 1 },
      { path: 'b.md', mtimeMs: 11, size: 1 },
      { path: 'd.md', mtimeMs: 10, size: 1 },
      { path: 'c.md', mtimeMs: 10, size: 2 },
    ];
    expect(staleEntries(index, current)).toEqual({ changed: ['b.md', 'c.md', 'd.md'], removed: [] });
    expect(staleEntries(index, [{ path: 'b.md', mtimeMs: 10, size: 1 }])).toEqual({ changed: [], removed: ['a.md', 'c.md'] });
  });

  it('reports nothing for the files the index was built from', () => {
    expect(staleEntries(index, indexedFiles(index))).toEqual({ changed: [], removed: [] });
  });
});

describe('serializeIndex / deserializeIndex', () => {
  const docs = [doc('notes/a.md', '# Alpha\n\nbeta gamma @bob', 1.5, 20), doc('docs/b.md', 'gamma delta #perf', 2, 17)];

  it('writes the same bytes for the same files, whatever the order of indexing', () => {
    expect(serializeIndex(buildIndex(docs))).toBe(serializeIndex(buildIndex([...docs].reverse())));
  });

  it('keeps mtime and size exactly, fractions included', () => {
    expect(indexedFiles(deserializeIndex(serializeIndex(buildIndex(docs)))!)).toEqual([
      { path: 'docs/b.md', mtimeMs: 2, size: 17 },
      { path: 'notes/a.md', mtimeMs: 1.5, size: 20 },
    ]);
  });

  it('refuses what is not a complete index of this format, version and analyzer', () => {
    const good = serializeIndex(buildIndex(docs));
    const data = JSON.parse(good);
    const variants = [
      '',
      'not json',
      good.slice(0, good.length - 10),
      '[]',
      JSON.stringify({ ...data, version: 999 }),
      JSON.stringify({ ...data, analyzer: 'other' }),
      JSON.stringify({ ...data, format: 'x' }),
      JSON.stringify({ ...data, terms: data.terms.slice(1) }),
      JSON.stringify({ ...data, terms: [...data.terms].reverse() }),
      JSON.stringify({ ...data, postings: data.postings.map(() => [5, 1]) }),
      JSON.stringify({ ...data, postings: data.postings.map(() => [0, 0]) }),
      JSON.stringify({ ...data, postings: data.postings.map(() => [0, 1, 0, 1]) }),
      JSON.stringify({ ...data, postings: data.postings.map(() => [-1, 1]) }),
      JSON.stringify({ ...data, docs: [['a.md', 1, 1]] }),
      JSON.stringify({ ...data, docs: [[1, 1, 1, 1]] }),
      JSON.stringify({ ...data, docs: [data.docs[0], data.docs[0]] }),
    ];
    for (const v of variants) expect(deserializeIndex(v), v.slice(0, 80)).toBeUndefined();
  });
});

// --- laws -------------------------------------------------------------------------------------

const WORDS = ['deploy', 'canary', 'server', 'servers', 'token', 'policy', 'policies', 'alpha', 'beta', 'the', 'élan', 'x'];
const PATHS = ['a.md', 'notes/b.md', 'notes/c.md', 'docs/deploy.md', 'knowledge/token-policy.md', 'e.md'];
const QUERIES = ['deploy', 'canary server', 'policy token', 'alpha beta deploy', 'élan', 'the'];

const textArb = fc
  .array(fc.constantFrom(...WORDS, '#deploy', '@alpha', '[[Beta]]', '\n# Canary\n', '\n## Server\n', '\n```\n', '\n'), {
    maxLength: 40,
  })
  .map((parts) => parts.join(' '));
const docArb = fc.record({
  path: fc.constantFrom(...PATHS),
  text: textArb,
  mtimeMs: fc.integer({ min: 0, max: 1e6 }),
  size: fc.nat(1e5),
});
const docsArb = fc.uniqueArray(docArb, { selector: (d) => d.path, maxLength: PATHS.length });
const results = (index: RankedIndex) => QUERIES.map((q) => rankDocuments(index, q, 10));

describe('laws', () => {
  it('adding then removing a new document restores every query result exactly', () => {
    fc.assert(
      fc.property(docsArb, textArb, (docs, extra) => {
        const index = buildIndex(docs);
        const before = results(index);
        addOrReplaceDocument(index, 'new/extra.md', extra, 1, 1);
        removeDocument(index, 'new/extra.md');
        expect(results(index)).toEqual(before);
      }),
    );
  });

  it('serialisation round-trips: same results, same bytes', () => {
    fc.assert(
      fc.property(docsArb, (docs) => {
        const index = buildIndex(docs);
        const text = serializeIndex(index);
        const loaded = deserializeIndex(text);
        expect(loaded).toBeDefined();
        expect(results(loaded!)).toEqual(results(index));
        expect(serializeIndex(loaded!)).toBe(text);
      }),
    );
  });

  it('any sequence of updates, reloads and compactions equals a fresh build of the final files', () => {
    const opArb = fc.oneof(
      docArb.map((d) => ({ kind: 'put' as const, d })),
      fc.constantFrom(...PATHS).map((path) => ({ kind: 'remove' as const, path })),
      fc.constant({ kind: 'compact' as const }),
    );
    fc.assert(
      fc.property(docsArb, fc.array(opArb, { maxLength: 12 }), fc.nat(12), (initial, ops, reloadAt) => {
        let index = buildIndex(initial);
        const files = new Map(initial.map((d) => [d.path, d]));
        ops.forEach((op, i) => {
          if (i === reloadAt) index = deserializeIndex(serializeIndex(index))!;
          if (op.kind === 'put') {
            addOrReplaceDocument(index, op.d.path, op.d.text, op.d.mtimeMs, op.d.size);
            files.set(op.d.path, op.d);
          } else if (op.kind === 'compact') {
            compactPostings(index);
          } else {
            removeDocument(index, op.path);
            files.delete(op.path);
          }
        });
        const fresh = buildIndex(files.values());
        expect(results(index)).toEqual(results(fresh));
        expect(serializeIndex(index)).toBe(serializeIndex(fresh));
        expect(staleEntries(index, indexedFiles(fresh))).toEqual({ changed: [], removed: [] });
      }),
    );
  });
});
