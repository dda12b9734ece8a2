import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractRefs, maskCodeSpans } from '../../server/src/core/refs.js';

const refsOf = (md: string) => extractRefs(md).refs;
const tagsOf = (md: string) => extractRefs(md).tags;
const linksOf = (md: string) => extractRefs(md).links;

describe('extractRefs: @refs', () => {
  it('reads the example of seed 000', () => {
    expect(extractRefs('Call @john-doe at @acme-corp about #integration and [[API Design]].')).toEqual({
      refs: ['acme-corp', 'john-doe'],
      tags: ['integration'],
      links: ['API Design'],
    });
  });

  it.each([
    ['@john-doe', ['john-doe']],
    ['(@john-doe)', ['john-doe']],
    ['Thanks @john-doe.', ['john-doe']],
    ['@john-doe, @jane: hi', ['jane', 'john-doe']],
    ['**@bold-name**', ['bold-name']],
    ['cc:@jane', ['jane']],
    ['- owner @a1 and @2b', ['2b', 'a1']],
    ['trailing hyphen @john-', ['john']],
  ])('finds refs in %j', (md, expected) => {
    expect(refsOf(md)).toEqual(expected);
  });

  it.each([
    'john@example.com',
    'john.doe+tag@example.com',
    'mail <john@example.com>',
    'a bare domain @example.com',
    'ssh://git@github.com/x.git',
    'https://medium.com/@john-doe/post',
    'npm i @secretlint/core',
    '@modelcontextprotocol/sdk',
    '@JohnDoe',
    '@john_doe',
    '@john.doe',
    '@john--doe',
    'x@john-doe',
    '_@john',
    '@@john',
    '@john@host',
    `@${'a'.repeat(65)}`,
    '@',
    '@-john',
  ])('finds no ref in %j', (md) => {
    expect(refsOf(md)).toEqual([]);
  });
});

describe('extractRefs: #tags', () => {
  it.each([
    ['#integration', ['integration']],
    ['tags: #ops-2025 #a_b', ['a_b', 'ops-2025']],
    ['#tag at line start is a tag, not a heading', ['tag']],
    ['## Heading about #auth', ['auth']],
    ['#café and #日本語 and #Ünïcode', ['café', 'Ünïcode', '日本語']],
    ['(#paren) "#quoted" *#em*', ['em', 'paren', 'quoted']],
    ['#ops- with a trailing hyphen', ['ops']],
    ['#v2', ['v2']],
    ['#2025-plan', ['2025-plan']],
    ['#Case and #case are kept as written', ['Case', 'case']],
  ])('finds tags in %j', (md, expected) => {
    expect(tagsOf(md)).toEqual(expected);
  });

  it.each([
    '# Title',
    '## Sub title',
    '###### six',
    'https://x.y/page#section',
    'see page.md#anchor',
    '[link](#anchor)',
    '[link](other.md#anchor "title")',
    '[ref]: https://x.y/#frag',
    '<a href="#top">top</a>',
    '<https://x.y/#frag>',
    'www.x.y/#frag',
    'colours #fff #FFF #a1b2c3 #FFFFFF #a1b2c3d4 #abcd',
    'issue #123 and #4567',
    'C# and F#',
    'x#y',
    'a ##double',
    '&#39; &#x27;',
    '#_under',
    '#-dash',
    '#',
    `#${'a'.repeat(65)}`,
  ])('finds no tag in %j', (md) => {
    expect(tagsOf(md)).toEqual([]);
  });

  it('normalises tags to NFC so one tag has one spelling', () => {
    expect(tagsOf('#cafe\u0301 #caf\u00e9')).toEqual(['café']);
  });
});

