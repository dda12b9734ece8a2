import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLines, frontMatterLineCount, parseAtxHeading, splitLines } from '../../server/src/core/markdown-blocks.js';
import { outline } from '../../server/src/core/outline.js';

describe('outline', () => {
  it('lists ATX headings with 1-indexed lines and levels', () => {
    const md = ['# Title', '', 'text', '## Section A', 'more', '###### Deep', '####### seven is not a heading'].join('\n');
    expect(outline(md)).toEqual([
      { line: 1, level: 1, text: 'Title' },
      { line: 4, level: 2, text: 'Section A' },
      { line: 6, level: 6, text: 'Deep' },
    ]);
  });

  it('ignores headings inside fenced code, with either fence character and info strings', () => {
    const md = [
      '# Real',
      '```bash',
      '# a shell comment',
      '```',
      '~~~~ python',
      '# another comment',
      '~~~',
      '## still inside: a ~~~ fence closes only with 4 or more',
      '~~~~~',
      '## After',
    ].join('\n');
    expect(outline(md).map((e) => e.text)).toEqual(['Real', 'After']);
  });

  it('does not close a backtick fence with tildes, nor with a shorter fence', () => {
    const md = ['````', '~~~~', '```', '# inside', '````', '# outside'].join('\n');
    expect(outline(md)).toEqual([{ line: 6, level: 1, text: 'outside' }]);
  });

  it('treats an unclosed fence as running to the end of the file', () => {
    expect(outline('# a\n```\n# b\n# c')).toEqual([{ line: 1, level: 1, text: 'a' }]);
  });

  it('accepts fences indented up to three spaces and not four', () => {
    expect(outline('   ```\n# in\n   ```\n# out').map((e) => e.text)).toEqual(['out']);
    // Four spaces make an indented code line, not a fence, so the heading after it is real.
    expect(outline('    ```\n# real').map((e) => e.text)).toEqual(['real']);
  });

  it('does not take a backtick run with a backtick in its info string as a fence', () => {
    expect(outline('``` a ` b\n# real').map((e) => e.text)).toEqual(['real']);
  });

  it('skips leading YAML front matter but keeps line numbers of the whole file', () => {
    const md = ['---', '# a YAML comment', 'title: x', '---', '# Heading'].join('\n');
    expect(outline(md)).toEqual([{ line: 5, level: 1, text: 'Heading' }]);
  });

  it('reads an unclosed leading --- as a thematic break, not front matter', () => {
    expect(outline('---\n# Heading\ntext')).toEqual([{ line: 2, level: 1, text: 'Heading' }]);
  });

  it('does not treat --- later in the file as front matter', () => {
    // Not front matter: `text` over `---` is a setext heading (CommonMark 4.3), listed as one.
    expect(outline('text\n---\n# H\n---').map((e) => e.text)).toEqual(['text', 'H']);
    expect(outline('text\n\n---\n# H\n---').map((e) => e.text)).toEqual(['H']);
  });

  it('handles CRLF files and a BOM', () => {
    const md = '\uFEFF---\r\na: 1\r\n---\r\n# One\r\n```\r\n# no\r\n```\r\n## Two\r\n';
    expect(outline(md)).toEqual([
      { line: 4, level: 1, text: 'One' },
      { line: 8, level: 2, text: 'Two' },
    ]);
  });

  it.each([
    ['# foo', 1, 'foo'],
    ['## foo ##', 2, 'foo'],
    ['# foo #####   ', 1, 'foo'],
    ['# foo#', 1, 'foo#'],
    ['#', 1, ''],
    ['### ###', 3, ''],
    ['#\tTabbed', 1, 'Tabbed'],
    ['   # three spaces', 1, 'three spaces'],
    ['#  spaced   out  ', 1, 'spaced   out'],
  ])('parses %j as level %i %j', (line, level, text) => {
    expect(parseAtxHeading(line)).toEqual({ level, text });
  });

  it.each(['#hashtag', '    # four spaces', '####### seven', ' text # not', '\\# escaped', ''])('does not take %j as a heading', (line) => {
    expect(parseAtxHeading(line)).toBeNull();
  });

  it('stays linear on a heading with a huge run of spaces', () => {
    const line = `# a${' '.repeat(200_000)}b`;
    expect(parseAtxHeading(line)?.text.length).toBe(200_002);
  });

  it('never throws and reports lines that exist and start with # (or a paragraph over a setext underline)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('# h', '```', '~~~', '---', '', '## x ##', '    # c'), fc.string()), { maxLength: 30 }), (parts) => {
        const md = parts.join('\n');
        const lines = splitLines(md);
        for (const entry of outline(md)) {
          expect(entry.line).toBeGreaterThanOrEqual(1);
          expect(entry.line).toBeLessThanOrEqual(lines.length);
          const atx = (lines[entry.line - 1] as string).trimStart().startsWith('#');
          const setext = lines.slice(entry.line).some((l) => /^ {0,3}(=+|-+)[ \t]*$/.test(l));
          expect(atx || setext).toBe(true);
          expect(entry.level).toBeGreaterThanOrEqual(1);
          expect(entry.level).toBeLessThanOrEqual(6);
          expect(entry.text).not.toMatch(/[\r\n]/);
        }
      }),
    );
  });
});

describe('markdown blocks', () => {
  it('classifies front matter, code and text lines', () => {
    const kinds = classifyLines('---\na: 1\n---\ntext\n```\ncode\n```\nmore').map((l) => l.kind);
    expect(kinds).toEqual(['frontmatter', 'frontmatter', 'frontmatter', 'text', 'code', 'code', 'code', 'text']);
  });

  it('accepts ---yaml as a front matter opener and nothing else after the dashes', () => {
    expect(frontMatterLineCount(['---yaml', 'a: 1', '---'])).toBe(3);
    expect(frontMatterLineCount(['--- ', 'a: 1', '---  '])).toBe(3);
    expect(frontMatterLineCount(['---js', 'a: 1', '---'])).toBe(0);
    expect(frontMatterLineCount(['----', 'a: 1', '---'])).toBe(0);
    expect(frontMatterLineCount([' ---', 'a: 1', '---'])).toBe(0);
    expect(frontMatterLineCount(['---'])).toBe(0);
  });

  it('splits lines like a line counter over \\n does', () => {
    expect(splitLines('a\r\nb\nc\r')).toEqual(['a', 'b', 'c']);
    expect(splitLines('')).toEqual(['']);
    expect(splitLines('a\n')).toEqual(['a', '']);
  });
});
