import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildIndex, deserializeIndex, serializeIndex, substringCandidates, type SourceDocument } from '../../server/src/core/ranked/index.js';

const doc = (path: string, text: string): SourceDocument => ({ path, text, mtimeMs: 1, size: text.length });

describe('substringCandidates', () => {
  const index = buildIndex([
    doc('a.md', 'We agreed to rotate the signing keys before the audit.'),
    doc('b.md', 'Rotate nothing; the keys stay.'),
    doc('c.md', '```ts\nconst signing = keys;\n```\n'),
    doc('d.md', 'unrelated text'),
  ]);

  it('keeps only files holding every whole word of the needle', () => {
    expect(substringCandidates(index, 'agreed to rotate the signing keys before the')).toEqual(['a.md']);
    expect(substringCandidates(index, ' ROTATE ')).toEqual(['a.md', 'b.md']);
  });

  it('ignores the words at the ends, which may be parts of longer words', () => {
    expect(substringCandidates(index, 'otate the signing ke')).toEqual(['a.md', 'c.md']);
  });

  it('finds words in fenced code too', () => {
    expect(substringCandidates(index, '```ts\nconst')).toEqual(['c.md']);
  });

  it('cannot narrow a needle without a whole indexed word', () => {
    expect(substringCandidates(index, 'signing')).toBeUndefined();
    expect(substringCandidates(index, 'to the of')).toBeUndefined();
    expect(substringCandidates(index, '')).toBeUndefined();
  });

  it('returns no file when a whole word is in no file', () => {
    expect(substringCandidates(index, 'the zebra keys')).toEqual([]);
  });

  it('narrows a search ignoring case by ASCII words only, where lowercasing and case folding agree', () => {
    const greek = buildIndex([doc('g.md', 'ΣΟΦΌΣ σοφοσ. the вода river'), doc('h.md', 'nothing')]);
    // /iu matches σ with ς and U+1C80 with в, which toLowerCase keeps apart.
    expect(new RegExp('ΣΟΦΌΣ σοφος\\.', 'iu').test('ΣΟΦΌΣ σοφοσ.')).toBe(true);
    expect(substringCandidates(greek, 'ΣΟΦΌΣ σοφος.')).toBeUndefined();
    expect(substringCandidates(greek, 'the \u1C80ода river')).toBeUndefined();
    expect(substringCandidates(greek, 'x the вода river')).toBeUndefined();
    expect(substringCandidates(greek, 'x river y')).toEqual(['g.md']);
    // Case-sensitive needles equal the file's bytes: every whole word narrows.
    expect(substringCandidates(greek, 'ΣΟΦΌΣ σοφοσ.', { caseSensitive: true })).toEqual(['g.md']);
    expect(substringCandidates(greek, 'ΣΟΦΌΣ σοφος.', { caseSensitive: true })).toEqual([]);
  });

  it('finds words that NFKC turns into capitals (ℌ -> H) on ASCII and Unicode lines alike', () => {
    const index = buildIndex([doc('u.md', 'σοφοσ ℌilbert space, here'), doc('a.md', 'Hilbert space, here')]);
    expect(substringCandidates(index, 'ΌΣ σοφοσ ℌilbert space,', { caseSensitive: true })).toEqual(['u.md']);
    expect(substringCandidates(index, 'x hilbert space,')).toEqual(['a.md', 'u.md']);
  });

  it('works on an index loaded from disk', () => {
    expect(substringCandidates(deserializeIndex(serializeIndex(index))!, 'agreed to rotate the signing keys before the')).toEqual(['a.md']);
  });

  it('never leaves out a file that contains the needle, ignoring case', () => {
    const piece = fc.constantFrom(
      'Rotate',
      'the',
      'signing',
      'keys',
      'KEY',
      'élan',
      'Straße',
      'x',
      'a1',
      'policies',
      '42',
      'İstanbul',
      'ΟΔΟΣ',
      'ﬁle',
      'e\u0301',
    );
    const separator = fc.constantFrom(' ', '\n', '. ', ', ', '#', '@', '[[', ']]', '`', '-', '_', '\n```\n', '\n# ');
    const textArb = fc.array(fc.tuple(piece, separator), { maxLength: 30 }).map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(fc.array(textArb, { minLength: 1, maxLength: 6 }), fc.nat(), fc.nat(), fc.nat(60), (texts, which, from, length) => {
        const docs = texts.map((text, i) => doc(`f${i}.md`, text));
        const source = texts[which % texts.length] as string;
        const start = source.length === 0 ? 0 : from % source.length;
        const needle = source.slice(start, start + length);
        const candidates = substringCandidates(buildIndex(docs), needle);
        if (candidates === undefined) return;
        for (const d of docs) {
          if (d.text.toLowerCase().includes(needle.toLowerCase())) expect(candidates, JSON.stringify(needle)).toContain(d.path);
        }
      }),
      { numRuns: 500 },
    );
  });
});
