/**
 * The Markdown line grammar (docs/FORMATS.md#markdown-lines), table by table: ATX headings, fence
 * openings and closings, the line-by-line fence tracker the writers use, and whole-file
 * classification (front matter, setext headings). Every other format reads lines through these.
 */
import { describe, expect, it } from 'vitest';
import { classifyLines, closesFence, fenceOpening, nestAtxHeadings, parseAtxHeading, type Fence } from '../../server/src/core/markdown-blocks.js';
import { fenceTracker, unclosedFence } from '../../server/src/core/text-lines.js';

describe('ATX headings', () => {
  it.each([
    ['## Notes', 2, 'Notes'],
    ['  ## Notes', 2, 'Notes'],
    ['   ## Notes', 2, 'Notes'],
    ['    ## Notes', null, ''],
    ['\t## Notes', null, ''],
    ['##Notes', null, ''],
    ['#tag', null, ''],
    ['##', 2, ''],
    ['##\tTabbed', 2, 'Tabbed'],
    ['## Notes ##', 2, 'Notes'],
    ['## C#', 2, 'C#'],
    ['## current focus:', 2, 'current focus:'],
    ['###### six', 6, 'six'],
    ['####### seven', null, ''],
  ])('%j -> level %s %j', (line, level, text) => {
    expect(parseAtxHeading(line)).toEqual(level === null ? null : { level, text });
  });
});

describe('fences', () => {
  it.each<[string, Fence | null]>([
    ['```', { char: '`', length: 3 }],
    ['   ```js', { char: '`', length: 3 }],
    ['    ```', null],
    ['\t```', null],
    ['~~~~ python', { char: '~', length: 4 }],
    ['``', null],
    ['``` a ` b', null],
    ['```a```', null],
    ['~~~ a ` b', { char: '~', length: 3 }],
  ])('%j opens %j', (line, fence) => {
    expect(fenceOpening(line)).toEqual(fence);
  });

  const backticks: Fence = { char: '`', length: 3 };
  const tildes: Fence = { char: '~', length: 4 };
  it.each<[Fence, string, boolean]>([
    [backticks, '```', true],
    [backticks, '`````', true],
    [backticks, '```  ', true],
    [backticks, '   ```', true],
    [backticks, '    ```', false],
    [backticks, '``', false],
    [backticks, '~~~', false],
    [backticks, '``` x', false],
    [tildes, '~~~', false],
    [tildes, '~~~~~', true],
  ])('%j is closed by %j: %s', (fence, line, closes) => {
    expect(closesFence(fence, line)).toBe(closes);
  });

  // The tracker the writers use and the whole-file classifier are the same rule.
  it.each([
    [
      ['```a```', '## x'],
      [false, false],
    ],
    [
      ['~~~', '```', '## x', '~~~~', '## y'],
      [true, true, true, true, false],
    ],
    [
      ['````', '```', '## x', '````', '## y'],
      [true, true, true, true, false],
    ],
    [
      ['  ```', '## x', '  ```', '## y'],
      [true, true, true, false],
    ],
    [
      ['```', '## x\r', '```\r', '## y'],
      [true, true, true, false],
    ],
  ])('tracks %j', (lines, inside) => {
    const inFence = fenceTracker();
    expect(lines.map((l) => inFence(l))).toEqual(inside);
    expect(classifyLines(lines.join('\n')).map((l) => l.kind === 'code')).toEqual(inside);
  });

  it('names the marker that closes a fence left open', () => {
    expect(unclosedFence(['text', '````js', 'code'])).toBe('````');
    expect(unclosedFence(['~~~', '~~~~'])).toBeNull();
    expect(unclosedFence(['```a```'])).toBeNull();
  });
});

describe('classifyLines', () => {
  const summary = (md: string) =>
    classifyLines(md).map(
      (l) =>
        `${l.kind}${l.fence ? `:${l.fence}` : ''}${l.heading ? ` h${l.heading.level}${l.heading.setext ? 's' : ''} ${l.heading.text}` : ''}${l.headingPart ? ' part' : ''}`,
    );

  it.each([
    ['front matter, then a title', '---\n# yaml comment\n---\n# Title', ['frontmatter', 'frontmatter', 'frontmatter', 'text h1 Title']],
    ['an unclosed --- is no front matter', '---\n## Notes', ['text', 'text h2 Notes']],
    ['a setext heading over two lines', 'Current\nfocus\n---\ntext', ['text h2s Current focus', 'text part', 'text part', 'text']],
    ['=== makes level 1', 'Title\n===', ['text h1s Title', 'text part']],
    ['--- after a blank line is a rule', 'text\n\n---', ['text', 'text', 'text']],
    ['--- under a list item is a rule', '- item\n---', ['text', 'text']],
    ['--- under a heading is a rule', '## A\n---', ['text h2 A', 'text']],
    ['headings and fences', '## A\n```\n## B\n```\n## C', ['text h2 A', 'code:open', 'code', 'code:close', 'text h2 C']],
    ['an unclosed fence runs to the end', '```\n## B\n', ['code:open', 'code', 'code']],
    ['CRLF and a BOM', '\uFEFF## A\r\n  ## B\r\n', ['text h2 A', 'text h2 B', 'text']],
  ])('%s', (_name, md, expected) => {
    expect(summary(md)).toEqual(expected);
  });
});

describe('nestAtxHeadings', () => {
  it('moves level 1-2 headings down, keeps indentation, leaves fences and deeper headings', () => {
    const text = ['# A', '  ## B', '### C', '```', '## in code', '```', '#tag', '    ## code'].join('\n');
    expect(nestAtxHeadings(text, 2, 2).split('\n')).toEqual(['### A', '  #### B', '### C', '```', '## in code', '```', '#tag', '    ## code']);
  });
});
