import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findClosestPassage } from '../../server/src/core/closest-passage.js';
import { MemoryError } from '../../server/src/core/errors.js';
import { applySearchReplace, parseSearchReplace, renderSearchReplace, type SearchReplaceBlock } from '../../server/src/core/search-replace.js';
import { caught } from '../helpers/errors.js';

const block = (search: string, replace: string) => `<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE\n`;

describe('parseSearchReplace', () => {
  it('reads one block', () => {
    expect(parseSearchReplace(block('old line', 'new line'))).toEqual([{ search: 'old line', replace: 'new line' }]);
  });

  it('reads several blocks separated by blank lines, keeping inner line breaks', () => {
    const patch = `\n${block('a\nb', 'c')}\n  \n${block('d', 'e\n\nf')}\n`;
    expect(parseSearchReplace(patch)).toEqual([
      { search: 'a\nb', replace: 'c' },
      { search: 'd', replace: 'e\n\nf' },
    ]);
  });

  it('accepts an empty REPLACE section (a deletion)', () => {
    expect(parseSearchReplace('<<<<<<< SEARCH\nremove me\n=======\n>>>>>>> REPLACE')).toEqual([{ search: 'remove me', replace: '' }]);
  });

  it('keeps an empty line at the end of a section as a trailing line break', () => {
    expect(parseSearchReplace(block('a\n', 'b\n'))).toEqual([{ search: 'a\n', replace: 'b\n' }]);
  });

  it('accepts a CRLF patch and keeps CRLF inside the sections', () => {
    const patch = '<<<<<<< SEARCH\r\nold\r\nlines\r\n=======\r\nnew\r\n>>>>>>> REPLACE\r\n';
    expect(parseSearchReplace(patch)).toEqual([{ search: 'old\r\nlines', replace: 'new' }]);
  });

  it('tolerates trailing spaces after markers, a BOM, and no final line break', () => {
    const patch = '\uFEFF<<<<<<< SEARCH  \nx\n=======\t\ny\n>>>>>>> REPLACE ';
    expect(parseSearchReplace(patch)).toEqual([{ search: 'x', replace: 'y' }]);
  });

  it('treats a ======= line inside REPLACE as text', () => {
    expect(parseSearchReplace(block('Title', 'Title\n=======\nmore'))).toEqual([{ search: 'Title', replace: 'Title\n=======\nmore' }]);
  });

  it('treats markers with other text on the line as content', () => {
    const patch = block('<<<<<<< SEARCHING', '>>>>>>> REPLACE me');
    expect(parseSearchReplace(patch)).toEqual([{ search: '<<<<<<< SEARCHING', replace: '>>>>>>> REPLACE me' }]);
  });

  it.each([
    ['', /no SEARCH\/REPLACE block/],
    ['   \n\n', /no SEARCH\/REPLACE block/],
    ['<<<<<<< SEARCH\n=======\nx\n>>>>>>> REPLACE', /SEARCH section of the block on line 1 is empty/],
    ['<<<<<<< SEARCH\n\n=======\nx\n>>>>>>> REPLACE', /is empty/],
    ['<<<<<<< SEARCH\nx\n>>>>>>> REPLACE', /starts on line 1 has no "=======" line before line 3/],
    ['<<<<<<< SEARCH\nx\n', /starts on line 1 has no "=======" line\./],
    ['<<<<<<< SEARCH\nx\n=======\ny\n', /no ">>>>>>> REPLACE" line\./],
    ['<<<<<<< SEARCH\nx\n=======\ny\n<<<<<<< SEARCH\nz\n=======\n>>>>>>> REPLACE', /no ">>>>>>> REPLACE" line before the next "<<<<<<< SEARCH" on line 5/],
    ['<<<<<<< SEARCH\nx\n<<<<<<< SEARCH\n', /no "=======" line before line 3/],
    ['Here is the patch:\n' + block('x', 'y'), /Line 1 is outside any SEARCH\/REPLACE block/],
    ['```\n' + block('x', 'y') + '```\n', /Line 1 is outside/],
    [block('x', 'y') + 'trailing words', /Line 6 is outside/],
    ['<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE', /Line 1 must read exactly "<<<<<<< SEARCH"/],
    ['<<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE', /Line 1 must read exactly/],
    ['  <<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE', /Line 1 must read exactly/],
    ['<<<<<<< search\nx\n=======\ny\n>>>>>>> REPLACE', /Line 1 must read exactly/],
    ['=======\n', /divider or REPLACE marker outside a block/],
    ['>>>>>>> REPLACE\n', /divider or REPLACE marker outside a block/],
  ])('refuses a malformed patch: %j', (patch, expected) => {
    const e = caught(() => parseSearchReplace(patch));
    expect(e.code).toBe('INVALID_FORMAT');
    expect(e.message).toMatch(expected);
    expect(e.message).not.toContain('\n');
    expect(e.hint).toContain('<<<<<<< SEARCH\nexact old text\n=======\nnew text\n>>>>>>> REPLACE');
  });
});