describe('extractRefs: [[links]]', () => {
  it.each([
    ['[[API Design]]', ['API Design']],
    ['[[  spaced  ]]', ['spaced']],
    ['[[Page|label]]', ['Page']],
    ['[[project-slug]] and [[Other Page]]', ['Other Page', 'project-slug']],
    ['[[[nested]]]', ['nested']],
  ])('finds links in %j', (md, expected) => {
    expect(linksOf(md)).toEqual(expected);
  });

  it.each(['[[]]', '[[   ]]', '[[a\nb]]', '[[a]b]]', '[[ |label]]', '[single]', '[[unclosed', `[[${'x'.repeat(201)}]]`, '[[a\u0000b]]'])(
    'finds no link in %j',
    (md) => {
      expect(linksOf(md)).toEqual([]);
    },
  );

  it('does not read refs or tags inside a link target', () => {
    expect(extractRefs('[[Meeting @john #notes]]')).toEqual({ refs: [], tags: [], links: ['Meeting @john #notes'] });
  });
});

describe('extractRefs: code and front matter', () => {
  it('ignores fenced code with backticks and tildes, info strings and indented fences', () => {
    const md = ['before @a', '```ts', '@b #b [[b]]', '```', '   ~~~ yaml', '@c #c', '   ~~~', 'after @d'].join('\n');
    expect(extractRefs(md)).toEqual({ refs: ['a', 'd'], tags: [], links: [] });
  });

  it('ignores everything after an unclosed fence', () => {
    expect(refsOf('@a\n```\n@b\n')).toEqual(['a']);
  });

  it('ignores inline code spans, including double-backtick spans and spans across lines', () => {
    expect(refsOf('`@a` ``@b ` #x`` `@c\n@d` @e')).toEqual(['e']);
    expect(tagsOf('``#x ` #y`` #z')).toEqual(['z']);
  });

  it('treats an unmatched backtick as literal text', () => {
    expect(refsOf('a ` @b and ``@c')).toEqual(['b', 'c']);
    // ...whereas a later run of the same length closes it, even across other runs.
    expect(refsOf('a ` @b and ``@c`')).toEqual([]);
  });

  it('does not let a code span cross a blank line', () => {
    expect(refsOf('`open\n\n@a `')).toEqual(['a']);
  });

  it('does not open a code span at an escaped backtick', () => {
    // The escaped backtick is literal and the second one has no partner: @a is prose.
    expect(refsOf('\\`@a` @b')).toEqual(['a', 'b']);
    // Here the rest of the escaped run opens a span that the last backtick closes.
    expect(refsOf('\\``@a` @b')).toEqual(['b']);
  });

  it('skips leading YAML front matter but scans the body', () => {
    const md = '---\ntags: [#x]\nowner: "@john"\n---\n@jane #body';
    expect(extractRefs(md)).toEqual({ refs: ['jane'], tags: ['body'], links: [] });
  });

  it('handles CRLF line endings', () => {
    expect(extractRefs('@a\r\n```\r\n@b\r\n```\r\n#c\r\n')).toEqual({ refs: ['a'], tags: ['c'], links: [] });
  });
});

describe('maskCodeSpans', () => {
  it('keeps length and line breaks', () => {
    const text = 'a `b\nc` d';
    const masked = maskCodeSpans(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).toBe('a   \n   d');
  });

  it('stays fast on many unmatched backtick runs of different lengths', () => {
    let text = '';
    for (let n = 1; n <= 1500; n++) text += `${'`'.repeat(n)} x `;
    expect(maskCodeSpans(text)).toBe(text);
  });
});