describe('renderSearchReplace', () => {
  const text = fc.string({ unit: 'binary', maxLength: 40 });
  const lineyText = fc
    .array(fc.oneof(text, fc.constantFrom('\n', '\r\n', '=======', '<<<<<<< SEARCH', '>>>>>>> REPLACE', '')), { maxLength: 6 })
    .map((parts) => parts.join('\n'));
  const blocks = fc.array(fc.record({ search: fc.oneof(text, lineyText), replace: fc.oneof(text, lineyText) }), { minLength: 1, maxLength: 4 });

  it('round-trips: parse(render(blocks)) gives the blocks back, or render refuses them', () => {
    let rendered = 0;
    fc.assert(
      fc.property(blocks, (bs) => {
        let patch: string;
        try {
          patch = renderSearchReplace(bs);
        } catch (e) {
          expect((e as MemoryError).code).toBe('INVALID_INPUT');
          return;
        }
        rendered++;
        expect(parseSearchReplace(patch)).toEqual(bs);
      }),
      { numRuns: 1000 },
    );
    expect(rendered).toBeGreaterThan(200);
  });

  it('refuses what the format cannot carry', () => {
    expect(caught(() => renderSearchReplace([{ search: '', replace: 'x' }])).code).toBe('INVALID_INPUT');
    expect(caught(() => renderSearchReplace([{ search: 'a\n=======\nb', replace: 'x' }])).message).toMatch(/marker line/);
    expect(caught(() => renderSearchReplace([{ search: 'a', replace: 'x\n>>>>>>> REPLACE' }])).message).toMatch(/marker line/);
    expect(caught(() => renderSearchReplace([{ search: 'a\r', replace: 'x' }])).message).toMatch(/carriage return/);
  });
});

describe('applySearchReplace', () => {
  const doc = [
    '# Project',
    '',
    '## D7 · Use bcrypt',
    '- Status: Active',
    '- Date: 2026-11-29',
    '',
    'Body text here.',
    '',
    '## D8 · Other',
    '- Status: Active',
    '',
  ].join('\n');

  it('splices the one place that matches and reports its line', () => {
    const result = applySearchReplace(doc, [{ search: 'Body text here.', replace: 'New body.' }]);
    expect(result.content).toBe(doc.replace('Body text here.', 'New body.'));
    expect(result.applied).toEqual([{ line: 7 }]);
  });

  it('applies blocks in order, each to the result of the ones before', () => {
    const result = applySearchReplace('one\ntwo\nthree', [
      { search: 'two', replace: 'TWO\nextra' },
      { search: 'TWO\nextra\nthree', replace: 'done' },
    ]);
    expect(result).toEqual({ content: 'one\ndone', applied: [{ line: 2 }, { line: 2 }] });
  });

  it('deletes with an empty REPLACE', () => {
    expect(applySearchReplace('a\nb\nc', [{ search: 'b\n', replace: '' }]).content).toBe('a\nc');
  });

  it("inserts $&, $`, $', $1 and $$ literally", () => {
    const replace = "$& $` $' $1 $$ $<name>";
    expect(applySearchReplace('before X after', [{ search: 'X', replace }]).content).toBe(`before ${replace} after`);
  });

  it('refuses an empty SEARCH given directly', () => {
    expect(caught(() => applySearchReplace('abc', [{ search: '', replace: 'x' }])).code).toBe('INVALID_FORMAT');
    expect(caught(() => applySearchReplace('abc', [])).code).toBe('INVALID_FORMAT');
  });

  it('refuses a SEARCH that matches several places, listing their lines', () => {
    const e = caught(() => applySearchReplace(doc, [{ search: '- Status: Active', replace: '- Status: Retired' }]));
    expect(e.code).toBe('AMBIGUOUS_MATCH');
    expect(e.message).toBe('SEARCH block 1 matches 2 places in the file (lines 4, 10), but it must match exactly one.');
    expect(e.hint).toMatch(/Add neighbouring lines/);
  });

  it('counts overlapping occurrences as ambiguous', () => {
    expect(caught(() => applySearchReplace('aaa', [{ search: 'aa', replace: 'b' }])).code).toBe('AMBIGUOUS_MATCH');
  });

  it('lists at most ten lines when a SEARCH matches very often', () => {
    const e = caught(() => applySearchReplace('x\n'.repeat(1000), [{ search: 'x', replace: 'y' }]));
    expect(e.message).toMatch(/^SEARCH block 1 matches more than 10 places in the file \(lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …\)/);
  });

  it('shows the closest passage and its line when nothing matches', () => {
    const e = caught(() => applySearchReplace(doc, [{ search: '- Status: Actve\n- Date: 2026-11-29', replace: 'x' }]));
    expect(e.code).toBe('NO_MATCH');
    expect(e.message).toBe('SEARCH block 1 does not occur in the file; the closest passage starts at line 4.');
    expect(e.hint).toContain('4 | - Status: Active\n5 | - Date: 2026-11-29');
    expect(e.hint).toMatch(/No block was applied/);
  });

  it('finds the closest passage for a single line with a typo', () => {
    const e = caught(() => applySearchReplace(doc, [{ search: 'Body txt here.', replace: 'x' }]));
    expect(e.message).toMatch(/closest passage starts at line 7\.$/);
  });

  it('says when the SEARCH differs only in whitespace', () => {
    const e = caught(() => applySearchReplace(doc, [{ search: '-  Status: Active\n  - Date: 2026-11-29', replace: 'x' }]));
    expect(e.hint).toMatch(/only in whitespace/);
  });

  it('says when the REPLACE text is already there', () => {
    const e = caught(() => applySearchReplace('status: done, shipped\n', [{ search: 'status: open', replace: 'status: done, shipped' }]));
    expect(e.hint).toMatch(/already contains the REPLACE text at line 1/);
  });

  it('says when an earlier block of the same patch changed the text', () => {
    const e = caught(() =>
      applySearchReplace('alpha beta gamma\n', [
        { search: 'beta', replace: 'BETA' },
        { search: 'alpha beta', replace: 'x' },
      ]),
    );
    expect(e.message).toMatch(/^SEARCH block 2 of 2 does not occur in the file \(line numbers count after block 1 is applied\)/);
    expect(e.hint).toMatch(/An earlier block of this patch changed this text/);
  });

  it('says so when no passage is similar at all', () => {
    const e = caught(() => applySearchReplace('abc\n', [{ search: 'zzzzzzzzzzzzzzzzzzzzzz', replace: 'x' }]));
    expect(e.code).toBe('NO_MATCH');
    expect(e.hint).toMatch(/No similar passage was found/);
  });

  it('is all or nothing: a failing second block throws and returns nothing', () => {
    const blocks = [
      { search: 'Body text here.', replace: 'changed' },
      { search: 'not in the file at all', replace: 'x' },
    ];
    expect(() => applySearchReplace(doc, blocks)).toThrow(MemoryError);
  });

  describe('line endings', () => {
    const crlf = 'one\r\ntwo\r\nthree\r\n';

    it('matches an LF SEARCH in a CRLF file and writes the REPLACE in CRLF', () => {
      const result = applySearchReplace(crlf, [{ search: 'one\ntwo', replace: 'uno\ndos\ntres' }]);
      expect(result.content).toBe('uno\r\ndos\r\ntres\r\nthree\r\n');
    });

    it('matches a CRLF SEARCH in an LF file and writes the REPLACE in LF', () => {
      const result = applySearchReplace('one\ntwo\nthree\n', [{ search: 'one\r\ntwo', replace: 'uno\r\ndos' }]);
      expect(result.content).toBe('uno\ndos\nthree\n');
    });

    it('converts a REPLACE with mixed endings to the file style', () => {
      expect(applySearchReplace(crlf, [{ search: 'two', replace: 'a\nb\r\nc' }]).content).toBe('one\r\na\r\nb\r\nc\r\nthree\r\n');
    });

    it('matches a file that already mixes styles only as written', () => {
      const mixed = 'one\r\ntwo\nthree';
      expect(applySearchReplace(mixed, [{ search: 'two\nthree', replace: 'x' }]).content).toBe('one\r\nx');
      expect(caught(() => applySearchReplace(mixed, [{ search: 'one\ntwo', replace: 'x' }])).code).toBe('NO_MATCH');
    });

    it('never turns a uniformly CRLF file into mixed endings', () => {
      const lfText = fc.string({ unit: fc.constantFrom('a', 'b', '\n', ' ', '$', '&'), maxLength: 30 });
      fc.assert(
        fc.property(lfText, lfText, lfText, lfText, (before, search, after, replace) => {
          fc.pre(search !== '');
          const lf = `x\n${before}${search}${after}`;
          let expected: string;
          try {
            expected = applySearchReplace(lf, [{ search, replace }]).content;
          } catch {
            return;
          }
          const toCrlf = (s: string) => s.replace(/\n/g, '\r\n');
          const result = applySearchReplace(toCrlf(lf), [{ search, replace }]).content;
          expect(result).toBe(toCrlf(expected));
          expect(result).not.toMatch(/(^|[^\r])\n/);
        }),
        { numRuns: 500 },
      );
    });
  });

  describe('properties', () => {
    const noCr = (s: string) => s.replace(/\r/g, '');
    const anyText = fc.string({ unit: 'binary', maxLength: 60 }).map(noCr);
    const dollarText = fc
      .array(fc.oneof(fc.constantFrom('$&', "$'", '$`', '$1', '$$', '$<x>', '\n'), fc.string({ maxLength: 5 })), { maxLength: 8 })
      .map((parts) => noCr(parts.join('')));

    it('splices a unique SEARCH exactly: before + replace + after', () => {
      fc.assert(
        fc.property(
          anyText,
          anyText.filter((s) => s !== ''),
          anyText,
          fc.oneof(anyText, dollarText),
          (before, search, after, replace) => {
            const content = before + search + after;
            fc.pre(content.indexOf(search) === before.length && content.indexOf(search, before.length + 1) === -1);
            const result = applySearchReplace(content, [{ search, replace }]);
            expect(result.content).toBe(before + replace + after);
            expect(result.applied).toEqual([{ line: before.split('\n').length }]);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('either applies every block or throws a MemoryError, for any input (lone surrogates included)', () => {
      const blocks = fc.array(fc.record({ search: anyText, replace: anyText }), { minLength: 1, maxLength: 3 });
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 200 }), blocks, (content, bs: SearchReplaceBlock[]) => {
          try {
            const result = applySearchReplace(content, bs);
            expect(result.applied).toHaveLength(bs.length);
          } catch (e) {
            expect(e).toBeInstanceOf(MemoryError);
            expect(['NO_MATCH', 'AMBIGUOUS_MATCH', 'INVALID_FORMAT']).toContain((e as MemoryError).code);
          }
        }),
        { numRuns: 1000 },
      );
    });

    it('applies what it parses: a SEARCH taken from the file always applies when unique', () => {
      fc.assert(
        fc.property(fc.array(fc.string({ maxLength: 12 }).map(noCr), { minLength: 1, maxLength: 12 }), fc.nat(), fc.nat(), (lines, a, b) => {
          const content = lines.join('\n');
          const from = a % lines.length;
          const to = from + (b % (lines.length - from));
          const search = lines.slice(from, to + 1).join('\n');
          fc.pre(search !== '' && content.indexOf(search) === content.lastIndexOf(search));
          const patch = renderSearchReplace([{ search, replace: 'NEW' }]);
          expect(applySearchReplace(content, parseSearchReplace(patch)).content).toContain('NEW');
        }),
      );
    });
  });

  it('handles a 1 MB file: exact match, and a near miss that needs the closest passage', () => {
    const lines = Array.from({ length: 23_000 }, (_, i) => `line ${i} of the decisions log with id ${(i * 7919) % 100_003}`);
    const content = lines.join('\n');
    expect(content.length).toBeGreaterThan(1_000_000);
    expect(applySearchReplace(content, [{ search: lines[12_345] as string, replace: 'x' }]).applied).toEqual([{ line: 12_346 }]);
    const nearMiss = `${lines[15_000]}\n${(lines[15_001] as string).replace('decisions', 'decision')}`;
    const e = caught(() => applySearchReplace(content, [{ search: nearMiss, replace: 'x' }]));
    expect(e.message).toMatch(/closest passage starts at line 15001\.$/);
    const typo = (lines[17_000] as string).replace('of the', 'of teh');
    expect(caught(() => applySearchReplace(content, [{ search: typo, replace: 'x' }])).message).toMatch(/line 17001\.$/);
  });
});

describe('findClosestPassage', () => {
  it('returns null for empty content or a blank SEARCH', () => {
    expect(findClosestPassage('', 'x')).toBeNull();
    expect(findClosestPassage('abc', '   ')).toBeNull();
  });

  it('finds a fragment inside a line', () => {
    const passage = findClosestPassage('first line\nthe quick brown fox jumps over\nlast line', 'quick brwn fox');
    expect(passage).toMatchObject({ line: 2, text: 'the quick brown fox jumps over' });
  });

  it('finds a short SEARCH in a small file with bitap', () => {
    expect(findClosestPassage('alpha\nbravo\ncharlie\n', 'chxrlie')).toMatchObject({ line: 3, text: 'charlie' });
  });

  it('prefers the block most of whose lines match', () => {
    const content = ['a1', 'b1', 'c1', '', 'a1', 'b2', 'c2', 'd2'].join('\n');
    expect(findClosestPassage(content, 'a1\nb2\nc2\nd9')).toMatchObject({ line: 5 });
  });

  it('keeps similarity between 0 and 1 and lines within the file', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 80 }), (content, search) => {
        const passage = findClosestPassage(content, search);
        if (!passage) return;
        expect(passage.similarity).toBeGreaterThanOrEqual(0);
        expect(passage.similarity).toBeLessThanOrEqual(1);
        expect(passage.line).toBeGreaterThanOrEqual(1);
        expect(passage.line).toBeLessThanOrEqual(content.split('\n').length);
        expect(content.includes(passage.text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