describe('extractRefs: properties', () => {
  const tokenish = fc.constantFrom(
    '@',
    '#',
    '[[',
    ']]',
    '`',
    '``',
    '```',
    '~~~',
    ' ',
    '\n',
    '\n\n',
    'a',
    'Z',
    '-',
    '_',
    '.',
    '/',
    'é',
    '1',
    'f',
    '|',
    ':',
    '(',
    ')',
    '\r\n',
    '\u0000',
    '\ud800',
    '---',
    '# ',
  );
  const markdownish = fc.oneof(
    fc.array(tokenish, { maxLength: 60 }).map((a) => a.join('')),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );

  it('never throws and returns sorted, unique tokens that obey the charset rules', () => {
    fc.assert(
      fc.property(markdownish, (md) => {
        const { refs, tags, links } = extractRefs(md);
        for (const list of [refs, tags, links]) {
          expect([...new Set(list)].sort()).toEqual(list);
          for (const item of list) expect(item).not.toMatch(/[\n\r\u0000]/);
        }
        for (const ref of refs) expect(ref).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        for (const tag of tags) {
          expect(tag).toMatch(/^[\p{L}\p{N}][\p{L}\p{M}\p{N}_-]*$/u);
          expect(tag).toMatch(/\p{L}/u);
          expect(tag).not.toMatch(/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i);
        }
        for (const link of links) {
          expect(link).toBe(link.trim());
          expect(link).not.toBe('');
          expect(link).not.toMatch(/[[\]\p{Cc}\p{Cs}]/u);
        }
      }),
      { numRuns: 2000 },
    );
  });

  const prose = fc
    .array(fc.oneof(tokenish, fc.constantFrom('@john-doe', '#tag', '[[Link]]', 'word')), { maxLength: 30 })
    .map((a) => a.join('').replace(/`/g, ''))
    .map((s) =>
      s
        .split(/\r?\n/)
        .filter((line) => !/^ {0,3}(?:`{3,}|~{3,})/.test(line))
        .join('\n'),
    );

  it('never counts what is inside a fenced code block', () => {
    fc.assert(
      fc.property(prose, fc.string({ unit: 'binary', maxLength: 200 }), prose, (before, code, after) => {
        const longestTildeRun = Math.max(0, ...(code.match(/~+/g) ?? []).map((r) => r.length));
        const fence = '~'.repeat(Math.max(3, longestTildeRun + 1));
        const withCode = `intro\n${before}\n\n${fence} info\n${code}\n${fence}\n\n${after}`;
        const withoutCode = `intro\n${before}\n\n${after}`;
        expect(extractRefs(withCode)).toEqual(extractRefs(withoutCode));
      }),
      { numRuns: 500 },
    );
  });

  it('never counts what is inside an inline code span', () => {
    // Non-empty: two adjacent backticks are one run of length 2, not an empty span.
    const spanText = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 60 })
      .map((s) => s.replace(/[`\n\r]/g, ''))
      .filter((s) => s !== '');
    fc.assert(
      fc.property(prose, spanText, prose, (before, code, after) => {
        const oneLine = (s: string) => s.replace(/[\n\r]/g, ' ');
        const withCode = `${oneLine(before)} \`${code}\` ${oneLine(after)}`;
        const withoutCode = `${oneLine(before)} ${' '.repeat(code.length + 2)} ${oneLine(after)}`;
        expect(extractRefs(withCode)).toEqual(extractRefs(withoutCode));
      }),
      { numRuns: 500 },
    );
  });

  it('finds every well-formed token surrounded by spaces', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}$/);
    const tag = fc.stringMatching(/^[a-z][a-z0-9_-]{0,10}[a-z0-9]$/).filter((t) => !/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(t));
    const link = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,20}[A-Za-z0-9]$/);
    fc.assert(
      fc.property(slug, tag, link, (s, t, l) => {
        expect(extractRefs(`x @${s} y #${t} z [[${l}]] w`)).toEqual({ refs: [s], tags: [t], links: [l] });
      }),
    );
  });

  // Regression: the URL pattern once rescanned a long word from each of its letters (a 100 KB
  // word took 6 s). Each input here would take minutes if any pattern were quadratic.
  it.each([
    ['one long word', 'a'.repeat(300_000)],
    ['a word of dots', 'a.'.repeat(150_000)],
    ['a long @run', `@${'a'.repeat(300_000)}`],
    ['a long #run', `#${'a'.repeat(300_000)}`],
    ['an unclosed [[', `[[${'a'.repeat(300_000)}`],
    ['an unclosed reference definition', `[${'a'.repeat(300_000)}`],
    ['many @', '@a'.repeat(150_000)],
    ['many <a', '<a'.repeat(150_000)],
    ['many ](', '](a'.repeat(100_000)],
  ])('handles %s in linear time', (_name, md) => {
    expect(() => extractRefs(md)).not.toThrow();
  });

  it('stays fast on a 1 MB note', () => {
    const paragraph = 'Met @john-doe about #integration, see [[API Design]] and `@code` https://x.y/#f john@example.com.\n';
    const md = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
    expect(extractRefs(md)).toEqual({ refs: ['john-doe'], tags: ['integration'], links: ['API Design'] });
  });
});
